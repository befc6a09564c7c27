import type { MenuEntry } from '@mepm/contract';
import type { menus } from '../../db/schema';

export type MenuRow = typeof menus.$inferSelect;

/** The parentId the shell family expects on top-level entries. */
export const ROOT_PARENT_ID = '-1';

/**
 * Builds the visible tree: the granted entries plus their ancestors (so a granted page is never
 * orphaned), children sorted by sortCode. `rows` holds only enabled entries, so everything under
 * a disabled entry is unreachable and left out.
 */
export function buildMenuTree(rows: MenuRow[], granted: ReadonlySet<string> | 'all'): MenuEntry[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const visible = new Set<string>();
  for (const row of rows) {
    if (granted !== 'all' && !granted.has(row.id)) continue;
    for (let cur: MenuRow | undefined = row; cur && !visible.has(cur.id);) {
      visible.add(cur.id);
      cur = cur.parentId === null ? undefined : byId.get(cur.parentId);
    }
  }
  const children = new Map<string | null, MenuRow[]>();
  for (const row of rows) {
    if (!visible.has(row.id)) continue;
    const list = children.get(row.parentId) ?? [];
    list.push(row);
    children.set(row.parentId, list);
  }
  const build = (parentId: string | null): MenuEntry[] =>
    (children.get(parentId) ?? [])
      .sort((a, b) => a.sortCode - b.sortCode || a.enCode.localeCompare(b.enCode))
      .map((row) => {
        const kids = build(row.id);
        return {
          id: row.id,
          parentId: row.parentId ?? ROOT_PARENT_ID,
          enCode: row.enCode,
          fullName: row.fullName,
          icon: row.icon,
          type: row.type,
          urlAddress: row.urlAddress,
          linkTarget: row.linkTarget,
          propertyJson: row.propertyJson,
          sortCode: row.sortCode,
          hasChildren: kids.length > 0,
          children: kids,
        };
      });
  return build(null);
}

/** Every entry of a tree, depth first. */
export function flattenMenu(entries: MenuEntry[]): MenuEntry[] {
  return entries.flatMap((entry) => [entry, ...flattenMenu(entry.children)]);
}
