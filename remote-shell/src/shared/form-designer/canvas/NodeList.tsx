import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext } from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import { nodeIdOf } from '../model/tree';
import { useDesignerDnd } from './designer-dnd-context';
import { dragIds } from './drop-resolution';
import type { NodeListProps } from './nested-list';
import { NodeFrame } from './NodeFrame';

const COLUMN_PX = 220;

/** The mark where a dragged node would land. */
function LandingMark({ columns }: { columns?: boolean }) {
  return (
    <Box
      data-testid="landing-mark"
      sx={{
        bgcolor: 'primary.main',
        borderRadius: 1,
        ...(columns ? { width: 4, alignSelf: 'stretch' } : { width: '100%', height: 4, my: 0.5 }),
      }}
    />
  );
}

/**
 * A holder's nodes (or the form's) as a sortable list and a drop zone. While a drag goes on, the
 * landing mark stands where the node would go, counted as the reducer counts: without the dragged
 * node.
 */
export function NodeList({ parent, nodes, emptyText, columns }: NodeListProps) {
  const { source, landing } = useDesignerDnd();
  const { setNodeRef, isOver } = useDroppable({ id: dragIds.list(parent) });
  const moving = source?.kind === 'node' ? source.id : null;
  const landingIndex = landing && landing.parent === parent ? landing.index : null;
  const items = nodes.map((node) => dragIds.node(nodeIdOf(node)));
  let placed = 0;
  const marked: ReactNode[] = [];
  for (const node of nodes) {
    const id = nodeIdOf(node);
    const mark = id !== moving && placed === landingIndex;
    if (id !== moving) placed += 1;
    marked.push(
      <Fragment key={id}>
        {mark && <Slot columns={columns} />}
        <NodeFrame node={node} width={columns ? COLUMN_PX : undefined} />
      </Fragment>,
    );
  }
  const markLast = landingIndex !== null && landingIndex >= placed;
  const zoneSx = {
    minHeight: parent === null ? 320 : 56,
    border: 1,
    borderStyle: 'dashed',
    borderColor: isOver && landingIndex !== null ? 'primary.main' : 'divider',
    borderRadius: 1,
    p: 0.5,
  } as const;
  return (
    <SortableContext items={items}>
      {columns ? (
        <Box ref={setNodeRef} sx={{ ...zoneSx, display: 'flex', gap: 1, overflowX: 'auto' }}>
          {marked}
          {markLast && <LandingMark columns />}
          {nodes.length === 0 && <EmptyHint text={emptyText} />}
        </Box>
      ) : (
        <Grid ref={setNodeRef} container columns={24} columnSpacing={1} sx={zoneSx}>
          {marked}
          {markLast && <Slot />}
          {nodes.length === 0 && <EmptyHint text={emptyText} />}
        </Grid>
      )}
    </SortableContext>
  );
}

function Slot({ columns }: { columns?: boolean }) {
  if (columns) return <LandingMark columns />;
  return (
    <Grid size={24}>
      <LandingMark />
    </Grid>
  );
}

function EmptyHint({ text }: { text: string }) {
  return (
    <Box
      sx={{
        width: '100%',
        alignSelf: 'center',
        textAlign: 'center',
        color: 'text.disabled',
        fontSize: 14,
        py: 1.5,
      }}
    >
      {text}
    </Box>
  );
}
