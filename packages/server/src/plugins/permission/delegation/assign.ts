import { ADMINISTRATORS_ROLE_CODE } from '@mepm/contract';
import type { Queryable } from '../../../db/client';
import { administratorsRoleId } from './administrators-role';
import type { Caller } from '../../../kernel/caller';
import { refused } from './forbidden';
import { exceedsRightsOf, grantsOf } from './held-rights';

/** The roles and positions a change gives to a user and takes from them. */
export interface AssignmentChange {
  addedRoles: readonly string[];
  removedRoles: readonly string[];
  addedPositions: readonly string[];
  removedPositions: readonly string[];
}

/**
 * A delegated administrator hands out only what it holds: it may give a user a role or position
 * only when every right that role or position carries is one of its own, and it never gives or
 * takes the administrators' role.
 */
export async function assertMayAssign(
  db: Queryable,
  caller: Caller,
  change: AssignmentChange,
): Promise<void> {
  if (caller.isAdministrator) return;
  const touched = [...change.addedRoles, ...change.removedRoles];
  const reserved = touched.length === 0 ? undefined : await administratorsRoleId(db);
  if (reserved !== undefined && touched.includes(reserved)) {
    throw refused('administratorsRoleReserved');
  }
  const beyond =
    (change.addedRoles.length > 0 &&
      (await exceedsRightsOf(db, grantsOf('role', change.addedRoles), caller.id))) ||
    (change.addedPositions.length > 0 &&
      (await exceedsRightsOf(db, grantsOf('position', change.addedPositions), caller.id)));
  if (beyond) throw refused('cannotAssignBeyondOwnRights');
}

/**
 * Enabling a role or position revives every right it carries for all its holders: a delegated
 * administrator may do so only when it holds those rights itself.
 */
export async function assertMayEnable(
  db: Queryable,
  caller: Caller,
  objectType: 'role' | 'position',
  id: string,
): Promise<void> {
  if (caller.isAdministrator) return;
  if (await exceedsRightsOf(db, grantsOf(objectType, [id]), caller.id)) {
    throw refused('cannotEnableBeyondOwnRights');
  }
}

/** The administrators' role is an administrator's to edit, enable, disable and delete. */
export async function assertMayChangeRole(
  db: Queryable,
  caller: Caller,
  roleId: string | undefined,
  newCode: string | undefined,
): Promise<void> {
  if (caller.isAdministrator) return;
  const reserved = await administratorsRoleId(db);
  const touchesReserved = reserved !== undefined && roleId === reserved;
  if (touchesReserved || newCode === ADMINISTRATORS_ROLE_CODE) {
    throw refused('administratorsRoleReserved');
  }
}
