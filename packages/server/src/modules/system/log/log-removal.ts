import type { ClearLogsBody, LogCategory, RemoveLogsBody } from '@mepm/contract';
import { inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { errorLogs, loginLogs, operationLogs } from '../../../db/schema';

const DAY_MS = 24 * 3_600_000;

interface LogTable {
  table: PgTable;
  id: PgColumn;
  at: PgColumn;
}

const TABLES: Record<LogCategory, LogTable> = {
  1: { table: loginLogs, id: loginLogs.id, at: loginLogs.loginAt },
  3: { table: operationLogs, id: operationLogs.id, at: operationLogs.at },
  4: { table: errorLogs, id: errorLogs.id, at: errorLogs.at },
};

async function deleteWhere(db: Db, category: LogCategory, where: SQL | undefined) {
  const { table } = TABLES[category];
  const result = await db.execute<{ removed: number }>(
    sql`with gone as (delete from ${table} where ${where ?? sql`true`} returning 1)
        select count(*)::int as removed from gone`,
  );
  return { removed: result.rows[0]?.removed ?? 0 };
}

/** Deletes the chosen rows of one category in one statement; ids not found are skipped. */
export function removeLogs(db: Db, body: RemoveLogsBody) {
  return deleteWhere(db, body.category, inArray(TABLES[body.category].id, body.ids));
}

/**
 * Deletes the rows of one category older than `keepDays` days before `now` (all with 0). Signed-in
 * sessions' own sign-ins go too: the previous-login notice then reports an earlier one or none.
 */
export function clearLogs(db: Db, body: ClearLogsBody, now: Date) {
  const where =
    body.keepDays === 0
      ? undefined
      : lt(TABLES[body.category].at, new Date(now.getTime() - body.keepDays * DAY_MS));
  return deleteWhere(db, body.category, where);
}
