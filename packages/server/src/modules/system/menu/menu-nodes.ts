import type { SystemMenuNode } from '@mepm/contract';
import type { menus } from '../../../db/schema';
import { ROOT_PARENT_ID } from '../../../kernel/menu/menu-tree';

type MenuRow = typeof menus.$inferSelect;

/**
 * The management tree. With a keyword, the entries whose name or code contains it are kept
 * together with their ancestors, so that a match is shown where it lives.
 */
export function menuNodes(rows: MenuRow[], keyword = '', types?: number[]): SystemMenuNode[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const wanted = rows.filter((row) => types === undefined || types.includes(row.type));
  const needle = keyword.trim().toLowerCase();
  const keep = new Set<string>();
  for (const row of wanted) {
    const match =
      needle === '' ||
      row.fullName.toLowerCase().includes(needle) ||
      row.enCode.toLowerCase().includes(needle);
    if (!match) continue;
    for (let cur: MenuRow | undefined = row; cur && !keep.has(cur.id);) {
      keep.add(cur.id);
      cur = cur.parentId === null ? undefined : byId.get(cur.parentId);
    }
  }
  const children = new Map<string | null, MenuRow[]>();
  for (const row of wanted) {
    if (!keep.has(row.id)) continue;
    children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  }
  const build = (parentId: string | null): SystemMenuNode[] =>
    (children.get(parentId) ?? [])
      .sort((a, b) => a.sortCode - b.sortCode || a.enCode.localeCompare(b.enCode))
      .map((row) => {
        const kids = build(row.id);
        return { ...menuNode(row), hasChildren: kids.length > 0, children: kids };
      });
  return build(null);
}

export function menuNode(row: MenuRow): SystemMenuNode {
  return {
    id: row.id,
    parentId: row.parentId ?? ROOT_PARENT_ID,
    type: row.type,
    enCode: row.enCode,
    fullName: row.fullName,
    icon: row.icon,
    urlAddress: row.urlAddress,
    linkTarget: row.linkTarget,
    propertyJson: row.propertyJson,
    sortCode: row.sortCode,
    enabled: row.enabled,
    hasChildren: false,
    children: [],
  };
}
