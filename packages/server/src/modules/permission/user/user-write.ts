import type { UserCreateBody, UserUpdateBody } from '@mepm/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import { grants, organizations, users } from '../../../db/schema';
import { hashPassword, isMd5Hex, md5Hex } from '../../../plugins/auth/passwords';
import { badRequest } from '../../../plugins/envelope/api-error';
import {
  assertMayAssign,
  assertMayManageUser,
  refused,
  type Caller,
} from '../../../plugins/permission/delegation';
import type { AdminDeps } from '../../../kernel/module-deps';
import { found } from '../../../kernel/data/not-found';
import { checkedUser } from './user-checks';
import { assertUserInScope, lockUserInScope } from './user-lock';
import {
  assignmentChange,
  changesAssignments,
  heldObjects,
  replaceHeldObjects,
} from './user-relations';
import { assertAnotherAdministrator, revokeAllSessions } from './user-sessions';

/**
 * Creates a user with their roles and positions in one transaction. The initial password is the
 * md5 the client sent, or the configured default's md5. A delegated administrator gives only
 * roles and positions it may assign, and the new user must fall inside its data scope.
 */
export async function createUser(
  deps: AdminDeps,
  caller: Caller,
  scope: SQL | undefined,
  body: UserCreateBody,
): Promise<string> {
  const { values, roleIds, positionIds } = await checkedUser(deps.db, body, undefined);
  if (body.password !== undefined && !isMd5Hex(body.password)) {
    throw badRequest('badPasswordDigest');
  }
  // Hash outside the transaction: it takes tens of milliseconds and needs no lock.
  const passwordHash = await hashPassword(body.password ?? md5Hex(deps.config.defaultUserPassword));
  return deps.db.transaction(async (tx) => {
    const nothing = { roleIds: [], positionIds: [] };
    await assertMayAssign(tx, caller, assignmentChange(nothing, { roleIds, positionIds }));
    const [row] = await tx
      .insert(users)
      .values({ ...values, passwordHash, createdBy: caller.id })
      .returning({ id: users.id });
    const id = found(row === undefined ? [] : [row]).id;
    await replaceHeldObjects(tx, id, { roleIds, positionIds });
    await assertUserInScope(tx, id, scope);
    return id;
  });
}

/**
 * Edits a user inside the caller's scope and replaces their roles and positions, all in one
 * transaction. Nobody changes their own roles, positions or organisation here; the edited user
 * must stay inside the scope. Disabling here ends the user's sessions, as the State action does.
 */
export async function updateUser(
  deps: AdminDeps,
  caller: Caller,
  id: string,
  scope: SQL | undefined,
  body: UserUpdateBody,
): Promise<void> {
  const { values, roleIds, positionIds } = await checkedUser(deps.db, body, id);
  await deps.db.transaction(async (tx) => {
    const current = await lockUserInScope(tx, id, scope);
    await assertMayManageUser(tx, caller, id);
    const change = assignmentChange(await heldObjects(tx, id), { roleIds, positionIds });
    const ownAccess = changesAssignments(change) || current.organizeId !== values.organizeId;
    if (id === caller.id && ownAccess) throw refused('cannotChangeOwnAccess');
    await assertMayAssign(tx, caller, change);
    const disabling = current.enabled && values.enabled === false;
    if (disabling) {
      if (id === caller.id) throw badRequest('cannotDisableSelf');
      await assertAnotherAdministrator(tx, id);
    }
    await tx.update(users).set(values).where(eq(users.id, id));
    if (changesAssignments(change)) await replaceHeldObjects(tx, id, { roleIds, positionIds });
    if (disabling) await revokeAllSessions(tx, id, deps.now());
    await assertUserInScope(tx, id, scope);
  });
}

/**
 * Deletes a user inside the caller's scope: never the caller, never the last administrator.
 * Their grants go with them and organisations they headed lose their manager; sessions, sign-in
 * logs and role/position relations cascade.
 */
export async function deleteUser(
  deps: AdminDeps,
  caller: Caller,
  id: string,
  scope: SQL | undefined,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockUserInScope(tx, id, scope);
    if (id === caller.id) throw badRequest('cannotDeleteSelf');
    await assertMayManageUser(tx, caller, id);
    await assertAnotherAdministrator(tx, id);
    await tx.delete(grants).where(and(eq(grants.objectType, 'user'), eq(grants.objectId, id)));
    await tx.update(organizations).set({ managerId: null }).where(eq(organizations.managerId, id));
    // Sub-accounts belong to their owner and go with them.
    await tx.delete(users).where(eq(users.parentUserId, id));
    await tx.delete(users).where(eq(users.id, id));
  });
}
