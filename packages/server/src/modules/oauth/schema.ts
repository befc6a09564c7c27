import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, timestamptz } from '../../db/schema/columns';
import { sessions } from '../../db/schema/auth';
import { users } from '../../db/schema/user';

/** Verification codes, hashed, single use, with a bounded number of wrong tries. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: idColumn(),
    mobile: text('mobile').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    /** Tries spent on the code, the right one included (a used code matches nothing again). */
    wrongTries: integer('wrong_tries').notNull().default(0),
  },
  (t) => [index('sms_codes_mobile_time_idx').on(t.mobile, t.createdAt)],
);

export const SCAN_TICKET_STATES = [
  'waiting',
  'scanned',
  'confirmed',
  'consumed',
  'cancelled',
] as const;

/**
 * Scan-login tickets: a login page holds the ticket (only its sha256 is kept) and polls it; a
 * signed-in user names it by its short code to scan, confirm or cancel it. Each step is one
 * conditional update, so a ticket moves waiting → scanned → confirmed → consumed once.
 */
export const scanTickets = pgTable(
  'scan_tickets',
  {
    id: idColumn(),
    ticketHash: text('ticket_hash').notNull(),
    code: text('code').notNull(),
    state: text('state', { enum: SCAN_TICKET_STATES }).notNull().default('waiting'),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    /** The login page's address and browser, shown to the user who scans. */
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    /** Once scanned, only this user may confirm or cancel. */
    scannedBy: text('scanned_by').references(() => users.id, { onDelete: 'cascade' }),
    confirmedBy: text('confirmed_by').references(() => users.id, { onDelete: 'cascade' }),
    /** The session that confirmed: once it is revoked or expired, the page collects nothing. */
    confirmedSession: text('confirmed_session').references(() => sessions.id, {
      onDelete: 'cascade',
    }),
    confirmedAt: timestamptz('confirmed_at'),
    consumedAt: timestamptz('consumed_at'),
  },
  (t) => [
    uniqueIndex('scan_tickets_ticket_hash_unique').on(t.ticketHash),
    uniqueIndex('scan_tickets_code_unique').on(t.code),
    index('scan_tickets_expires_idx').on(t.expiresAt),
    check(
      'scan_tickets_state_check',
      sql`${t.state} in ('waiting', 'scanned', 'confirmed', 'consumed', 'cancelled')`,
    ),
  ],
);
