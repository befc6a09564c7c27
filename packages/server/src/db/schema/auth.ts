import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { idColumn, timestamptz } from './columns';
import { users } from './user';

/** Signed-in sessions. Only the sha256 of a token is kept, so a leaked table grants nothing. */
export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    tokenHash: text('token_hash').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    /** Why it was ended (a SessionEndReason), told to whoever presents its token afterwards. */
    revokedReason: text('revoked_reason'),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_unique').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
    // The online-users list reads only sessions not revoked, newest first; revoked ones pile up.
    index('sessions_live_created_idx')
      .on(t.createdAt)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/**
 * Every sign-in attempt that reached the credential check: successes (CurrentUser reports the one
 * before the current session's) and refusals (the system log's sign-in tab). Readers of sign-ins
 * (previous login, familiar addresses, the profile page, the home trend) read `success` rows only:
 * a stranger's failed attempt must not make an address familiar.
 */
export const loginLogs = pgTable(
  'login_logs',
  {
    id: idColumn(),
    /** Absent when the account typed names nobody. */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The account as typed (or the mobile), at most 100 characters. */
    account: text('account').notNull().default(''),
    success: boolean('success').notNull().default(true),
    /** The refusal's message key (`badCredentials`, `userDisabled`, ...); empty on success. */
    failure: text('failure').notNull().default(''),
    loginAt: timestamptz('login_at').notNull(),
    ip: text('ip').notNull().default(''),
    /** `local` or `unknown`: translated into the reader's language when shown. */
    ipPlace: text('ip_place').notNull().default('unknown'),
    userAgent: text('user_agent').notNull().default(''),
    loginType: text('login_type').notNull().default('account'),
  },
  (t) => [
    index('login_logs_user_time_idx').on(t.userId, t.loginAt),
    // The home page counts everyone's sign-ins per day: a range over the time alone.
    index('login_logs_time_idx').on(t.loginAt),
  ],
);

/**
 * Sign-in attempts not (yet) proven right, one fixed window per key: per address (`ip`), per
 * account from one address (`account_ip`, key `<address> <account>`) and per account from
 * addresses it has not signed in from (`account`, which also holds when its next attempt may
 * go). They live in the database so that several server instances count together.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    scope: text('scope', { enum: ['ip', 'account_ip', 'account'] }).notNull(),
    key: text('key').notNull(),
    windowStart: timestamptz('window_start').notNull(),
    failures: integer('failures').notNull(),
    nextAttemptAt: timestamptz('next_attempt_at'),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    check('login_failures_scope_check', sql`${t.scope} in ('ip', 'account_ip', 'account')`),
  ],
);
