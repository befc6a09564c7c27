import type { MenuEntry, PermissionItem } from '@mepm/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dataSchemes, menuElements, menus } from '../../db/schema';
import { grantedItems } from './menu-grants';
import { buildMenuTree, flattenMenu } from './menu-tree';

type CodeKind = 'button' | 'column' | 'form' | 'resource';

export interface MenuAccess {
  menuList: MenuEntry[];
  permissionList: PermissionItem[];
}

/**
 * The menu tree a user sees and, per visible entry, the granted buttons, columns, form fields
 * and data schemes (`resource`). Administrators see everything enabled.
 */
export async function menuAccess(
  db: Db,
  user: { id: string; isAdministrator: boolean },
): Promise<MenuAccess> {
  const rows = await db.select().from(menus).where(eq(menus.enabled, true));
  const granted = user.isAdministrator ? 'all' : await grantedItems(db, user.id);
  const grantedIds = (types: string[]) =>
    granted === 'all'
      ? ('all' as const)
      : new Set(granted.filter((g) => types.includes(g.itemType)).map((g) => g.itemId));

  const menuList = buildMenuTree(rows, grantedIds(['menu', 'module']));
  const visibleIds = flattenMenu(menuList).map((entry) => entry.id);
  const [elements, schemes] =
    visibleIds.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select()
            .from(menuElements)
            .where(and(eq(menuElements.enabled, true), inArray(menuElements.menuId, visibleIds)))
            .orderBy(asc(menuElements.sortCode), asc(menuElements.enCode)),
          db
            .select()
            .from(dataSchemes)
            .where(and(eq(dataSchemes.enabled, true), inArray(dataSchemes.menuId, visibleIds)))
            .orderBy(asc(dataSchemes.sortCode), asc(dataSchemes.enCode)),
        ]);

  const items = new Map<string, PermissionItem>(
    visibleIds.map((id) => [id, { modelId: id, button: [], column: [], form: [], resource: [] }]),
  );
  const allowed = {
    button: grantedIds(['button']),
    column: grantedIds(['column']),
    form: grantedIds(['form']),
    resource: grantedIds(['resource']),
  };
  const add = (
    kind: CodeKind,
    menuId: string,
    row: { id: string; enCode: string; fullName: string },
  ) => {
    const ids = allowed[kind];
    if (ids !== 'all' && !ids.has(row.id)) return;
    items.get(menuId)?.[kind].push({ enCode: row.enCode, fullName: row.fullName });
  };
  for (const element of elements) {
    // A resource is a data scheme (grant item_type `resource` names the scheme's id).
    if (element.kind !== 'resource') add(element.kind, element.menuId, element);
  }
  for (const scheme of schemes) add('resource', scheme.menuId, scheme);
  if (!user.isAdministrator) {
    // The list routes trim to granted columns wherever a menu defines any (plugins/permission).
    for (const element of elements) {
      const item = items.get(element.menuId);
      if (element.kind === 'column' && item) item.columnsRestricted = true;
    }
  }
  return { menuList, permissionList: [...items.values()] };
}
