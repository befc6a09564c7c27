import { MAX_PAGE_SIZE, type Language, type OnlineDevExportBody } from '@mepm/contract';
import { ROW_ID } from '@mepm/form-engine';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import type { CellValue } from '../../../../kernel/excel/sheet-xml';
import { displayRows } from '../../../../kernel/forms/display-values';
import { listOrder, searchConditions } from '../list-filter';
import type { PageAccess } from '../page-access';
import { liveRows } from '../record-reads';
import type { PageDesign } from '../released-design';
import { columnList, formValues } from '../stored-values';
import { exportCellOf } from './export-cells';
import type { ExportColumn } from './export-columns';

/** The most records one export writes: their ids are held in memory while it runs. */
export const EXPORT_MAX_ROWS = 1_000_000;
/**
 * Records read, named and written per query: each batch costs a few round trips (the rows, the
 * names, the task's progress), so fewer and larger batches finish sooner, while one batch's
 * naming and formatting still runs well inside the 100 ms an export may hold the event loop.
 */
const BATCH = 5000;

/**
 * The ids of the records an export writes, in the list's order: the list's search and the
 * caller's scope, the chosen `ids` among them, the current page (dataType 0) or every match.
 * Only ids are read here: the rows are read in batches as the file is written, so no connection
 * (the embedded database has one) is held while a slow client downloads.
 */
export async function exportIds(
  db: Db,
  design: PageDesign,
  access: PageAccess,
  body: OnlineDevExportBody,
): Promise<string[]> {
  const { layout, columnData } = design;
  const chosen = body.ids
    ? sql`${sql.identifier(ROW_ID)} = any(${sql.param(body.ids)}::text[])`
    : undefined;
  const where = and(
    liveRows(access.scope),
    searchConditions(layout, columnData, body.json),
    chosen,
  );
  const pageSize = body.pageSize ?? (columnData.hasPage ? columnData.pageSize : MAX_PAGE_SIZE);
  const window =
    body.dataType === 0
      ? sql`limit ${pageSize} offset ${((body.currentPage ?? 1) - 1) * pageSize}`
      : sql`limit ${EXPORT_MAX_ROWS}`;
  const result = await db.execute<{ id: string }>(sql`
    select ${sql.identifier(ROW_ID)} as id from ${sql.identifier(layout.table)}
    where ${where ?? sql`true`} order by ${listOrder(layout, columnData, body)} ${window}`);
  return result.rows.map((row) => row.id);
}

export interface ExportRead {
  db: Db;
  design: PageDesign;
  access: PageAccess;
  columns: readonly ExportColumn[];
  language: Language;
  timeZone: string;
}

/**
 * The rows of `ids` as export cells, a batch at a time: read again inside the scope (a record
 * deleted or moved out of reach since is left out), named as the list names them, in `ids`'
 * order. `onBatch` hears how many rows are done.
 */
export async function* exportRows(
  read: ExportRead,
  ids: readonly string[],
  onBatch: (done: number) => Promise<void> | void = () => undefined,
): AsyncGenerator<CellValue[]> {
  const { db, design, access, columns } = read;
  const fields = columns.map((column) => column.field);
  const unique = [...new Set(fields)];
  const cells = columns.map((column) => ({
    key: column.field.key,
    cellOf: exportCellOf(column, read.timeZone),
  }));
  for (let start = 0; start < ids.length; start += BATCH) {
    const batch = ids.slice(start, start + BATCH);
    const result = await db.execute<Record<string, unknown>>(sql`
      select ${sql.identifier(ROW_ID)} as "rowId", ${columnList(unique)}
      from ${sql.identifier(design.layout.table)}
      where ${sql.identifier(ROW_ID)} = any(${sql.param(batch)}::text[])
        and ${liveRows(access.scope)}`);
    const byId = new Map(result.rows.map((row) => [String(row['rowId']), row]));
    const present = batch.flatMap((id) => {
      const row = byId.get(id);
      return row === undefined ? [] : [formValues(unique, row)];
    });
    const shown = await displayRows(db, unique, present, read.language);
    for (const values of shown) yield cells.map(({ key, cellOf }) => cellOf(values[key]));
    await onBatch(Math.min(ids.length, start + BATCH));
    // A batch is named in one go; a turn between batches lets other requests in whatever pace
    // the file's reader keeps.
    await nextTurn();
  }
}
