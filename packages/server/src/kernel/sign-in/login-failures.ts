import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';
import { ApiError } from '../../plugins/envelope/api-error';

/** The window of the two per-address limits, which refuse outright until it ends. */
export const ADDRESS_WINDOW_MS = 60_000;
/** The window of the account-wide count, which slows attempts down instead of refusing them. */
export const ACCOUNT_WINDOW_MS = 60 * 60_000;
/** The longest wait between two attempts on a slowed-down account. */
export const MAX_ACCOUNT_DELAY_SECONDS = 60;

export interface LoginLimits {
  /** Failures on one account from one address within a minute. */
  perAccountAndAddress: number;
  /** Failures from one address, whatever the accounts, within a minute. */
  perAddress: number;
  /** Failures on one account from unfamiliar addresses within an hour before the delays start. */
  perAccount: number;
}

export interface Attempt {
  ip: string;
  /** Lower-cased account, or `mobile:<number>` for verification-code sign-in. */
  account: string;
  /**
   * Whether the account-wide delay applies. It does not to verification codes (each code allows
   * a few tries only) nor to an address the account has signed in from: that is how the owner
   * gets in while a stranger elsewhere keeps the account slowed down.
   */
  accountWide: boolean;
}

type Scope = (typeof loginFailures.scope.enumValues)[number];

interface Counter {
  scope: Scope;
  key: string;
  limit: number;
  windowMs: number;
}

interface Held {
  scope: Scope;
  key: string;
  windowStart: Date;
}

/** The attempts an unverified sign-in holds; it stays counted as a failure unless forgiven. */
export interface Reservation {
  held: Held[];
}

/**
 * Counts sign-in attempts before their password or code is checked, so that parallel guesses
 * are limited exactly like sequential ones: each counter takes the attempt in one statement that
 * increments it only while the limit allows, and an attempt refused by a later counter gives
 * back what it took. Counters live in the database so that every server instance shares them.
 */
export class LoginFailures {
  constructor(
    private readonly db: Db,
    private readonly limits: LoginLimits,
  ) {}

  /** Takes one attempt on every counter of `attempt`, or throws 429 with the seconds to wait. */
  async reserve(attempt: Attempt, now: Date): Promise<Reservation> {
    const held: Held[] = [];
    for (const counter of this.countersOf(attempt)) {
      const taken = await this.take(counter, now);
      if (taken === undefined) {
        await this.giveBack(held);
        throw await this.refusal(counter, now);
      }
      held.push(taken);
    }
    return { held };
  }

  /**
   * The password or code was right: the attempt gives back what it took and counts as no
   * failure. Earlier failures stay counted, so a burst of guesses with the right password among
   * them still has no more than the limit checked.
   */
  async forgive(reservation: Reservation): Promise<void> {
    await this.giveBack(reservation.held);
  }

  private countersOf(attempt: Attempt): Counter[] {
    const { ip, account } = attempt;
    const counters: Counter[] = [
      { scope: 'ip', key: ip, limit: this.limits.perAddress, windowMs: ADDRESS_WINDOW_MS },
      {
        scope: 'account_ip',
        // Addresses hold no spaces, so the pair cannot collide with another.
        key: `${ip} ${account}`,
        limit: this.limits.perAccountAndAddress,
        windowMs: ADDRESS_WINDOW_MS,
      },
    ];
    // Last, so that an attempt another counter refuses does not use up the account's turn.
    if (attempt.accountWide) {
      counters.push({
        scope: 'account',
        key: account,
        limit: this.limits.perAccount,
        windowMs: ACCOUNT_WINDOW_MS,
      });
    }
    return counters;
  }

  /**
   * One statement: a new or expired window starts at 1; otherwise the count goes up only while
   * under the limit (or, account-wide, once the account's next attempt is due). The row lock of
   * the upsert makes parallel attempts queue, so no more than the limit ever pass.
   */
  private async take(counter: Counter, now: Date): Promise<Held | undefined> {
    const t = loginFailures;
    const expired = sql`${t.windowStart} <= ${new Date(now.getTime() - counter.windowMs)}::timestamptz`;
    const count = sql`case when ${expired} then 1 else ${t.failures} + 1 end`;
    const slowed = counter.scope === 'account';
    // From the limit-th failure on, each attempt sets when the next may go: 1 s, 2 s, 4 s, ...
    const nextAttemptAt = sql`case when ${count} >= ${counter.limit}
      then ${now}::timestamptz + least(${MAX_ACCOUNT_DELAY_SECONDS},
        power(2, least(${count} - ${counter.limit}, 16))) * interval '1 second'
      end`;
    const due = sql`${t.nextAttemptAt} is null or ${t.nextAttemptAt} <= ${now}::timestamptz`;
    const rows = await this.db
      .insert(t)
      .values({
        scope: counter.scope,
        key: counter.key,
        windowStart: now,
        failures: 1,
        nextAttemptAt: slowed && counter.limit <= 1 ? new Date(now.getTime() + 1000) : null,
      })
      .onConflictDoUpdate({
        target: [t.scope, t.key],
        set: {
          failures: count,
          windowStart: sql`case when ${expired} then ${now}::timestamptz else ${t.windowStart} end`,
          ...(slowed ? { nextAttemptAt } : {}),
        },
        setWhere: slowed
          ? sql`${expired} or ${t.failures} < ${counter.limit} or ${due}`
          : sql`${expired} or ${t.failures} < ${counter.limit}`,
      })
      .returning({ scope: t.scope, key: t.key, windowStart: t.windowStart });
    return rows[0];
  }

  /** Gives back attempts taken, in the window they were taken in (a newer window owes nothing). */
  private async giveBack(held: Held[]): Promise<void> {
    if (held.length === 0) return;
    const t = loginFailures;
    const taken = held.map(
      ({ scope, key, windowStart }) => sql`(${scope}, ${key}, ${windowStart}::timestamptz)`,
    );
    await this.db
      .update(t)
      .set({ failures: sql`${t.failures} - 1` })
      .where(
        and(
          sql`(${t.scope}, ${t.key}, ${t.windowStart}) in (${sql.join(taken, sql`, `)})`,
          gt(t.failures, 0),
        ),
      );
  }

  private async refusal(counter: Counter, now: Date): Promise<ApiError> {
    const [row] = await this.db
      .select()
      .from(loginFailures)
      .where(and(eq(loginFailures.scope, counter.scope), eq(loginFailures.key, counter.key)));
    const windowEnd = (row?.windowStart.getTime() ?? now.getTime()) + counter.windowMs;
    const openAt = Math.min(windowEnd, row?.nextAttemptAt?.getTime() ?? windowEnd);
    const seconds = Math.max(1, Math.ceil((openAt - now.getTime()) / 1000));
    return counter.scope === 'account'
      ? new ApiError(429, 429, 'accountSlowedDown', { seconds })
      : new ApiError(429, 429, 'tooManyFailures', { seconds });
  }
}
