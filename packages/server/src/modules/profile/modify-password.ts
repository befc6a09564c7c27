import type { ModifyPasswordBody } from '@mepm/contract';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { RequestSession, RequestUser } from '../../plugins/auth';
import { hashPassword, isMd5Hex, verifyPassword } from '../../plugins/auth/passwords';
import { badRequest } from '../../plugins/envelope/api-error';
import { passwordAttempt } from '../../kernel/sign-in/familiar-address';
import { endUserSessions } from '../../kernel/sign-in/session-end-reason';
import type { CurrentUserDeps } from './deps';

export interface Caller {
  session: RequestSession;
  user: RequestUser;
  ip: string;
}

/**
 * Changes the caller's password and ends every other session of theirs, so that whoever else
 * knew the old password is signed out everywhere. Passwords travel as md5 hex, so the server
 * cannot see the password rule (6-16 letters and digits, both mixed): the client checks it.
 */
export async function modifyPassword(
  deps: CurrentUserDeps,
  caller: Caller,
  body: ModifyPasswordBody,
): Promise<void> {
  if (!isMd5Hex(body.oldPassword)) throw badRequest('badPasswordDigest');
  if (!isMd5Hex(body.password)) throw badRequest('badPasswordDigest');
  const now = deps.now();
  const { user } = caller;
  // A stolen session must not become a way to guess the password without limit.
  const attempt = await passwordAttempt(
    deps.db,
    { ip: caller.ip, account: user.account, userId: user.id },
    now,
  );
  const reservation = await deps.failures.reserve(attempt, now);
  const [row] = await deps.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, user.id));
  if (!(await verifyPassword(row?.passwordHash, body.oldPassword))) {
    throw badRequest('oldPasswordWrong');
  }
  await deps.failures.forgive(reservation);
  if (body.password.toLowerCase() === body.oldPassword.toLowerCase()) {
    throw badRequest('passwordUnchanged');
  }
  // Hash outside the transaction: it takes tens of milliseconds and needs no lock.
  const passwordHash = await hashPassword(body.password);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, caller.user.id));
    await endUserSessions(tx, caller.user.id, now, 'socketPasswordChanged', caller.session.id);
  });
}
