import type { MenuEntry, PermissionItem } from '@mepm/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { menuElements, menus } from '../../db/schema';
import { grantedItems } from './menu-grants';
import { buildMenuTree, flattenMenu } from './menu-tree';

export interface MenuAccess {
  menuList: MenuEntry[];
  permissionList: PermissionItem[];
}

/**
 * The menu tree a user sees and, per visible entry, the granted buttons, columns, form fields
 * and resources. Administrators see everything enabled.
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
  const elements =
    visibleIds.length === 0
      ? []
      : await db
          .select()
          .from(menuElements)
          .where(and(eq(menuElements.enabled, true), inArray(menuElements.menuId, visibleIds)))
          .orderBy(asc(menuElements.sortCode), asc(menuElements.enCode));

  const items = new Map<string, PermissionItem>(
    visibleIds.map((id) => [id, { modelId: id, button: [], column: [], form: [], resource: [] }]),
  );
  const elementGrants = {
    button: grantedIds(['button']),
    column: grantedIds(['column']),
    form: grantedIds(['form']),
    resource: grantedIds(['resource']),
  };
  for (const element of elements) {
    const allowed = elementGrants[element.kind];
    if (allowed !== 'all' && !allowed.has(element.id)) continue;
    items.get(element.menuId)?.[element.kind].push({
      enCode: element.enCode,
      fullName: element.fullName,
    });
  }
  return { menuList, permissionList: [...items.values()] };
}
