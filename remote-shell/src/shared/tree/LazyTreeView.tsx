import { createContext, forwardRef, useContext, useMemo } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import type { TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTranslation } from 'react-i18next';
import type { TreeNode, ViewItem } from './types';
import { useLabelClick } from './use-label-click';
import type { LazyTreeModel } from './useLazyTree';

export interface LazyTreeViewProps<N extends TreeNode> {
  model: LazyTreeModel<N>;
  /** The tree's accessible name. */
  label: string;
  id?: string;
  multiple?: boolean;
  /** Checkboxes beside the labels; multiple selection is easier to discover with them. */
  checkboxes?: boolean;
  selectedIds: readonly string[];
  onSelectedIdsChange: (ids: string[]) => void;
  /** Which nodes may be chosen; the others only expand. */
  selectable?: (node: N) => boolean;
  renderIcon?: (node: N) => ReactNode;
}

/** RichTreeView puts the newest choice first; people expect their choices in the order made. */
function inChoosingOrder(previous: readonly string[], next: readonly string[]): string[] {
  const kept = previous.filter((id) => next.includes(id));
  return [...kept, ...next.filter((id) => !previous.includes(id))];
}

/** The icon of an item by id, handed to the item slot without rebuilding the items. */
const IconContext = createContext<(itemId: string) => ReactNode>(() => null);

const IconTreeItem = forwardRef<HTMLLIElement, TreeItemProps>(function IconTreeItem(props, ref) {
  const iconOf = useContext(IconContext);
  const icon = iconOf(props.itemId);
  // The arrow only expands: its click stops before the row, which would choose the item.
  const iconContainer = {
    ...props.slotProps?.iconContainer,
    onClick: (event: MouseEvent) => event.stopPropagation(),
  };
  const label = icon ? (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      {icon}
      {props.label}
    </Box>
  ) : (
    props.label
  );
  return (
    <TreeItem
      {...props}
      ref={ref}
      label={label}
      slotProps={{ ...props.slotProps, iconContainer }}
    />
  );
});

/** RichTreeView over a `useLazyTree` model, with selection in ids whatever the mode. */
export function LazyTreeView<N extends TreeNode>(props: LazyTreeViewProps<N>) {
  const {
    model,
    multiple = false,
    selectedIds,
    onSelectedIdsChange,
    selectable,
    renderIcon,
  } = props;
  const { t } = useTranslation();
  const { nodeById } = model;
  const iconOf = useMemo(
    () => (itemId: string) => {
      const node = nodeById.get(itemId);
      return node && renderIcon ? renderIcon(node) : null;
    },
    [nodeById, renderIcon],
  );

  const isSelectable = (node: N) => (selectable ? selectable(node) : true);
  const onItemClick = useLabelClick({
    model,
    isSelectable,
    checkboxes: props.checkboxes ?? false,
    selectedIds,
    onSelectedIdsChange,
  });

  if (model.items.length === 0) {
    const text = model.rootLoading
      ? t('widgets.tree.loading')
      : model.rootFailed
        ? t('widgets.tree.loadFailed')
        : t('widgets.tree.empty');
    return (
      <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
        {text}
      </Typography>
    );
  }

  const isSelectionDisabled = (item: ViewItem) => {
    if (item.placeholder) return true;
    const node = nodeById.get(item.id);
    return !node || !isSelectable(node);
  };

  return (
    <IconContext.Provider value={iconOf}>
      <RichTreeView<ViewItem, boolean>
        id={props.id}
        aria-label={props.label}
        items={model.items}
        expandedItems={model.expandedItems}
        onExpandedItemsChange={(_event, ids) => model.setExpandedItems(ids)}
        expansionTrigger="iconContainer"
        onItemClick={onItemClick}
        multiSelect={multiple}
        checkboxSelection={props.checkboxes ?? false}
        selectedItems={multiple ? selectedIds : (selectedIds[0] ?? null)}
        onSelectedItemsChange={(_event, value) =>
          onSelectedIdsChange(
            inChoosingOrder(
              selectedIds,
              value === null ? [] : typeof value === 'string' ? [value] : value,
            ),
          )
        }
        isItemDisabled={(item) => item.placeholder !== undefined}
        isItemSelectionDisabled={isSelectionDisabled}
        slots={{ item: IconTreeItem }}
      />
    </IconContext.Provider>
  );
}
