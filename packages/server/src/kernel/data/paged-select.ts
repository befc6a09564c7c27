import type { Pagination } from '@mepm/contract';
import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { countedPagination } from './counted-total';
import { pageWindow, type PageWindow } from './page-window';
import type { DataVersions } from './table-versions';

export interface PagedSelect<Row> {
  /** The table whose rows are counted, and the rows' filter (scope included). */
  table: PgTable;
  where: SQL | undefined;
  /** Other tables the filter reads, e.g. organizations for an organisation subtree. */
  readsAlso?: readonly PgTable[];
  /** The table versions the caller's request began with (`ctx.caller.dataVersions`), if any. */
  versions?: DataVersions;
  /** The page's rows: the same filter, ordered, limited to the window. */
  rows(window: PageWindow): Promise<Row[]>;
}

/**
 * One page of a list and its Pagination: every paged list of the product goes through here, so
 * that the total is capped and kept until its table changes (see countedPagination).
 */
export async function pagedSelect<Row>(
  db: Queryable,
  query: { currentPage?: number; pageSize?: number },
  select: PagedSelect<Row>,
): Promise<{ rows: Row[]; pagination: Pagination }> {
  const window = pageWindow(query);
  // One after the other: the embedded database serves one session, so they would queue anyway.
  const pagination = await countedPagination(
    db,
    select.table,
    select.where,
    window,
    select.readsAlso,
    select.versions,
  );
  const rows = pagination.total === 0 ? [] : await select.rows(window);
  return { rows, pagination };
}
