import { and, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { LogQuery } from '@mepm/contract';
import type { Caller } from '../../../kernel/caller';

/**
 * Rows about administrators are not shown to a delegated administrator (a non-administrator who
 * holds the log page): their sign-in addresses, failures and every write would tell a delegate
 * where and when an administrator works. Rows of nobody (an account that names no user) stay.
 */
export function hideAdministrators(caller: Pick<Caller, 'isAdministrator'>, userId: PgColumn) {
  if (caller.isAdministrator) return undefined;
  return sql`not exists (select 1 from users u where u.id = ${userId} and u.is_administrator)`;
}

/** The query's time range on a time column. */
export function timeRange(query: LogQuery, at: PgColumn): SQL | undefined {
  return and(
    query.startTime === undefined ? undefined : gte(at, new Date(query.startTime)),
    query.endTime === undefined ? undefined : lte(at, new Date(query.endTime)),
  );
}
