import { SUB_ROW_ID } from '@mepm/contract';
import { PARENT_ID, ROW_ID } from '@mepm/form-engine';
import { sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../../db/client';
import { newId } from '../../../ids';
import type { PageLayout, SubTableLayout } from './page-layout';
import { columnList, columnValue, formValues } from './stored-values';

type Row = Record<string, unknown>;

/**
 * Inserts a record's rows of one sub-table in one statement. Row ids take consecutive
 * milliseconds, so that ordering by id reads the rows back in the order they were sent: a save
 * writes its rows afresh, and the ids a row was read with (`SUB_ROW_ID`, matched by the form
 * check against the stored rows) name it only until then; the record's version lock refuses a
 * save from an older read.
 */
async function insertRows(
  tx: Tx,
  sub: SubTableLayout,
  parentId: string,
  rows: unknown,
): Promise<void> {
  if (!Array.isArray(rows) || rows.length === 0) return;
  const start = Date.now();
  const names = sql.join(
    [ROW_ID, PARENT_ID, ...sub.columns.map((column) => column.column)].map((name) =>
      sql.identifier(name),
    ),
    sql`, `,
  );
  const tuples = rows.map((row: Row, index) => {
    const cells = sub.columns.map((column) => columnValue(column, row[column.key]));
    return sql`(${sql.join([sql`${newId(start + index)}`, sql`${parentId}`, ...cells], sql`, `)})`;
  });
  await tx.execute(
    sql`insert into ${sql.identifier(sub.table)} (${names}) values ${sql.join(tuples, sql`, `)}`,
  );
}

/** A new record's sub-table rows, from the checked values (a sub-table's key holds its rows). */
export async function writeSubRows(
  tx: Tx,
  layout: PageLayout,
  parentId: string,
  values: Row,
  replace: boolean,
): Promise<void> {
  for (const sub of layout.subTables) {
    // On update a sub-table left out of the values keeps its rows.
    if (!Object.hasOwn(values, sub.key)) continue;
    if (replace) await deleteSubRows(tx, layout, [parentId], sub);
    await insertRows(tx, sub, parentId, values[sub.key]);
  }
}

/** Deletes the sub-table rows of the records `parentIds` (of one sub-table, or all of them). */
export async function deleteSubRows(
  tx: Tx,
  layout: PageLayout,
  parentIds: readonly string[],
  only?: SubTableLayout,
): Promise<void> {
  for (const sub of only ? [only] : layout.subTables) {
    await tx.execute(sql`delete from ${sql.identifier(sub.table)}
      where ${sql.identifier(PARENT_ID)} = any(${sql.param([...parentIds])}::text[])`);
  }
}

/** The rows of every sub-table of the records `parentIds`, keyed by sub-table then parent. */
export async function readSubRows(
  db: Queryable,
  layout: PageLayout,
  parentIds: readonly string[],
): Promise<Map<string, Map<string, Row[]>>> {
  const bySub = new Map<string, Map<string, Row[]>>();
  for (const sub of layout.subTables) {
    const byParent = new Map<string, Row[]>(parentIds.map((id) => [id, []]));
    const cells = sub.columns.length > 0 ? sql`, ${columnList(sub.columns)}` : sql``;
    const result = await db.execute<Row>(sql`
      select ${sql.identifier(PARENT_ID)} as "parentId", ${sql.identifier(ROW_ID)} as "rowId"${cells}
      from ${sql.identifier(sub.table)}
      where ${sql.identifier(PARENT_ID)} = any(${sql.param([...parentIds])}::text[])
      order by ${sql.identifier(ROW_ID)}`);
    for (const row of result.rows) {
      const values = { [SUB_ROW_ID]: String(row['rowId']), ...formValues(sub.columns, row) };
      byParent.get(String(row['parentId']))?.push(values);
    }
    bySub.set(sub.key, byParent);
  }
  return bySub;
}
