import { ROW_ID } from '@mepm/form-engine';
import { and, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { found } from '../../../kernel/data/not-found';
import type { PageLayout } from './page-layout';
import { columnList, formValues } from './stored-values';
import { readSubRows } from './sub-rows';

/** The rows a page reaches: not deleted, inside the caller's scope. */
export function liveRows(scope: SQL | undefined): SQL {
  return and(sql`${sql.identifier('f_delete_mark')} = 0`, scope) ?? sql`true`;
}

/** The record `id` by `f_id` inside the scope. */
export const byId = (id: string, scope: SQL | undefined): SQL =>
  and(sql`${sql.identifier(ROW_ID)} = ${id}`, liveRows(scope)) ?? sql`false`;

export interface StoredRecord {
  version: number;
  /** Values keyed by field key; each sub-table's rows under its key. */
  values: Record<string, unknown>;
}

/** A record's stored values and version; 404 when it is gone or outside the scope. */
export async function storedRecord(
  db: Queryable,
  layout: PageLayout,
  id: string,
  scope: SQL | undefined,
): Promise<StoredRecord> {
  const cells = layout.fields.length > 0 ? sql`, ${columnList(layout.fields)}` : sql``;
  const result = await db.execute<Record<string, unknown>>(sql`
    select f_version${cells} from ${sql.identifier(layout.table)} where ${byId(id, scope)}`);
  const row = found(result.rows);
  const values = formValues(layout.fields, row);
  const subs = await readSubRows(db, layout, [id]);
  for (const sub of layout.subTables) values[sub.key] = subs.get(sub.key)?.get(id) ?? [];
  return { version: Number(row['f_version']), values };
}
