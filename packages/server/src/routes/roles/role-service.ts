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
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roles } from '../../db/schema';
import { cappedPagination, pageWindow } from '../admin-common/capped-page';
import { codedRecordFields, codedValues, deleteHeldObject } from '../admin-common/coded-record';
import { keywordMatch, keywordOf } from '../admin-common/keyword';
import { setEnabledState } from '../admin-common/enabled-state';
import { found } from '../admin-common/not-found';

type RoleRow = typeof roles.$inferSelect;

function toRoleRecord(row: RoleRow): RoleRecord {
  return { id: row.id, ...codedRecordFields(row) };
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
  const [row] = await db.insert(roles).values(codedValues(body)).returning({ id: roles.id });
  return found(row === undefined ? [] : [row]).id;
}

export async function updateRole(db: Db, id: string, body: RoleBody): Promise<void> {
  const values = codedValues(body);
  found(await db.update(roles).set(values).where(eq(roles.id, id)).returning({ id: roles.id }));
}

/** Deletes a role that no user holds, with its grants. */
export function deleteRole(db: Db, id: string): Promise<void> {
  return deleteHeldObject(db, { table: roles, objectType: 'role', inUse: 'roleInUse' }, id);
}

/**
 * Enables or disables a role (flips without `enabled`). A disabled role's grants stop counting
 * on the holders' very next request, since rights are loaded per request.
 */
export function setRoleState(db: Db, id: string, body: StateBody): Promise<StateResult> {
  return setEnabledState(db, { table: roles, id, body });
}
