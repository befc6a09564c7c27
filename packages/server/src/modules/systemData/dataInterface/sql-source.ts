import { DATA_INTERFACE_LIMITS, TOTAL_COUNT_CAP } from '@mepm/contract';
import type { SourceConnection } from '../../../kernel/data-sources/source-connection';
import { ApiError, badRequest } from '../../../plugins/envelope/api-error';
import type { ArgValue, PageWindow, SourceRows } from './definition';
import { checkSelectOnly } from './sql-check';
import { bindNamedParameters, type BoundSql } from './sql-text';

/**
 * Statements that passed the checks, by dialect, declared names and text: parsing costs
 * milliseconds of the event loop, and an interface runs the same statement on every call.
 * Bounded; the oldest goes first.
 */
const checked = new Map<string, BoundSql>();
const CHECKED_KEPT = 500;

/** The checked statement of a SQL interface for a source, with the parameters it binds. */
export function preparedSql(
  sqlText: string,
  declared: readonly string[],
  connection: Pick<SourceConnection, 'dialect' | 'placeholder' | 'platformDatabase'>,
): BoundSql {
  if (sqlText.trim() === '') throw badRequest('dataInterfaceSqlMissing');
  const key = `${connection.dialect}${connection.platformDatabase ? '+platform' : ''}\u0000${[...declared].sort().join(',')}\u0000${sqlText}`;
  const kept = checked.get(key);
  if (kept !== undefined) return kept;
  const bound = bindNamedParameters(
    sqlText,
    new Set(declared),
    (index) => connection.placeholder(index),
    connection.dialect,
  );
  checkSelectOnly(bound.sql, bound.words, connection.dialect, connection.platformDatabase);
  if (checked.size >= CHECKED_KEPT) checked.delete(checked.keys().next().value ?? '');
  checked.set(key, bound);
  return bound;
}

/** A database's refusal as the caller reads it: the time limit, or the database's own words. */
function queryError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === '57014' || code === 'ER_QUERY_TIMEOUT' || code === 3024) {
    return badRequest('dataInterfaceTimeout');
  }
  const message = error instanceof Error ? error.message : String(error);
  return badRequest('dataInterfaceQueryFailed', { detail: message.slice(0, 300) });
}

/** The statement's rows counted up to one past the list cap. */
async function countRows(
  connection: SourceConnection,
  sql: string,
  params: readonly unknown[],
  limits: { timeoutMs: number; maxRows: number },
): Promise<number> {
  const counted = `SELECT count(*) AS total FROM (SELECT 1 FROM (${sql}) interface_rows LIMIT ${TOTAL_COUNT_CAP + 1}) capped`;
  const count = await connection.readOnlyQuery(counted, params, { ...limits, maxRows: 1 });
  return Number(count.rows[0]?.total ?? 0);
}

/**
 * Runs a SQL interface: its statement checked, every parameter bound (never put in the text),
 * in the source's read-only transaction with the time limit and the row cap. A paging interface
 * reads its page from the statement as a subquery and counts the matches up to the list cap.
 */
export async function sqlRows(
  connection: SourceConnection,
  sqlText: string,
  values: ReadonlyMap<string, ArgValue>,
  page: PageWindow | undefined,
): Promise<SourceRows> {
  const bound = preparedSql(sqlText, [...values.keys()], connection);
  const params = bound.names.map((name) => values.get(name) ?? null);
  const limits = {
    timeoutMs: DATA_INTERFACE_LIMITS.timeoutMs,
    maxRows: DATA_INTERFACE_LIMITS.maxRows,
  };
  try {
    if (page === undefined) {
      const result = await connection.readOnlyQuery(bound.sql, params, limits);
      return { ...result, cancelsAtTimeout: connection.cancelsAtTimeout };
    }
    const offset = (page.currentPage - 1) * page.pageSize;
    const paged = `SELECT * FROM (${bound.sql}) interface_rows LIMIT ${page.pageSize} OFFSET ${offset}`;
    const result = await connection.readOnlyQuery(paged, params, limits);
    // A page that is not full ends the rows (when it has any): no count is needed then.
    const total =
      result.rows.length < page.pageSize && (result.rows.length > 0 || offset === 0)
        ? offset + result.rows.length
        : await countRows(connection, bound.sql, params, limits);
    return {
      ...result,
      total: { count: Math.min(total, TOTAL_COUNT_CAP), capped: total > TOTAL_COUNT_CAP },
      cancelsAtTimeout: connection.cancelsAtTimeout,
    };
  } catch (error) {
    throw queryError(error);
  }
}
