import type { FormValues } from '@mepm/contract';
import { ROW_ID } from '@mepm/form-engine';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { newId } from '../../../ids';
import type { Caller } from '../../../kernel/caller';
import { checkFormSubmission } from '../../../kernel/forms/check-form-submission';
import type { InterfaceOptions } from '../../../kernel/forms/interface-options';
import { badRequest } from '../../../plugins/envelope/api-error';
import { refused } from '../../../plugins/permission/delegation';
import { recordNotFound } from '../../../kernel/data/not-found';
import { filledOnCreate, filledOnUpdate } from './filled-values';
import type { FieldColumn, PageLayout } from './page-layout';
import type { PageAccess } from './page-access';
import type { PageDesign } from './released-design';
import { byId, storedRecord } from './record-reads';
import { columnValue } from './stored-values';
import { writeSubRows } from './sub-rows';

export interface RecordWrite {
  db: Db;
  caller: Caller;
  design: PageDesign;
  access: PageAccess;
  interfaceOptions: InterfaceOptions;
  now: () => Date;
}

/** The form engine's check of what was sent; a refusal names every field it refuses. */
async function checked(
  write: RecordWrite,
  values: unknown,
  mode: 'create' | 'update',
  stored?: FormValues,
): Promise<FormValues> {
  const { db, caller, design, access } = write;
  const granted = access.rights.formFields;
  const result = await checkFormSubmission({
    db,
    caller,
    language: caller.language,
    design: design.formData,
    values,
    mode,
    interfaceOptions: write.interfaceOptions,
    ...(granted === null ? {} : { writableFields: new Set(granted) }),
    ...(stored ? { stored } : {}),
  });
  if (!result.ok) {
    throw badRequest('onlineDevValuesRefused', {
      reason: result.errors.map((error) => error.message).join('; '),
    });
  }
  return result.values;
}

/** The main table's fields among `values`, as `column = value` pairs. */
function assignments(layout: PageLayout, values: FormValues): [FieldColumn, SQL][] {
  return layout.fields
    .filter((field) => Object.hasOwn(values, field.key))
    .map((field) => [field, columnValue(field, values[field.key])]);
}

/** 403 when the record the write leaves lies outside the scope: the refusal undoes the write. */
async function assertInScope(tx: Tx, layout: PageLayout, id: string, scope: SQL | undefined) {
  if (scope === undefined) return;
  const result = await tx.execute(
    sql`select 1 from ${sql.identifier(layout.table)} where ${byId(id, scope)}`,
  );
  if (result.rows.length === 0) throw refused('outsideDataScope');
}

/**
 * Adds a record: the values checked by the form engine, then in one transaction its bill
 * numbers and creator fields, the main row and the sub-tables' rows; a record the caller's
 * scope would not reach is refused and nothing stays.
 */
export async function createRecord(write: RecordWrite, values: unknown): Promise<string> {
  const cleaned = await checked(write, values, 'create');
  const at = write.now();
  return write.db.transaction((tx) => insertRecord(tx, write, cleaned, at));
}

/**
 * Inserts a record whose values the form engine has passed, inside `tx`: bill numbers and
 * creator fields, the main row, the sub-tables' rows; refused (throws) outside the scope.
 */
export async function insertRecord(
  tx: Tx,
  write: Pick<RecordWrite, 'caller' | 'design' | 'access'>,
  cleaned: FormValues,
  at: Date,
): Promise<string> {
  const { layout } = write.design;
  const id = newId();
  const all = { ...cleaned, ...(await filledOnCreate(tx, layout, write.caller, at)) };
  const pairs = assignments(layout, all);
  const names = [ROW_ID, 'f_creator_user_id', 'f_created_at', ...pairs.map(([f]) => f.column)];
  const cells = [sql`${id}`, sql`${write.caller.id}`, sql`${at.toISOString()}::timestamptz`];
  await tx.execute(sql`insert into ${sql.identifier(layout.table)}
    (${sql.join(
      names.map((name) => sql.identifier(name)),
      sql`, `,
    )})
    values (${sql.join([...cells, ...pairs.map(([, value]) => value)], sql`, `)})`);
  await writeSubRows(tx, layout, id, all, false);
  await assertInScope(tx, layout, id, write.access.scope);
  return id;
}

/**
 * Edits a record read at `version`: the lock is the UPDATE's own condition (`f_version`), with
 * the scope, so of many edits of one version exactly one wins. Nothing changed means the record
 * is gone or out of reach (404) or was edited since (400, stale). Sub-tables sent are replaced in
 * the same transaction; the record must stay inside the scope.
 */
export async function updateRecord(
  write: RecordWrite,
  id: string,
  version: number,
  values: unknown,
): Promise<void> {
  const { layout } = write.design;
  const { scope } = write.access;
  const stored = await storedRecord(write.db, layout, id, scope);
  const cleaned = await checked(write, values, 'update', stored.values);
  const at = write.now();
  const all = { ...cleaned, ...filledOnUpdate(layout, write.caller, at) };
  await write.db.transaction(async (tx) => {
    const sets = [
      sql`f_version = f_version + 1`,
      sql`f_modifier_user_id = ${write.caller.id}`,
      sql`f_updated_at = ${at.toISOString()}::timestamptz`,
      ...assignments(layout, all).map(
        ([field, value]) => sql`${sql.identifier(field.column)} = ${value}`,
      ),
    ];
    const written = await tx.execute(sql`update ${sql.identifier(layout.table)}
      set ${sql.join(sets, sql`, `)}
      where ${byId(id, scope)} and f_version = ${version}
      returning ${sql.identifier(ROW_ID)}`);
    if (written.rows.length === 0) {
      const still = await tx.execute(
        sql`select 1 from ${sql.identifier(layout.table)} where ${byId(id, scope)}`,
      );
      throw still.rows.length === 0 ? recordNotFound() : badRequest('onlineDevStale');
    }
    await writeSubRows(tx, layout, id, all, true);
    await assertInScope(tx, layout, id, scope);
  });
}
