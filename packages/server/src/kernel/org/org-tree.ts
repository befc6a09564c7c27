import type { OrganizeTreeRow, OrgTreeNode } from '@mepm/contract';
import { buildTree } from '../tree/build-tree';
import { withAncestors } from '../tree/with-ancestors';
import { toOrganizeRecord, type OrgRow } from './org-rows';

/** How organisation rows link to their parents. */
const orgLinks = {
  id: (row: OrgRow) => row.id,
  parentId: (row: OrgRow) => row.parentId,
};

/**
 * The rows as a tree; a row whose parent is not among them is a root. With a keyword only the
 * rows whose name or code contains it stay, with the ancestors that lead to them.
 */
export function organizeTree(rows: readonly OrgRow[], keyword?: string): OrganizeTreeRow[] {
  const kept = keyword === undefined ? rows : withAncestors(rows, orgLinks, matching(keyword));
  return buildTree(kept, {
    ...orgLinks,
    node: (row, children: OrganizeTreeRow[]) => ({
      ...toOrganizeRecord(row),
      hasChildren: children.length > 0,
      children,
    }),
  });
}

/** The rows as picker nodes, whole tree, leaving out `excluded` ids with their subtrees. */
export function orgNodeTree(rows: readonly OrgRow[], excluded: ReadonlySet<string>): OrgTreeNode[] {
  return buildTree(rows, {
    ...orgLinks,
    node: (row, children: OrgTreeNode[]) =>
      excluded.has(row.id)
        ? undefined
        : { ...orgNode(row, children.length === 0), hasChildren: children.length > 0, children },
  });
}

/** One organisation as a picker node without children. */
export function orgNode(row: OrgRow, isLeaf: boolean): OrgTreeNode {
  return {
    id: row.id,
    parentId: row.parentId ?? '',
    fullName: row.fullName,
    enCode: row.enCode,
    type: row.category,
    icon:
      row.category === 'company'
        ? 'icon-ym icon-ym-tree-organization3'
        : 'icon-ym icon-ym-tree-department1',
    isLeaf,
    hasChildren: !isLeaf,
    children: [],
  };
}

function matching(keyword: string): (row: OrgRow) => boolean {
  const needle = keyword.toLowerCase();
  return (row) =>
    row.fullName.toLowerCase().includes(needle) || row.enCode.toLowerCase().includes(needle);
}
