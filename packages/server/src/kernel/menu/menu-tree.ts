import type { MenuEntry, MenuNames } from '@mepm/contract';
import type { menus } from '../../db/schema';
import { buildTree } from '../tree/build-tree';
import { withAncestors } from '../tree/with-ancestors';

export type MenuRow = typeof menus.$inferSelect;

/** The parentId the shell family expects on top-level entries. */
export const ROOT_PARENT_ID = '-1';

/** A row's names as the wire carries them: a language without a name has an empty one. */
export function wireNames(names: Partial<MenuNames>): MenuNames {
  return { zhtw: names.zhtw ?? '', en: names.en ?? '' };
}

/** How menu rows link to their parents; top-level entries have none. */
export const menuLinks = {
  id: (row: MenuRow) => row.id,
  parentId: (row: MenuRow) => row.parentId,
};

/** Siblings by sort code, then code. */
export function menuOrder(a: MenuRow, b: MenuRow): number {
  return a.sortCode - b.sortCode || a.enCode.localeCompare(b.enCode);
}

/**
 * Builds the visible tree: the granted entries plus their ancestors (so a granted page is never
 * orphaned), children sorted by sortCode. `rows` holds only enabled entries, so everything under
 * a disabled entry is unreachable and left out.
 */
export function buildMenuTree(rows: MenuRow[], granted: ReadonlySet<string> | 'all'): MenuEntry[] {
  const visible = withAncestors(rows, menuLinks, (row) => granted === 'all' || granted.has(row.id));
  return buildTree(visible, {
    ...menuLinks,
    compare: menuOrder,
    orphans: 'drop',
    node: (row, children: MenuEntry[]) => ({
      id: row.id,
      parentId: row.parentId ?? ROOT_PARENT_ID,
      enCode: row.enCode,
      fullName: row.fullName,
      names: wireNames(row.names),
      icon: row.icon,
      type: row.type,
      urlAddress: row.urlAddress,
      linkTarget: row.linkTarget,
      propertyJson: row.propertyJson,
      sortCode: row.sortCode,
      hasChildren: children.length > 0,
      children,
    }),
  });
}

/** Every entry of a tree, depth first. */
export function flattenMenu(entries: MenuEntry[]): MenuEntry[] {
  return entries.flatMap((entry) => [entry, ...flattenMenu(entry.children)]);
}
