/**
 * Roles, positions and grants built straight in the database, so that permission tests do not
 * depend on the administration API they are testing.
 */
import type { AuthorizeObjectTypeName } from '@mepm/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { ADMIN_MENU } from '@mepm/contract';
import {
  dataSchemes,
  grants,
  menuElements,
  menus,
  organizations,
  positions,
  roles,
  userRelations,
} from '../../src/db/schema';
import { createUser, tokenFor, type Harness } from './app-harness';

export type GrantObject = { type: AuthorizeObjectTypeName; id: string };
export type ElementKind = 'button' | 'column' | 'form';

/** A department named by its code, at the top of the tree. */
export async function createDepartment(db: Db, enCode: string): Promise<string> {
  const [row] = await db
    .insert(organizations)
    .values({ enCode, fullName: enCode, category: 'department' })
    .returning();
  if (row === undefined) throw new Error('department not created');
  return row.id;
}

export async function menuId(db: Db, enCode: string): Promise<string> {
  const [row] = await db.select({ id: menus.id }).from(menus).where(eq(menus.enCode, enCode));
  if (row === undefined) throw new Error(`no menu ${enCode}`);
  return row.id;
}

export async function elementId(
  db: Db,
  menuCode: string,
  kind: ElementKind,
  enCode: string,
): Promise<string> {
  const [row] = await db
    .select({ id: menuElements.id })
    .from(menuElements)
    .where(
      and(
        eq(menuElements.menuId, await menuId(db, menuCode)),
        eq(menuElements.kind, kind),
        eq(menuElements.enCode, enCode),
      ),
    );
  if (row === undefined) throw new Error(`no ${kind} ${enCode} on ${menuCode}`);
  return row.id;
}

/** The users page's data scheme "own department" (organizeId == @organizeId); returns its id. */
export async function createOwnDepartmentScheme(db: Db): Promise<string> {
  const [row] = await db
    .insert(dataSchemes)
    .values({
      menuId: await menuId(db, ADMIN_MENU.user),
      enCode: 'own_department',
      fullName: '本部门',
      conditions: {
        logic: 'and',
        groups: [
          { logic: 'and', conditions: [{ field: 'organizeId', op: '==', value: '@organizeId' }] },
        ],
      },
    })
    .returning();
  if (row === undefined) throw new Error('scheme not created');
  return row.id;
}

/** What to grant: menu codes, and elements as [menu code, element code]. */
export interface GrantSet {
  menus?: string[];
  buttons?: [string, string][];
  columns?: [string, string][];
  forms?: [string, string][];
  /** data_schemes ids. */
  resources?: string[];
}

export async function grant(db: Db, to: GrantObject, set: GrantSet): Promise<void> {
  const rows: (typeof grants.$inferInsert)[] = [];
  const add = (itemType: typeof grants.$inferInsert.itemType, itemId: string) =>
    rows.push({ itemType, itemId, objectType: to.type, objectId: to.id });
  for (const code of set.menus ?? []) add('menu', await menuId(db, code));
  for (const [menu, code] of set.buttons ?? [])
    add('button', await elementId(db, menu, 'button', code));
  for (const [menu, code] of set.columns ?? [])
    add('column', await elementId(db, menu, 'column', code));
  for (const [menu, code] of set.forms ?? []) add('form', await elementId(db, menu, 'form', code));
  for (const id of set.resources ?? []) add('resource', id);
  if (rows.length > 0) await db.insert(grants).values(rows).onConflictDoNothing();
}

let sequence = 0;
const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${(sequence++).toString(36)}`;

export async function createRole(db: Db, set: GrantSet = {}, enabled = true): Promise<string> {
  const code = unique('role');
  const [row] = await db
    .insert(roles)
    .values({ enCode: code, fullName: code, enabled })
    .returning();
  if (row === undefined) throw new Error('role not created');
  await grant(db, { type: 'role', id: row.id }, set);
  return row.id;
}

export async function createPosition(db: Db, set: GrantSet = {}): Promise<string> {
  const code = unique('post');
  const [row] = await db.insert(positions).values({ enCode: code, fullName: code }).returning();
  if (row === undefined) throw new Error('position not created');
  await grant(db, { type: 'position', id: row.id }, set);
  return row.id;
}

export interface Caller {
  userId: string;
  account: string;
  token: string;
}

export const CALLER_PASSWORD = 'Caller1234';

/** A signed-in user holding the given roles and positions (and grants of its own). */
export async function createCaller(
  h: Harness,
  holds: { roles?: string[]; positions?: string[]; grants?: GrantSet; organizeId?: string } = {},
): Promise<Caller> {
  const account = unique('u');
  const userId = await createUser(h.db, {
    account,
    password: CALLER_PASSWORD,
    ...(holds.organizeId === undefined ? {} : { organizeId: holds.organizeId }),
  });
  const relations = [
    ...(holds.roles ?? []).map((id) => ({ userId, objectType: 'role' as const, objectId: id })),
    ...(holds.positions ?? []).map((id) => ({
      userId,
      objectType: 'position' as const,
      objectId: id,
    })),
  ];
  if (relations.length > 0) await h.db.insert(userRelations).values(relations);
  if (holds.grants) await grant(h.db, { type: 'user', id: userId }, holds.grants);
  return { userId, account, token: await tokenFor(h.app, account, CALLER_PASSWORD) };
}

/** A caller whose only role grants exactly `set`. */
export async function callerWithRole(h: Harness, set: GrantSet): Promise<Caller> {
  return createCaller(h, { roles: [await createRole(h.db, set)] });
}
