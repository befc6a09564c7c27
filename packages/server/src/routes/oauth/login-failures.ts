import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';
import { ApiError } from '../../plugins/envelope/api-error';

export const FAILURE_WINDOW_MS = 60_000;

export interface FailureKeys {
  ip: string;
  /** Lower-cased account, or `mobile:<number>` for verification-code sign-in. */
  account: string;
}

/**
 * Failed sign-ins per IP and per account in fixed 60-second windows, kept in the database so
 * that every server instance sees the same counts. The short window bounds how long a stranger
 * can keep someone else's account locked.
 */
export class LoginFailures {
  constructor(
    private readonly db: Db,
    private readonly limit: number,
  ) {}

  /** Throws 429 (with the seconds to wait) when either key has used up its failures. */
  async assertAllowed(keys: FailureKeys, now: Date): Promise<void> {
    const rows = await this.db
      .select()
      .from(loginFailures)
      .where(
        sql`(${loginFailures.scope}, ${loginFailures.key}) in (('ip', ${keys.ip}), ('account', ${keys.account}))`,
      );
    let waitMs = 0;
    for (const row of rows) {
      const endsAt = row.windowStart.getTime() + FAILURE_WINDOW_MS;
      if (row.failures >= this.limit && endsAt > now.getTime()) {
        waitMs = Math.max(waitMs, endsAt - now.getTime());
      }
    }
    if (waitMs > 0) {
      throw new ApiError(429, 429, 'tooManyFailures', { seconds: Math.ceil(waitMs / 1000) });
    }
  }

  async recordFailure(keys: FailureKeys, now: Date): Promise<void> {
    const windowOpen = new Date(now.getTime() - FAILURE_WINDOW_MS);
    // One statement per key: concurrent failures on several instances count without races.
    for (const [scope, key] of [
      ['ip', keys.ip],
      ['account', keys.account],
    ] as const) {
      await this.db
        .insert(loginFailures)
        .values({ scope, key, windowStart: now, failures: 1 })
        .onConflictDoUpdate({
          target: [loginFailures.scope, loginFailures.key],
          set: {
            failures: sql`case when ${loginFailures.windowStart} <= ${windowOpen}::timestamptz then 1 else ${loginFailures.failures} + 1 end`,
            windowStart: sql`case when ${loginFailures.windowStart} <= ${windowOpen}::timestamptz then ${now}::timestamptz else ${loginFailures.windowStart} end`,
          },
        });
    }
  }

  /** A successful sign-in forgives the account's failures (not the IP's). */
  async clearAccount(account: string): Promise<void> {
    await this.db
      .delete(loginFailures)
      .where(and(eq(loginFailures.scope, 'account'), eq(loginFailures.key, account)));
  }
}
