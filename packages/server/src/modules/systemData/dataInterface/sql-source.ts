import { DATA_INTERFACE_LIMITS, TOTAL_COUNT_CAP } from '@mepm/contract';
import type { SourceConnection } from '../../../kernel/data-sources/source-connection';
import { ApiError, badRequest } from '../../../plugins/envelope/api-error';
import type { ArgValue, PageWindow, SourceRows } from './definition';
import { checkSelectOnly } from './sql-check';
import { bindNamedParameters } from './sql-text';

/** The checked statement of a SQL interface for a source, with the parameters it binds. */
export function preparedSql(
  sqlText: string,
  declared: readonly string[],
  connection: Pick<SourceConnection, 'dialect' | 'placeholder'>,
) {
  if (sqlText.trim() === '') throw badRequest('dataInterfaceSqlMissing');
  const bound = bindNamedParameters(
    sqlText,
    new Set(declared),
    (index) => connection.placeholder(index),
    connection.dialect,
  );
  checkSelectOnly(bound.sql, bound.words, connection.dialect);
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
    const counted = `SELECT count(*) AS total FROM (SELECT 1 FROM (${bound.sql}) interface_rows LIMIT ${TOTAL_COUNT_CAP + 1}) capped`;
    const result = await connection.readOnlyQuery(paged, params, limits);
    const count = await connection.readOnlyQuery(counted, params, { ...limits, maxRows: 1 });
    const total = Number(count.rows[0]?.total ?? 0);
    return {
      ...result,
      total: { count: Math.min(total, TOTAL_COUNT_CAP), capped: total > TOTAL_COUNT_CAP },
      cancelsAtTimeout: connection.cancelsAtTimeout,
    };
  } catch (error) {
    throw queryError(error);
  }
}
