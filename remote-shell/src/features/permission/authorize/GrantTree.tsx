import { createContext, forwardRef, useContext } from 'react';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import type { TreeItemProps } from '@mui/x-tree-view/TreeItem';
import type { GrantViewItem } from './grant-view';

interface Props {
  label: string;
  items: GrantViewItem[];
  selected: readonly string[];
  /** Shown but not changeable: rights the caller does not hold itself. */
  locked: ReadonlySet<string>;
  /** Branches granted in part: a dash instead of a tick. */
  partial: ReadonlySet<string>;
  onChange: (proposed: readonly string[]) => void;
  expanded: string[];
  onExpandedChange: (expanded: string[]) => void;
}

/** The partly granted keys, handed to the item slot without rebuilding the items. */
const PartialContext = createContext<ReadonlySet<string>>(new Set());

/** A branch would otherwise be named after its whole subtree's text, not its own label. */
const NamedTreeItem = forwardRef<HTMLLIElement, TreeItemProps>(function NamedTreeItem(props, ref) {
  const name = typeof props.label === 'string' ? props.label : undefined;
  const indeterminate = useContext(PartialContext).has(props.itemId);
  const checkbox = { ...props.slotProps?.checkbox, indeterminate };
  return (
    <TreeItem {...props} ref={ref} aria-label={name} slotProps={{ ...props.slotProps, checkbox }} />
  );
});

/**
 * The checkable tree of one tab. The view's own propagation stays off: which nodes follow a
 * change is decided by the grant rules (a child needs its menus), not by plain tree logic.
 */
export function GrantTree(props: Props) {
  return (
    <PartialContext.Provider value={props.partial}>
      <RichTreeView
        aria-label={props.label}
        items={props.items}
        checkboxSelection
        multiSelect
        // Keys of other tabs stay in the selection; the view keeps ids it does not show.
        selectedItems={[...props.selected]}
        onSelectedItemsChange={(_event, ids) => props.onChange(ids)}
        expandedItems={props.expanded}
        onExpandedItemsChange={(_event, ids) => props.onExpandedChange(ids)}
        expansionTrigger="iconContainer"
        isItemDisabled={(item: GrantViewItem) => props.locked.has(item.id)}
        disabledItemsFocusable
        slots={{ item: NamedTreeItem }}
      />
    </PartialContext.Provider>
  );
}
