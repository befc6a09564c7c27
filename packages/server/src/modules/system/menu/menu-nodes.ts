import type { SystemMenuNode } from '@mepm/contract';
import type { menus } from '../../../db/schema';
import { menuLinks, menuOrder, ROOT_PARENT_ID, wireNames } from '../../../kernel/menu/menu-tree';
import { buildTree } from '../../../kernel/tree/build-tree';
import { withAncestors } from '../../../kernel/tree/with-ancestors';

type MenuRow = typeof menus.$inferSelect;

/**
 * The management tree. With a keyword, the entries whose name (in any language) or code contains
 * it are kept together with their ancestors, so that a match is shown where it lives.
 */
export function menuNodes(rows: MenuRow[], keyword = '', types?: number[]): SystemMenuNode[] {
  const needle = keyword.trim().toLowerCase();
  const wanted = (row: MenuRow) => types === undefined || types.includes(row.type);
  const matches = (row: MenuRow) =>
    wanted(row) &&
    (needle === '' ||
      [row.fullName, row.names.zhtw ?? '', row.names.en ?? ''].some((name) =>
        name.toLowerCase().includes(needle),
      ) ||
      row.enCode.toLowerCase().includes(needle));
  // Ancestors are looked up among all rows, but only the wanted types make the tree: an entry
  // under one of another type is left out, as the menu hides what lies under a hidden entry.
  return buildTree(withAncestors(rows, menuLinks, matches).filter(wanted), {
    ...menuLinks,
    compare: menuOrder,
    orphans: 'drop',
    node: (row, children: SystemMenuNode[]) => ({
      ...menuNode(row),
      hasChildren: children.length > 0,
      children,
    }),
  });
}

export function menuNode(row: MenuRow): SystemMenuNode {
  return {
    id: row.id,
    parentId: row.parentId ?? ROOT_PARENT_ID,
    type: row.type,
    enCode: row.enCode,
    fullName: row.fullName,
    names: wireNames(row.names),
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
