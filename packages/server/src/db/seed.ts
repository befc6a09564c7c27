import { randomInt } from 'node:crypto';
import { ADMINISTRATORS_ROLE_CODE } from '@mepm/contract';
import { eq } from 'drizzle-orm';
import { hashPassword, md5Hex } from '../plugins/auth/passwords';
import type { Db, Tx } from './client';
import { grants, menuElements, menus, organizations, roles, userRelations, users } from './schema';
import { SEED_MENUS, type SeedElement } from './seed-menus';

export interface SeedResult {
  adminCreated: boolean;
  /** Set only when the admin was created now without ADMIN_PASSWORD: print it once. */
  generatedAdminPassword?: string;
}

export const ADMIN_ACCOUNT = 'admin';
export const ADMIN_MOBILE = '13800000000';

/**
 * Makes sure the base organisation, roles, admin user and menu exist. Safe on every start:
 * rows are found by their codes and never overwritten where people may have edited them.
 */
export async function seed(db: Db, options: { adminPassword?: string }): Promise<SeedResult> {
  const generated = options.adminPassword === undefined ? randomPassword() : undefined;
  const plain = options.adminPassword ?? generated ?? '';
  // Hash outside the transaction: it takes tens of milliseconds and needs no lock.
  const passwordHash = await hashPassword(md5Hex(plain));
  return db.transaction(async (tx) => {
    const companyId = await ensureOrganization(tx, 'HQ', '机电工程有限公司', 'company', null);
    const departmentId = await ensureOrganization(
      tx,
      'HQ.ADMIN',
      '综合管理部',
      'department',
      companyId,
    );
    const adminRoleId = await ensureRole(tx, ADMINISTRATORS_ROLE_CODE, '系统管理员');
    const staffRoleId = await ensureRole(tx, 'staff', '普通员工');
    const roleIds: Record<string, string> = { admin: adminRoleId, staff: staffRoleId };

    const created = await tx
      .insert(users)
      .values({
        account: ADMIN_ACCOUNT,
        realName: '管理员',
        mobile: ADMIN_MOBILE,
        passwordHash,
        isAdministrator: true,
        organizeId: departmentId,
      })
      .onConflictDoNothing({ target: users.account })
      .returning({ id: users.id });
    const [admin] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.account, ADMIN_ACCOUNT));
    if (admin !== undefined) {
      await tx
        .insert(userRelations)
        .values({ userId: admin.id, objectType: 'role', objectId: adminRoleId })
        .onConflictDoNothing();
    }

    await ensureMenus(tx, roleIds);
    const adminCreated = created.length > 0;
    return adminCreated && generated !== undefined
      ? { adminCreated, generatedAdminPassword: generated }
      : { adminCreated };
  });
}

async function ensureOrganization(
  tx: Tx,
  enCode: string,
  fullName: string,
  category: 'company' | 'department',
  parentId: string | null,
): Promise<string> {
  await tx
    .insert(organizations)
    .values({ enCode, fullName, category, parentId })
    .onConflictDoNothing({ target: organizations.enCode });
  const [row] = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.enCode, enCode));
  if (row === undefined) throw new Error(`seed: organization ${enCode} missing`);
  return row.id;
}

async function ensureRole(tx: Tx, enCode: string, fullName: string): Promise<string> {
  await tx.insert(roles).values({ enCode, fullName }).onConflictDoNothing({ target: roles.enCode });
  const [row] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.enCode, enCode));
  if (row === undefined) throw new Error(`seed: role ${enCode} missing`);
  return row.id;
}

/** Upserts the shipped menu by en_code: structure follows the code, names stay editable. */
async function ensureMenus(tx: Tx, roleIds: Record<string, string>): Promise<void> {
  const idsByCode = new Map<string, string>();
  for (const menu of SEED_MENUS) {
    const parentId =
      menu.parentEnCode === undefined ? null : (idsByCode.get(menu.parentEnCode) ?? null);
    const structure = { parentId, type: menu.type, urlAddress: menu.urlAddress };
    const [row] = await tx
      .insert(menus)
      .values({
        ...structure,
        enCode: menu.enCode,
        fullName: menu.fullName,
        icon: menu.icon,
        sortCode: menu.sortCode,
      })
      .onConflictDoUpdate({ target: menus.enCode, set: structure })
      .returning({ id: menus.id });
    if (row === undefined) throw new Error(`seed: menu ${menu.enCode} missing`);
    idsByCode.set(menu.enCode, row.id);
    await ensureElements(tx, row.id, menu.elements ?? []);
    for (const role of menu.grantedRoles) {
      const roleId = roleIds[role];
      if (roleId === undefined)
        throw new Error(`seed: menu ${menu.enCode} names unknown role ${role}`);
      await tx
        .insert(grants)
        .values({ itemType: 'menu', itemId: row.id, objectType: 'role', objectId: roleId })
        .onConflictDoNothing();
    }
  }
}

/** Adds missing elements of a shipped menu; existing ones keep the names people gave them. */
async function ensureElements(tx: Tx, menuId: string, elements: SeedElement[]): Promise<void> {
  if (elements.length === 0) return;
  await tx
    .insert(menuElements)
    .values(elements.map((element, index) => ({ ...element, menuId, sortCode: index })))
    .onConflictDoNothing();
}

const LETTERS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

/** 16 letters and digits with both kinds present (SPEC §5 password rule), ~90 bits. */
export function randomPassword(): string {
  const alphabet = LETTERS + DIGITS;
  for (;;) {
    const candidate = Array.from({ length: 16 }, () => alphabet[randomInt(alphabet.length)]).join(
      '',
    );
    if (/[A-Za-z]/.test(candidate) && /\d/.test(candidate)) return candidate;
  }
}
