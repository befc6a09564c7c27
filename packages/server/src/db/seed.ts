import { randomInt } from 'node:crypto';
import { ADMINISTRATORS_ROLE_CODE } from '@mepm/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { hashPassword, md5Hex } from '../plugins/auth/passwords';
import type { Db, Tx } from './client';
import { grants, menuElements, menus, organizations, roles, userRelations, users } from './schema';
import { seedInPlace } from './seed-in-place';
import type { SeedMenu } from '../kernel/menu/seed-menu';
import type { SeedData } from '../kernel/module';
import {
  ADMIN_ACCOUNT,
  ADMIN_MOBILE,
  COMPANY_CODE,
  DEPARTMENT_CODE,
  SEED_ROLES,
} from './seed-rows';

export interface SeedResult {
  adminCreated: boolean;
  /** Set only when the admin was created now without ADMIN_PASSWORD: print it once. */
  generatedAdminPassword?: string;
}

export { ADMIN_ACCOUNT, ADMIN_MOBILE } from './seed-rows';

/**
 * Makes sure the base organisation, roles, admin user and menu exist. Safe on every start:
 * rows are found by their codes and never overwritten where people may have edited them. It runs
 * at every start: when all is in place it only reads, and otherwise each table gets one
 * statement rather than one per row.
 */
export interface SeedOptions {
  /** The admin's password when the admin is created; a random one is generated otherwise. */
  adminPassword?: string;
  /** The menu entries of the product's modules. */
  menus: readonly SeedMenu[];
  /** The modules' other shipped rows, made after the rest, in order (seedDataOf). */
  data?: readonly SeedData[];
}

export async function seed(db: Db, options: SeedOptions): Promise<SeedResult> {
  const result = await seedBase(db, options);
  // The modules' rows may name the seeded users and roles: they come once those are in place.
  for (const data of options.data ?? []) await data(db);
  return result;
}

async function seedBase(db: Db, options: SeedOptions): Promise<SeedResult> {
  const [existingAdmin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.account, ADMIN_ACCOUNT));
  if (existingAdmin !== undefined && (await seedInPlace(db, existingAdmin.id, options.menus))) {
    return { adminCreated: false };
  }
  // Hashing takes tens of milliseconds, more on a busy machine: only for an admin to create.
  const generated =
    existingAdmin === undefined && options.adminPassword === undefined
      ? randomPassword()
      : undefined;
  const passwordHash =
    existingAdmin === undefined
      ? await hashPassword(md5Hex(options.adminPassword ?? generated ?? ''))
      : undefined;
  return db.transaction(async (tx) => {
    await ensureOrganizations(tx);
    const roleIds = await ensureRoles(tx);
    const adminRoleId = roleIds[ADMINISTRATORS_ROLE_CODE];
    if (adminRoleId === undefined) throw new Error('seed: role admin missing');

    let adminId = existingAdmin?.id;
    let adminCreated = false;
    if (passwordHash !== undefined) {
      const created = await tx
        .insert(users)
        .values({
          account: ADMIN_ACCOUNT,
          realName: '管理员',
          mobile: ADMIN_MOBILE,
          passwordHash,
          isAdministrator: true,
          organizeId: sql`(select ${organizations.id} from ${organizations} where ${organizations.enCode} = ${DEPARTMENT_CODE})`,
        })
        .onConflictDoNothing({ target: users.account })
        .returning({ id: users.id });
      adminCreated = created.length > 0;
      // Another server starting on the same database may have created it a moment ago.
      adminId =
        created[0]?.id ??
        (await tx.select({ id: users.id }).from(users).where(eq(users.account, ADMIN_ACCOUNT)))[0]
          ?.id;
    }
    if (adminId !== undefined) {
      await tx
        .insert(userRelations)
        .values({ userId: adminId, objectType: 'role', objectId: adminRoleId })
        .onConflictDoNothing();
    }

    await ensureMenus(tx, roleIds, options.menus);
    return adminCreated && generated !== undefined
      ? { adminCreated, generatedAdminPassword: generated }
      : { adminCreated };
  });
}

