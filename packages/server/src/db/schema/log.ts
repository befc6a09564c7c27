import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, timestamptz } from './columns';

/**
 * Every write through the API by a signed-in caller. Written in batches off the request path
 * (kernel/logs); no foreign key, so that deleting a user keeps the record of what they did.
 */
export const operationLogs = pgTable(
  'operation_logs',
  {
    id: idColumn(),
    at: timestamptz('at').notNull(),
    userId: text('user_id').notNull(),
    account: text('account').notNull(),
    /** The menu code the route was guarded by; empty for routes no menu guards. */
    menuCode: text('menu_code').notNull().default(''),
    method: text('method').notNull(),
    path: text('path').notNull(),
    status: integer('status').notNull(),
    durationMs: integer('duration_ms').notNull(),
    ip: text('ip').notNull().default(''),
    /** The request body as JSON, secrets replaced and cut to a bound size. */
    body: text('body').notNull().default(''),
  },
  // The time only: each index is paid by every write, and lists are read by time.
  (t) => [index('operation_logs_at_idx').on(t.at)],
);

/** Server failures (5xx, with the trace id the caller was shown) and errors the shell reported. */
export const errorLogs = pgTable(
  'error_logs',
  {
    id: idColumn(),
    at: timestamptz('at').notNull(),
    source: text('source', { enum: ['server', 'client'] }).notNull(),
    traceId: text('trace_id').notNull().default(''),
    /** Empty when the failing request was not signed in. */
    userId: text('user_id').notNull().default(''),
    account: text('account').notNull().default(''),
    method: text('method').notNull().default(''),
    /** The API path (server) or the page address (client). */
    path: text('path').notNull().default(''),
    message: text('message').notNull(),
    stack: text('stack').notNull().default(''),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('error_logs_at_idx').on(t.at)],
);
