import { OWN_DATA_SOURCE_ID, type FormValues, type Language } from '@mepm/contract';
import {
  SUBMISSION_MESSAGES,
  designTables,
  formatText,
  ROW_ID,
  type FieldEntry,
  type SubmissionError,
} from '@mepm/form-engine';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { fieldCells, type FieldCell } from './field-cells';
import { designReleases } from './released-designs';

const RELATION_KEYS: ReadonlySet<string> = new Set(['relationForm']);

const idsIn = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value])
    .filter((id) => typeof id === 'string' || typeof id === 'number')
    .map(String);

const modelOf = (cell: FieldCell): string =>
  String((cell.entry.field as { modelId?: unknown }).modelId ?? '');

/**
 * The main table of each released design among `ids`, as its release named it; a design that is
 * a draft, unknown or kept on another data source has none here.
 */
async function releasedTables(
  db: Queryable,
  ids: readonly string[],
): Promise<ReadonlyMap<string, string>> {
  if (ids.length === 0) return new Map();
  const tables = new Map<string, string>();
  for (const row of await designReleases(db, ids)) {
    const released = row.released;
    if (row.state !== 1) continue;
    const ownSource = row.dbLinkId === null || row.dbLinkId === OWN_DATA_SOURCE_ID;
    if (!ownSource || released?.formData === undefined) continue;
    const mapped = designTables(released.formData, {
      enCode: released.enCode ?? '',
      fullName: released.fullName ?? '',
      tables: released.tables ?? null,
    });
    const main = mapped.ok ? mapped.tables[0] : undefined;
    if (main !== undefined) tables.set(row.id, main.entry.table);
  }
  return tables;
}

/** The ids among `ids` of live records of `table`. */
async function liveIds(db: Queryable, table: string, ids: readonly string[]): Promise<Set<string>> {
  const result = await db.execute<{ id: string }>(sql`
    select ${sql.identifier(ROW_ID)} as id from ${sql.identifier(table)}
    where ${sql.identifier(ROW_ID)} = any(${sql.param([...ids])}::text[])
      and f_delete_mark = 0`);
  return new Set(result.rows.map((row) => row.id));
}

/**
 * Relation-form values must be ids of live records of their design's released table, or ids the
 * record already held (`stored`, on update: a related record deleted since does not block other
 * edits). One query for the designs and one per related table; each field or cell holding an id
 * it may not is named once.
 */
export async function relationReferenceErrors(
  db: Queryable,
  entries: readonly FieldEntry[],
  values: FormValues,
  stored: FormValues | undefined,
  language: Language,
): Promise<SubmissionError[]> {
  const cells = fieldCells(entries, values, language, RELATION_KEYS).filter(
    (cell) => idsIn(cell.value).length > 0,
  );
  if (cells.length === 0) return [];
  const kept = new Set(
    (stored ? fieldCells(entries, stored, language, RELATION_KEYS) : []).flatMap((cell) =>
      idsIn(cell.value).map((id) => `${modelOf(cell)} ${id}`),
    ),
  );
  const isKept = (cell: FieldCell, id: string) => kept.has(`${modelOf(cell)} ${id}`);
  const asked = new Map<string, Set<string>>();
  for (const cell of cells) {
    const ids = asked.get(modelOf(cell)) ?? new Set<string>();
    for (const id of idsIn(cell.value)) if (!isKept(cell, id)) ids.add(id);
    asked.set(modelOf(cell), ids);
  }
  const tables = await releasedTables(db, [...asked.keys()]);
  const live = new Map<string, Set<string>>();
  for (const [model, ids] of asked) {
    const table = tables.get(model);
    live.set(
      model,
      table === undefined || ids.size === 0 ? new Set() : await liveIds(db, table, [...ids]),
    );
  }
  const exists = (cell: FieldCell, id: string) =>
    isKept(cell, id) || (live.get(modelOf(cell))?.has(id) ?? false);
  return cells
    .filter((cell) => !idsIn(cell.value).every((id) => exists(cell, id)))
    .map((cell) => ({
      field: cell.field,
      label: cell.label,
      key: 'recordNotFound' as const,
      message: formatText(SUBMISSION_MESSAGES.recordNotFound[language], { field: cell.label }),
    }));
}
