import type { ResetPasswordBody, StateBody, StateResult } from '@mepm/contract';
import { eq, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { users } from '../../../db/schema';
import { hashPassword, isMd5Hex } from '../../../plugins/auth/passwords';
import { badRequest } from '../../../plugins/envelope/api-error';
import { assertMayManageUser, type Caller } from '../../../plugins/permission/delegation';
import type { AdminDeps } from '../../../kernel/module-deps';
import { setEnabledState } from '../../../kernel/data/enabled-state';
import { rowScope } from '../../../kernel/http/row-scope';
import { USER_SCOPE } from './user-scope';
import { endUserSessions } from '../../../kernel/sign-in/session-end-reason';
import { assertAnotherAdministrator } from './user-sessions';

const userRows = rowScope(USER_SCOPE);

/**
 * Sets a user's password (md5 hex) and ends all their sessions, so whoever held the old password
 * or a token is out at once. Whoever sets a password can sign in as that user, so a delegated
 * administrator may do it only for users it may manage, inside its data scope.
 */
export async function resetPassword(
  deps: AdminDeps,
  caller: Caller,
  id: string,
  scope: SQL | undefined,
  body: ResetPasswordBody,
): Promise<void> {
  if (!isMd5Hex(body.password)) throw badRequest('badPasswordDigest');
  const passwordHash = await hashPassword(body.password);
  await deps.db.transaction(async (tx) => {
    await userRows.lock(tx, id, scope);
    await assertMayManageUser(tx, caller, id);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, id));
    await endUserSessions(tx, id, deps.now(), 'socketPasswordChanged');
  });
}

/**
 * Enables or disables a user (flips the state without `enabled`). Disabling ends every session of
 * theirs in the same transaction, so their very next call answers 602.
 */
export function setUserState(
  tx: Tx,
  now: Date,
  caller: Caller,
  id: string,
  body: StateBody,
): Promise<StateResult> {
  return setEnabledState(tx, {
    table: users,
    id,
    body,
    beforeWrite: async (enabled) => {
      await assertMayManageUser(tx, caller, id);
      if (enabled) return;
      if (id === caller.id) throw badRequest('cannotDisableSelf');
      await assertAnotherAdministrator(tx, id);
      await endUserSessions(tx, id, now, 'socketAccountDisabled');
    },
  });
}
