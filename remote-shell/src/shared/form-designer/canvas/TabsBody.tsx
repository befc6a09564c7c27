import { useState } from 'react';
import type { SyntheticEvent } from 'react';
import { useDroppable } from '@dnd-kit/core';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { FormField } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { childrenOf, nodeIdOf } from '../model/tree';
import { useDesignerDnd } from './designer-dnd-context';
import { dragIds } from './drop-resolution';
import { useNestedList } from './nested-list';

// The tabs are the tab layout's own controls: keys and clicks on them do not drag the frame.
const keep = (event: SyntheticEvent) => event.stopPropagation();

/** A tab header that takes drops: the node goes last into that tab item. */
function DropTab({ item, ...props }: { item: FormField; value: number; onClick: () => void }) {
  const { landing } = useDesignerDnd();
  const id = nodeIdOf(item);
  const { setNodeRef, isOver } = useDroppable({ id: dragIds.tab(id) });
  return (
    <Tab
      ref={setNodeRef}
      label={item.__config__.label}
      sx={isOver && landing?.parent === id ? { bgcolor: 'action.selected' } : undefined}
      {...props}
    />
  );
}

/** A tab layout's items as tabs to switch between; the shown one is a drop zone. */
export function TabsBody({ items }: { items: readonly FormField[] }) {
  const { t } = useTranslation();
  const NodeList = useNestedList();
  const [chosen, setChosen] = useState(0);
  const shown = items[Math.min(chosen, items.length - 1)];
  return (
    <>
      <Tabs
        value={Math.min(chosen, items.length - 1)}
        variant="scrollable"
        onKeyDown={keep}
        onPointerDown={keep}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 1, minHeight: 36 }}
      >
        {items.map((item, index) => (
          <DropTab
            key={nodeIdOf(item)}
            item={item}
            value={index}
            onClick={() => setChosen(index)}
          />
        ))}
      </Tabs>
      {shown && (
        <NodeList
          parent={nodeIdOf(shown)}
          nodes={childrenOf(shown)}
          emptyText={t('formDesigner.canvas.dropHere')}
        />
      )}
    </>
  );
}
