import { DEFAULT_PAGE_SIZE, TOTAL_COUNT_CAP, type Pagination } from '@mepm/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';

export interface PageWindow {
  currentPage: number;
  pageSize: number;
  offset: number;
}

export function pageWindow(query: { currentPage?: number; pageSize?: number }): PageWindow {
  const currentPage = query.currentPage ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return { currentPage, pageSize, offset: (currentPage - 1) * pageSize };
}

/**
 * The Pagination of a page, counting at most TOTAL_COUNT_CAP + 1 matching rows: the count stops
 * early instead of visiting every row of a big table on every page (ARCHITECTURE "Data").
 */
export async function cappedPagination(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  window: PageWindow,
): Promise<Pagination> {
  const filter = where === undefined ? sql`true` : where;
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from (select 1 from ${table} where ${filter} limit ${TOTAL_COUNT_CAP + 1}) capped`,
  );
  const counted = Number(result.rows[0]?.n ?? 0);
  const base = { currentPage: window.currentPage, pageSize: window.pageSize };
  return counted > TOTAL_COUNT_CAP
    ? { ...base, total: TOTAL_COUNT_CAP, totalCapped: true }
    : { ...base, total: counted };
}
