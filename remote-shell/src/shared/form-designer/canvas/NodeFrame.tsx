import type { SyntheticEvent } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import type { FormField } from '@mepm/contract';
import { holdsChildren, nodeIdOf } from '../model/tree';
import { useDesignerDnd } from './designer-dnd-context';
import { dragIds } from './drop-resolution';
import { FieldPreview } from './FieldPreview';
import { FrameActions } from './FrameActions';
import { HolderBody } from './HolderBody';

/**
 * One node on the canvas: a frame that selects it (click or focus), drags it (pointer past a few
 * pixels, or space and the arrows), outlines it when selected and then offers copy and delete.
 * A field shows as the form draws it; a layout or the sub-table shows its own drop zones.
 */
export function NodeFrame({ node, width }: { node: FormField; width?: number }) {
  const { state, dispatch } = useDesignerDnd();
  const id = nodeIdOf(node);
  const { attributes, listeners, setNodeRef, isDragging } = useSortable({ id: dragIds.node(id) });
  const selected = state.selected === id;
  const config = node.__config__;
  // A nested frame selects itself alone, not the frames around it.
  const select = (event: SyntheticEvent) => {
    event.stopPropagation();
    if (!selected) dispatch({ type: 'select', id });
  };
  const frame = (
    <Box
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      aria-label={config.label}
      aria-pressed={selected}
      data-node-id={id}
      onClick={select}
      onFocus={select}
      sx={{
        position: 'relative',
        p: 1,
        mb: 1,
        borderRadius: 1,
        cursor: 'move',
        outline: 2,
        outlineOffset: -2,
        outlineColor: selected ? 'primary.main' : 'transparent',
        bgcolor: selected ? 'action.hover' : undefined,
        opacity: isDragging ? 0.4 : 1,
        '&:hover': { outlineColor: selected ? 'primary.main' : 'action.disabled' },
        '&:focus-visible': { outlineColor: 'primary.dark' },
      }}
    >
      {holdsChildren(node) ? <HolderBody node={node} /> : <FieldPreview field={node} />}
      {selected && (
        <FrameActions
          onCopy={() => dispatch({ type: 'copy', id })}
          onRemove={() => dispatch({ type: 'remove', id })}
        />
      )}
    </Box>
  );
  if (width !== undefined) return <Box sx={{ flex: `0 0 ${width}px` }}>{frame}</Box>;
  return <Grid size={{ xs: 24, md: config.span ?? 24 }}>{frame}</Grid>;
}
