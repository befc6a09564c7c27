import type { LogQuery, OperationLog, OperationLogDetail, OperationLogPage } from '@mepm/contract';
import { and, desc, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { operationLogs, users } from '../../../db/schema';
import type { Caller } from '../../../kernel/caller';
import { keywordMatch, keywordOf } from '../../../kernel/data/keyword';
import { recordNotFound } from '../../../kernel/data/not-found';
import { pagedSelect } from '../../../kernel/data/paged-select';
import { hideAdministrators, timeRange } from './log-filters';

type Row = typeof operationLogs.$inferSelect;

const entry = (row: Omit<Row, 'body'>): OperationLog => ({
  id: row.id,
  time: row.at.getTime(),
  userId: row.userId,
  account: row.account,
  menuCode: row.menuCode,
  method: row.method,
  path: row.path,
  status: row.status,
  durationMs: row.durationMs,
  ip: row.ip,
});

/** Writes through the API, newest first; the bodies only in the detail. */
export async function operationLogPage(
  db: Db,
  caller: Caller,
  query: LogQuery,
): Promise<OperationLogPage> {
  const keyword = keywordOf(query);
  const where = and(
    timeRange(query, operationLogs.at),
    keyword === undefined
      ? undefined
      : keywordMatch(keyword, [operationLogs.account, operationLogs.path, operationLogs.menuCode]),
    hideAdministrators(caller, operationLogs.userId),
  );
  const { body: _body, ...listed } = getTableColumns(operationLogs);
  const { rows, pagination } = await pagedSelect(db, query, {
    table: operationLogs,
    where,
    readsAlso: [users],
    versions: caller.dataVersions,
    rows: (window) =>
      db
        .select(listed)
        .from(operationLogs)
        .where(where)
        .orderBy(desc(operationLogs.at), desc(operationLogs.id))
        .limit(window.pageSize)
        .offset(window.offset),
  });
  return { list: rows.map(entry), pagination };
}

export async function operationLogDetail(
  db: Db,
  caller: Caller,
  id: string,
): Promise<OperationLogDetail> {
  const [row] = await db
    .select()
    .from(operationLogs)
    .where(and(eq(operationLogs.id, id), hideAdministrators(caller, operationLogs.userId)));
  if (row === undefined) throw recordNotFound();
  return { ...entry(row), body: row.body };
}