async function ensureOrganizations(tx: Tx): Promise<void> {
  await tx
    .insert(organizations)
    .values({
      enCode: COMPANY_CODE,
      fullName: '机电工程有限公司',
      category: 'company',
      parentId: null,
    })
    .onConflictDoNothing({ target: organizations.enCode });
  await tx
    .insert(organizations)
    .values({
      enCode: DEPARTMENT_CODE,
      fullName: '综合管理部',
      category: 'department',
      parentId: sql`(select ${organizations.id} from ${organizations} where ${organizations.enCode} = ${COMPANY_CODE})`,
    })
    .onConflictDoNothing({ target: organizations.enCode });
}

/** The seeded roles' ids by en_code. */
async function ensureRoles(tx: Tx): Promise<Record<string, string>> {
  await tx.insert(roles).values(SEED_ROLES).onConflictDoNothing({ target: roles.enCode });
  const rows = await tx
    .select({ id: roles.id, enCode: roles.enCode })
    .from(roles)
    .where(
      inArray(
        roles.enCode,
        SEED_ROLES.map((role) => role.enCode),
      ),
    );
  return Object.fromEntries(rows.map((row) => [row.enCode, row.id]));
}

/**
 * Upserts the shipped menu by en_code: structure follows the code, names stay editable. Parents
 * go first: each statement upserts the entries whose parent already has its id.
 */
async function ensureMenus(
  tx: Tx,
  roleIds: Record<string, string>,
  shippedMenus: readonly SeedMenu[],
): Promise<void> {
  const shipped = new Set(shippedMenus.map((menu) => menu.enCode));
  const idsByCode = new Map<string, string>();
  let pending = shippedMenus;
  while (pending.length > 0) {
    const ready = pending.filter(
      (menu) =>
        menu.parentEnCode === undefined ||
        idsByCode.has(menu.parentEnCode) ||
        !shipped.has(menu.parentEnCode),
    );
    if (ready.length === 0) throw new Error('seed: the shipped menu has a parent cycle');
    const rows = await tx
      .insert(menus)
      .values(
        ready.map((menu) => ({
          parentId:
            menu.parentEnCode === undefined ? null : (idsByCode.get(menu.parentEnCode) ?? null),
          type: menu.type,
          urlAddress: menu.urlAddress,
          enCode: menu.enCode,
          fullName: menu.name.zh,
          names: { zhtw: menu.name.zhtw, en: menu.name.en },
          icon: menu.icon,
          sortCode: menu.sortCode,
        })),
      )
      .onConflictDoUpdate({
        target: menus.enCode,
        set: {
          parentId: sql`excluded.parent_id`,
          type: sql`excluded.type`,
          urlAddress: sql`excluded.url_address`,
          // A language the entry has a name in keeps it (edited or cleared by people); a language
          // it has none in yet takes the shipped name: `||` lets the right-hand keys win.
          names: sql`excluded.names || ${menus.names}`,
        },
      })
      .returning({ id: menus.id, enCode: menus.enCode });
    for (const row of rows) idsByCode.set(row.enCode, row.id);
    pending = pending.filter((menu) => !ready.includes(menu));
  }
  const idOf = (enCode: string): string => {
    const id = idsByCode.get(enCode);
    if (id === undefined) throw new Error(`seed: menu ${enCode} missing`);
    return id;
  };

  // Missing elements are added; existing ones keep the names people gave them.
  const elements = shippedMenus.flatMap((menu) =>
    (menu.elements ?? []).map((element, index) => ({
      ...element,
      menuId: idOf(menu.enCode),
      sortCode: index,
    })),
  );
  if (elements.length > 0) await tx.insert(menuElements).values(elements).onConflictDoNothing();

  const menuGrants = shippedMenus.flatMap((menu) =>
    menu.grantedRoles.map((role) => {
      const roleId = roleIds[role];
      if (roleId === undefined) {
        throw new Error(`seed: menu ${menu.enCode} names unknown role ${role}`);
      }
      return {
        itemType: 'menu' as const,
        itemId: idOf(menu.enCode),
        objectType: 'role' as const,
        objectId: roleId,
      };
    }),
  );
  if (menuGrants.length > 0) await tx.insert(grants).values(menuGrants).onConflictDoNothing();
}

const LETTERS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

/** 16 letters and digits with both kinds present (the password rule), ~90 bits. */
export function randomPassword(): string {
  const alphabet = LETTERS + DIGITS;
  for (;;) {
    const candidate = Array.from({ length: 16 }, () => alphabet[randomInt(alphabet.length)]).join(
      '',
    );
    if (/[A-Za-z]/.test(candidate) && /\d/.test(candidate)) return candidate;
  }
}
