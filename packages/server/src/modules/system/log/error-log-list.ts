import type { ErrorLog, ErrorLogDetail, ErrorLogPage, LogQuery } from '@mepm/contract';
import { and, desc, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { errorLogs, users } from '../../../db/schema';
import type { Caller } from '../../../kernel/caller';
import { keywordMatch, keywordOf } from '../../../kernel/data/keyword';
import { recordNotFound } from '../../../kernel/data/not-found';
import { pagedSelect } from '../../../kernel/data/paged-select';
import { hideAdministrators, timeRange } from './log-filters';

type Row = typeof errorLogs.$inferSelect;

const entry = (row: Omit<Row, 'stack' | 'userAgent'>): ErrorLog => ({
  id: row.id,
  time: row.at.getTime(),
  source: row.source,
  traceId: row.traceId,
  userId: row.userId,
  account: row.account,
  method: row.method,
  path: row.path,
  message: row.message,
  ip: row.ip,
});

/** Server failures and client errors, newest first; the stacks only in the detail. */
export async function errorLogPage(db: Db, caller: Caller, query: LogQuery): Promise<ErrorLogPage> {
  const keyword = keywordOf(query);
  const where = and(
    timeRange(query, errorLogs.at),
    keyword === undefined
      ? undefined
      : keywordMatch(keyword, [
          errorLogs.message,
          errorLogs.traceId,
          errorLogs.account,
          errorLogs.path,
        ]),
    hideAdministrators(caller, errorLogs.userId),
  );
  const { stack: _stack, userAgent: _userAgent, ...listed } = getTableColumns(errorLogs);
  const { rows, pagination } = await pagedSelect(db, query, {
    table: errorLogs,
    where,
    readsAlso: [users],
    versions: caller.dataVersions,
    rows: (window) =>
      db
        .select(listed)
        .from(errorLogs)
        .where(where)
        .orderBy(desc(errorLogs.at), desc(errorLogs.id))
        .limit(window.pageSize)
        .offset(window.offset),
  });
  return { list: rows.map(entry), pagination };
}

export async function errorLogDetail(db: Db, caller: Caller, id: string): Promise<ErrorLogDetail> {
  const [row] = await db
    .select()
    .from(errorLogs)
    .where(and(eq(errorLogs.id, id), hideAdministrators(caller, errorLogs.userId)));
  if (row === undefined) throw recordNotFound();
  return { ...entry(row), stack: row.stack, userAgent: row.userAgent };
}
