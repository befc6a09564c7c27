import { useCallback } from 'react';
import type { MouseEvent } from 'react';
import type { TreeNode } from './types';
import type { LazyTreeModel } from './useLazyTree';

interface LabelClickOptions<N extends TreeNode> {
  model: LazyTreeModel<N>;
  isSelectable: (node: N) => boolean;
  checkboxes: boolean;
  selectedIds: readonly string[];
  onSelectedIdsChange: (ids: string[]) => void;
}

/**
 * What a click on an item's label does beyond the tree's own selection: a node that cannot be
 * chosen opens or folds (people click a company's name to reach its departments), and with
 * checkboxes a choosable node's name ticks or unticks it like its box. The expand arrow is left
 * to the tree, which only expands with it.
 */
export function useLabelClick<N extends TreeNode>(options: LabelClickOptions<N>) {
  const { model, isSelectable, checkboxes, selectedIds, onSelectedIdsChange } = options;
  const { nodeById, expandedItems, setExpandedItems } = model;
  return useCallback(
    (event: MouseEvent, itemId: string) => {
      // The checkbox ticks by itself.
      if (event.target instanceof HTMLInputElement) return;
      const node = nodeById.get(itemId);
      if (!node) return;
      if (!isSelectable(node)) {
        if (node.isLeaf) return;
        setExpandedItems(
          expandedItems.includes(itemId)
            ? expandedItems.filter((id) => id !== itemId)
            : [...expandedItems, itemId],
        );
      } else if (checkboxes) {
        onSelectedIdsChange(
          selectedIds.includes(itemId)
            ? selectedIds.filter((id) => id !== itemId)
            : [...selectedIds, itemId],
        );
      }
    },
    [
      nodeById,
      expandedItems,
      setExpandedItems,
      isSelectable,
      checkboxes,
      selectedIds,
      onSelectedIdsChange,
    ],
  );
}
