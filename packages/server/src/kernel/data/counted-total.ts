import { TOTAL_COUNT_CAP, type Pagination } from '@mepm/contract';
import { getTableName, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import type { PageWindow } from './page-window';
import {
  KeptValues,
  allVersions,
  versionedTables,
  versionsKey,
  type DataVersions,
} from './table-versions';

/** Totals per database handle (two databases in one process never share one). */
const kept = new WeakMap<object, KeptValues<number>>();
/** Distinct filters remembered per database; the oldest goes first. */
const KEPT_FILTERS = 500;

/** The kept totals of a database, for the cache page; created empty when none were kept yet. */
export function countedTotalsOf(db: Queryable): KeptValues<number> {
  const totals = kept.get(db) ?? new KeptValues<number>(KEPT_FILTERS);
  kept.set(db, totals);
  return totals;
}

const dialect = new PgDialect();

/**
 * The Pagination of a page, its total counted at most to TOTAL_COUNT_CAP + 1 rows (a deep table
 * is not walked on every page) and kept until a table it depends on changes. `table` is counted;
 * `readsAlso` are the other tables the filter reads (an organisation subtree, say). Their
 * versions, raised by a trigger on every statement that writes them, are read first, and a total
 * counted at the same versions for the same filter is answered without counting. The filter
 * includes the caller's data scope, so a total is only reused for exactly the same rows. A table
 * without the trigger is counted every time. `known` are the versions the request's session
 * statement read: given, they are not read again (a kept total is then never older than the
 * request's start).
 */
export async function countedPagination(
  db: Queryable,
  table: PgTable,
  where: SQL | undefined,
  window: PageWindow,
  readsAlso: readonly PgTable[] = [],
  known?: DataVersions,
): Promise<Pagination> {
  const names = [table, ...readsAlso].map(getTableName);
  const filter = where === undefined ? sql`true` : where;
  const { sql: text, params } = dialect.sqlToQuery(filter);
  const totals = countedTotalsOf(db);
  const versioned = await versionedTables(db);
  const keepable = names.every((name) => versioned.has(name));
  const keyAt = (versions: DataVersions) =>
    JSON.stringify([versionsKey(versions, names), text, params]);

  let counted: number | undefined;
  if (keepable) {
    const versions =
      known ??
      (await db.execute<{ versions: DataVersions }>(sql`select ${allVersions()} as versions`))
        .rows[0]?.versions;
    counted = totals.get(keyAt(versions ?? {}));
  }
  if (counted === undefined) {
    // Versions and count in one statement, so that both come from one snapshot.
    const result = await db.execute<{ versions: DataVersions; n: number }>(sql`
      select ${allVersions()} as versions,
             (select count(*)::int from (
               select 1 from ${table} where ${filter} limit ${TOTAL_COUNT_CAP + 1}
             ) capped) as n`);
    counted = Number(result.rows[0]?.n ?? 0);
    if (keepable) totals.set(keyAt(result.rows[0]?.versions ?? {}), counted);
  }
  const base = { currentPage: window.currentPage, pageSize: window.pageSize };
  return counted > TOTAL_COUNT_CAP
    ? { ...base, total: TOTAL_COUNT_CAP, totalCapped: true }
    : { ...base, total: counted };
}
