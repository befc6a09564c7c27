import { useCallback } from 'react';
import type { OrgTreeNode } from '@mepm/contract';
import { toOrgNodes } from '../tree';
import type { LoadChildren, OrgNode } from '../tree';

/** A picker level: the children of `parentId` (the top without it), or with a keyword the matches. */
export type LoadPickerLevel = (query: {
  parentId?: string;
  keyword?: string;
}) => Promise<readonly OrgTreeNode[]>;

/** A lazy picker's source from one level loader (Users/Selector, say): levels and a search. */
export function usePickerSource(load: LoadPickerLevel): {
  loadChildren: LoadChildren<OrgNode>;
  search: (keyword: string) => Promise<OrgNode[]>;
} {
  const loadChildren = useCallback<LoadChildren<OrgNode>>(
    async (parentId) => toOrgNodes(await load(parentId ? { parentId } : {}), 'lazy'),
    [load],
  );
  const search = useCallback(
    async (keyword: string) => toOrgNodes(await load({ keyword }), 'lazy'),
    [load],
  );
  return { loadChildren, search };
}
