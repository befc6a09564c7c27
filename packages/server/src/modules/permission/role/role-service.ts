import {
  ADMINISTRATORS_ROLE_CODE,
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
import type { Db, Queryable, Tx } from '../../../db/client';
import { roles } from '../../../db/schema';
import { badRequest } from '../../../plugins/envelope/api-error';
import {
  assertMayChangeRole,
  assertMayEnable,
  type Caller,
} from '../../../plugins/permission/delegation';
import { pagedSelect } from '../../../kernel/data/paged-select';
import type { DataVersions } from '../../../kernel/data/table-versions';
import {
  codedRecordFields,
  codedValues,
  deleteHeldObject,
} from '../../../kernel/data/coded-record';
import { keywordMatch, keywordOf } from '../../../kernel/data/keyword';
import { setEnabledState } from '../../../kernel/data/enabled-state';
import { found } from '../../../kernel/data/not-found';

type RoleRow = typeof roles.$inferSelect;

function toRoleRecord(row: RoleRow): RoleRecord {
  return { id: row.id, ...codedRecordFields(row) };
}

export async function listRoles(
  db: Db,
  query: RoleListQuery,
  versions?: DataVersions,
): Promise<RolePage> {
  const keyword = keywordOf(query);
  const where =
    keyword === undefined ? undefined : keywordMatch(keyword, [roles.enCode, roles.fullName]);
  const { rows, pagination } = await pagedSelect(db, query, {
    versions,
    table: roles,
    where,
    rows: (window) =>
      db
        .select()
        .from(roles)
        .where(where)
        .orderBy(asc(roles.sortCode), asc(roles.enCode))
        .limit(window.pageSize)
        .offset(window.offset),
  });
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

export async function createRole(db: Queryable, caller: Caller, body: RoleBody): Promise<string> {
  const values = codedValues(body);
  await assertMayChangeRole(db, caller, undefined, values.enCode);
  const [row] = await db.insert(roles).values(values).returning({ id: roles.id });
  return found(row === undefined ? [] : [row]).id;
}

/**
 * Edits a role. The administrators' role is an administrator's and keeps its code; enabling a
 * role through its form follows the same rule as the state toggle.
 */
export async function updateRole(tx: Tx, caller: Caller, id: string, body: RoleBody) {
  const values = codedValues(body);
  const current = found(await tx.select().from(roles).where(eq(roles.id, id)).for('update'));
  await assertMayChangeRole(tx, caller, id, values.enCode);
  if (current.enCode === ADMINISTRATORS_ROLE_CODE && values.enCode !== current.enCode) {
    throw badRequest('administratorsRoleCodeFixed');
  }
  if (!current.enabled && values.enabled) await assertMayEnable(tx, caller, 'role', id);
  await tx.update(roles).set(values).where(eq(roles.id, id));
}

/** Deletes a role that no user holds, with its grants. */
export function deleteRole(tx: Tx, caller: Caller, id: string): Promise<void> {
  const held = { table: roles, objectType: 'role', inUse: 'roleInUse' } as const;
  return deleteHeldObject(tx, held, id, () => assertMayChangeRole(tx, caller, id, undefined));
}

/**
 * Enables or disables a role (flips without `enabled`). A disabled role's grants stop counting
 * on the holders' very next request, since rights are loaded per request; enabling revives
 * them, which a delegated administrator may do only for rights it holds.
 */
export function setRoleState(
  tx: Tx,
  caller: Caller,
  id: string,
  body: StateBody,
): Promise<StateResult> {
  return setEnabledState(tx, {
    table: roles,
    id,
    body,
    beforeWrite: async (enabled) => {
      await assertMayChangeRole(tx, caller, id, undefined);
      if (enabled) await assertMayEnable(tx, caller, 'role', id);
    },
  });
}
