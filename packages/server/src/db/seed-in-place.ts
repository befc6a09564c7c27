import { ADMINISTRATORS_ROLE_CODE } from '@mepm/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from './client';
import { grants, menuElements, menus, organizations, roles, userRelations } from './schema';
import type { SeedMenu } from '../kernel/menu/seed-menu';
import { COMPANY_CODE, DEPARTMENT_CODE, SEED_ROLES } from './seed-rows';

/**
 * Whether the seed would change nothing: every row it makes is there, and the shipped menu
 * entries have the structure it gives them and a name (or a cleared one) in every language. This
 * holds at almost every start, and a few reads cost less than writing the same rows again.
 */
export async function seedInPlace(
  db: Db,
  adminId: string,
  shippedMenus: readonly SeedMenu[],
): Promise<boolean> {
  const organizationCodes = [COMPANY_CODE, DEPARTMENT_CODE];
  const foundOrganizations = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(inArray(organizations.enCode, organizationCodes));
  if (foundOrganizations.length !== organizationCodes.length) return false;

  const roleCodes = SEED_ROLES.map((role) => role.enCode);
  const roleRows = await db
    .select({ id: roles.id, enCode: roles.enCode })
    .from(roles)
    .where(inArray(roles.enCode, roleCodes));
  if (roleRows.length !== roleCodes.length) return false;
  const roleIds = new Map(roleRows.map((row) => [row.enCode, row.id]));
  const adminRelation = await db
    .select({ id: userRelations.id })
    .from(userRelations)
    .where(
      and(
        eq(userRelations.userId, adminId),
        eq(userRelations.objectType, 'role'),
        eq(userRelations.objectId, roleIds.get(ADMINISTRATORS_ROLE_CODE) ?? ''),
      ),
    );
  if (adminRelation.length === 0) return false;

  const menuRows = await db
    .select({
      id: menus.id,
      enCode: menus.enCode,
      parentId: menus.parentId,
      type: menus.type,
      urlAddress: menus.urlAddress,
      names: menus.names,
    })
    .from(menus)
    .where(
      inArray(
        menus.enCode,
        shippedMenus.map((menu) => menu.enCode),
      ),
    );
  const byCode = new Map(menuRows.map((row) => [row.enCode, row]));
  const menusInPlace = shippedMenus.every((menu) => {
    const row = byCode.get(menu.enCode);
    const parentId =
      menu.parentEnCode === undefined ? null : (byCode.get(menu.parentEnCode)?.id ?? null);
    return (
      row !== undefined &&
      row.parentId === parentId &&
      row.type === menu.type &&
      row.urlAddress === menu.urlAddress &&
      // An entry from before menus had names in every language gets the shipped ones.
      row.names.zhtw !== undefined &&
      row.names.en !== undefined
    );
  });
  if (!menusInPlace) return false;
  const menuIds = menuRows.map((row) => row.id);
  const idOf = (enCode: string): string => byCode.get(enCode)?.id ?? '';

  const elementRows = await db
    .select({ menuId: menuElements.menuId, kind: menuElements.kind, enCode: menuElements.enCode })
    .from(menuElements)
    .where(inArray(menuElements.menuId, menuIds));
  const elements = new Set(elementRows.map((row) => `${row.menuId} ${row.kind} ${row.enCode}`));
  const elementsInPlace = shippedMenus.every((menu) =>
    (menu.elements ?? []).every((element) =>
      elements.has(`${idOf(menu.enCode)} ${element.kind} ${element.enCode}`),
    ),
  );
  if (!elementsInPlace) return false;

  const grantRows = await db
    .select({ itemId: grants.itemId, objectId: grants.objectId })
    .from(grants)
    .where(
      and(
        eq(grants.itemType, 'menu'),
        eq(grants.objectType, 'role'),
        inArray(grants.itemId, menuIds),
      ),
    );
  const granted = new Set(grantRows.map((row) => `${row.itemId} ${row.objectId}`));
  return shippedMenus.every((menu) =>
    menu.grantedRoles.every((role) =>
      granted.has(`${idOf(menu.enCode)} ${roleIds.get(role) ?? ''}`),
    ),
  );
}
