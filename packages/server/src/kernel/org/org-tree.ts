import type { OrganizeTreeRow, OrgTreeNode } from '@mepm/contract';
import { childrenByParent, toOrganizeRecord, type OrgRow } from './org-rows';

/**
 * The rows as a tree; a row whose parent is not among them is a root. With a keyword only the
 * rows whose name or code contains it stay, with the ancestors that lead to them.
 */
export function organizeTree(rows: readonly OrgRow[], keyword?: string): OrganizeTreeRow[] {
  const kept = keyword === undefined ? rows : withAncestors(rows, matching(rows, keyword));
  const ids = new Set(kept.map((row) => row.id));
  const children = childrenByParent(kept);
  const build = (row: OrgRow): OrganizeTreeRow => {
    const kids = (children.get(row.id) ?? []).map(build);
    return { ...toOrganizeRecord(row), hasChildren: kids.length > 0, children: kids };
  };
  return kept.filter((row) => row.parentId === null || !ids.has(row.parentId)).map(build);
}

/** The rows as picker nodes, whole tree, leaving out `excluded` ids (and so their subtrees). */
export function orgNodeTree(rows: readonly OrgRow[], excluded: ReadonlySet<string>): OrgTreeNode[] {
  const kept = rows.filter((row) => !excluded.has(row.id));
  const ids = new Set(kept.map((row) => row.id));
  const children = childrenByParent(kept);
  const build = (row: OrgRow): OrgTreeNode => {
    const kids = (children.get(row.id) ?? []).map(build);
    return { ...orgNode(row, kids.length === 0), hasChildren: kids.length > 0, children: kids };
  };
  return kept
    .filter((row) => row.parentId === null || !ids.has(row.parentId))
    .filter((row) => row.parentId === null || !excluded.has(row.parentId))
    .map(build);
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

function matching(rows: readonly OrgRow[], keyword: string): Set<string> {
  const needle = keyword.toLowerCase();
  return new Set(
    rows
      .filter(
        (row) =>
          row.fullName.toLowerCase().includes(needle) || row.enCode.toLowerCase().includes(needle),
      )
      .map((row) => row.id),
  );
}

function withAncestors(rows: readonly OrgRow[], ids: Set<string>): OrgRow[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const keep = new Set<string>();
  for (const id of ids) {
    for (let cur = byId.get(id); cur && !keep.has(cur.id);) {
      keep.add(cur.id);
      cur = cur.parentId === null ? undefined : byId.get(cur.parentId);
    }
  }
  return rows.filter((row) => keep.has(row.id));
}
