import type { UserCreateBody, UserUpdateBody } from '@mepm/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import { grants, organizations, userRelations, users } from '../../db/schema';
import { hashPassword, isMd5Hex, md5Hex } from '../../plugins/auth/passwords';
import { badRequest } from '../../plugins/envelope/api-error';
import type { AdminDeps, Tx } from '../admin-common/deps';
import { found } from '../admin-common/not-found';
import { checkedUser } from './user-checks';
import { lockUserInScope } from './user-lock';
import { assertAnotherAdministrator, revokeAllSessions } from './user-sessions';

/**
 * Creates a user with their roles and positions in one transaction. The initial password is the
 * md5 the client sent, or the configured default's md5.
 */
export async function createUser(
  deps: AdminDeps,
  callerId: string,
  body: UserCreateBody,
): Promise<string> {
  const { values, roleIds, positionIds } = await checkedUser(deps.db, body, undefined);
  if (body.password !== undefined && !isMd5Hex(body.password)) {
    throw badRequest('badPasswordDigest');
  }
  // Hash outside the transaction: it takes tens of milliseconds and needs no lock.
  const passwordHash = await hashPassword(body.password ?? md5Hex(deps.defaultUserPassword));
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({ ...values, passwordHash, createdBy: callerId })
      .returning({ id: users.id });
    const id = found(row === undefined ? [] : [row]).id;
    await insertRelations(tx, id, roleIds, positionIds);
    return id;
  });
}

/**
 * Edits a user inside the caller's scope and replaces their roles and positions, all in one
 * transaction. Disabling here ends the user's sessions, as the State action does.
 */
export async function updateUser(
  deps: AdminDeps,
  callerId: string,
  id: string,
  scope: SQL | undefined,
  body: UserUpdateBody,
): Promise<void> {
  const { values, roleIds, positionIds } = await checkedUser(deps.db, body, id);
  await deps.db.transaction(async (tx) => {
    const current = await lockUserInScope(tx, id, scope);
    const disabling = current.enabled && values.enabled === false;
    if (disabling) {
      if (id === callerId) throw badRequest('cannotDisableSelf');
      await assertAnotherAdministrator(tx, id);
    }
    await tx.update(users).set(values).where(eq(users.id, id));
    await tx.delete(userRelations).where(eq(userRelations.userId, id));
    await insertRelations(tx, id, roleIds, positionIds);
    if (disabling) await revokeAllSessions(tx, id, deps.now());
  });
}

/**
 * Deletes a user inside the caller's scope: never the caller, never the last administrator.
 * Their grants go with them and organisations they headed lose their manager; sessions, sign-in
 * logs and role/position relations cascade.
 */
export async function deleteUser(
  deps: AdminDeps,
  callerId: string,
  id: string,
  scope: SQL | undefined,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockUserInScope(tx, id, scope);
    if (id === callerId) throw badRequest('cannotDeleteSelf');
    await assertAnotherAdministrator(tx, id);
    await tx.delete(grants).where(and(eq(grants.objectType, 'user'), eq(grants.objectId, id)));
    await tx.update(organizations).set({ managerId: null }).where(eq(organizations.managerId, id));
    // Sub-accounts belong to their owner and go with them.
    await tx.delete(users).where(eq(users.parentUserId, id));
    await tx.delete(users).where(eq(users.id, id));
  });
}

async function insertRelations(
  tx: Tx,
  userId: string,
  roleIds: string[],
  positionIds: string[],
): Promise<void> {
  const rows = [
    ...roleIds.map((objectId) => ({ userId, objectType: 'role' as const, objectId })),
    ...positionIds.map((objectId) => ({ userId, objectType: 'position' as const, objectId })),
  ];
  if (rows.length > 0) await tx.insert(userRelations).values(rows);
}
