import type { Language, LayoutName, UserCreateBody } from '@mepm/contract';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
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
import { checkedUser, type CheckedUser } from './user-checks';
import {
  assignmentChange,
  changesAssignments,
  heldObjects,
  replaceHeldObjects,
} from './user-relations';
import { endUserSessions } from '../../../kernel/sign-in/session-end-reason';
import { assertAnotherAdministrator } from './user-sessions';

/** A new user's checked values and password hash, prepared before the write's transaction. */
export interface NewUser extends CheckedUser {
  passwordHash: string;
  /** The layout and language new users start with (system configuration). */
  start: { theme: LayoutName; language: Language };
}

/**
 * Checks a new user's body and hashes the initial password: the md5 the client sent, or the
 * configured default's md5. Hashing takes tens of milliseconds and needs no lock, so it happens
 * before the transaction.
 */
export async function prepareNewUser(deps: AdminDeps, body: UserCreateBody): Promise<NewUser> {
  const checked = await checkedUser(deps.db, body, undefined);
  if (body.password !== undefined && !isMd5Hex(body.password)) {
    throw badRequest('badPasswordDigest');
  }
  const password = body.password ?? md5Hex(deps.config.defaultUserPassword);
  const { defaultTheme, defaultLanguage } = await deps.settings.get();
  return {
    ...checked,
    passwordHash: await hashPassword(password),
    start: { theme: defaultTheme, language: defaultLanguage },
  };
}

/**
 * Creates a user with their roles and positions. A delegated administrator gives only roles and
 * positions it may assign (the routes keep the new user inside its data scope).
 */
export async function createUser(tx: Tx, caller: Caller, user: NewUser): Promise<string> {
  const { values, roleIds, positionIds, passwordHash, start } = user;
  const nothing = { roleIds: [], positionIds: [] };
  await assertMayAssign(tx, caller, assignmentChange(nothing, { roleIds, positionIds }));
  const [row] = await tx
    .insert(users)
    .values({ ...values, ...start, passwordHash, createdBy: caller.id })
    .returning({ id: users.id });
  const id = found(row === undefined ? [] : [row]).id;
  await replaceHeldObjects(tx, id, { roleIds, positionIds });
  return id;
}

/**
 * Edits a user and replaces their roles and positions. Nobody changes their own roles, positions
 * or organisation here. Disabling here ends the user's sessions, as the State action does.
 */
export async function updateUser(
  tx: Tx,
  now: Date,
  caller: Caller,
  id: string,
  checked: CheckedUser,
): Promise<void> {
  const { values, roleIds, positionIds } = checked;
  const current = found(
    await tx
      .select({ enabled: users.enabled, organizeId: users.organizeId })
      .from(users)
      .where(eq(users.id, id))
      .for('update'),
  );
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
  if (disabling) await endUserSessions(tx, id, now, 'socketAccountDisabled');
}

/**
 * Deletes a user: never the caller, never the last administrator. Their grants go with them and
 * organisations they headed lose their manager; sessions, sign-in logs and role/position
 * relations cascade.
 */
export async function deleteUser(tx: Tx, caller: Caller, id: string): Promise<void> {
  found(await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update'));
  if (id === caller.id) throw badRequest('cannotDeleteSelf');
  await assertMayManageUser(tx, caller, id);
  await assertAnotherAdministrator(tx, id);
  await tx.delete(grants).where(and(eq(grants.objectType, 'user'), eq(grants.objectId, id)));
  await tx.update(organizations).set({ managerId: null }).where(eq(organizations.managerId, id));
  // Sub-accounts belong to their owner and go with them.
  await tx.delete(users).where(eq(users.parentUserId, id));
  await tx.delete(users).where(eq(users.id, id));
}
