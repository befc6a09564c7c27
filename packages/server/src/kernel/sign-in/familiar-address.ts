import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginLogs } from '../../db/schema';
import type { Attempt } from './login-failures';

/** How long an address the account signed in from stays exempt from the account-wide delay. */
export const FAMILIAR_FOR_MS = 30 * 24 * 3_600_000;

export interface PasswordAttempt {
  ip: string;
  /** The login as typed; its lower-cased form is the account's counter. */
  account: string;
  /** The user the login names, when there is one. */
  userId: string | undefined;
}

/**
 * A password attempt is slowed down account-wide unless it comes from an address the user
 * signed in from (by password or code) in the last 30 days: a stranger cannot be there, so the
 * owner gets in at the usual place however hard the account is being guessed elsewhere.
 */
export async function passwordAttempt(
  db: Db,
  attempt: PasswordAttempt,
  now: Date,
): Promise<Attempt> {
  const account = attempt.account.toLowerCase();
  if (attempt.userId === undefined) return { ip: attempt.ip, account, accountWide: true };
  const since = new Date(now.getTime() - FAMILIAR_FOR_MS);
  const seen = await db
    .select({ id: loginLogs.id })
    .from(loginLogs)
    .where(
      and(
        eq(loginLogs.userId, attempt.userId),
        eq(loginLogs.success, true),
        gt(loginLogs.loginAt, since),
        eq(loginLogs.ip, attempt.ip),
      ),
    )
    .limit(1);
  return { ip: attempt.ip, account, accountWide: seen.length === 0 };
}
