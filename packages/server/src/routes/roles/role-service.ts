import {
  MAX_ALL_ITEMS,
  type RoleBody,
  type RoleBrief,
  type RoleListQuery,
  type RolePage,
  type RoleRecord,
  type StateBody,
  type StateResult,
} from '@mepm/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { grants, roles, userRelations } from '../../db/schema';
import { badRequest } from '../../plugins/envelope/api-error';
import { cappedPagination, pageWindow } from '../admin-common/capped-page';
import { keywordMatch, keywordOf } from '../admin-common/keyword';
import { found } from '../admin-common/not-found';
import { codeText, optionalText, requiredText } from '../admin-common/text-fields';

type RoleRow = typeof roles.$inferSelect;

function toRoleRecord(row: RoleRow): RoleRecord {
  return {
    id: row.id,
    enCode: row.enCode,
    fullName: row.fullName,
    description: row.description,
    sortCode: row.sortCode,
    enabled: row.enabled,
    createdTime: row.createdAt.getTime(),
  };
}

function checkedValues(body: RoleBody) {
  return {
    enCode: codeText(body.enCode),
    fullName: requiredText(body.fullName, 'fullName'),
    description: optionalText(body.description, 'description'),
    sortCode: body.sortCode ?? 0,
    enabled: body.enabled ?? true,
  };
}

export async function listRoles(db: Db, query: RoleListQuery): Promise<RolePage> {
  const keyword = keywordOf(query);
  const where =
    keyword === undefined ? undefined : keywordMatch(keyword, [roles.enCode, roles.fullName]);
  const window = pageWindow(query);
  const rows = await db
    .select()
    .from(roles)
    .where(where)
    .orderBy(asc(roles.sortCode), asc(roles.enCode))
    .limit(window.pageSize)
    .offset(window.offset);
  const pagination = await cappedPagination(db, roles, where, window);
  return { list: rows.map(toRoleRecord), pagination };
}

/** Enabled roles for pickers. */
export async function roleSelector(db: Db): Promise<RoleBrief[]> {
  return db
    .select({ id: roles.id, enCode: roles.enCode, fullName: roles.fullName })
    .from(roles)
    .where(eq(roles.enabled, true))
    .orderBy(asc(roles.sortCode), asc(roles.enCode))
    .limit(MAX_ALL_ITEMS);
}

export async function readRole(db: Db, id: string): Promise<RoleRecord> {
  return toRoleRecord(found(await db.select().from(roles).where(eq(roles.id, id))));
}

export async function createRole(db: Db, body: RoleBody): Promise<string> {
  const [row] = await db.insert(roles).values(checkedValues(body)).returning({ id: roles.id });
  return found(row === undefined ? [] : [row]).id;
}

export async function updateRole(db: Db, id: string, body: RoleBody): Promise<void> {
  const values = checkedValues(body);
  found(await db.update(roles).set(values).where(eq(roles.id, id)).returning({ id: roles.id }));
}

/**
 * Deletes a role nobody holds, with its grants. The role row is locked first so that a user
 * given the role meanwhile is counted (relations carry no foreign key to roles).
 */
export async function deleteRole(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    found(await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, id)).for('update'));
    const [held] = await tx
      .select({ n: count() })
      .from(userRelations)
      .where(and(eq(userRelations.objectType, 'role'), eq(userRelations.objectId, id)));
    if ((held?.n ?? 0) > 0) throw badRequest('roleInUse', { count: held?.n ?? 0 });
    await tx.delete(grants).where(and(eq(grants.objectType, 'role'), eq(grants.objectId, id)));
    await tx.delete(roles).where(eq(roles.id, id));
  });
}

/**
 * Enables or disables a role (flips without `enabled`). A disabled role's grants stop counting
 * on the holders' very next request, since rights are loaded per request.
 */
export async function setRoleState(
  db: Db,
  id: string,
  body: StateBody | undefined,
): Promise<StateResult> {
  return db.transaction(async (tx) => {
    const current = found(
      await tx.select({ enabled: roles.enabled }).from(roles).where(eq(roles.id, id)).for('update'),
    );
    const enabled = body?.enabled ?? !current.enabled;
    await tx.update(roles).set({ enabled }).where(eq(roles.id, id));
    return { enabled };
  });
}
