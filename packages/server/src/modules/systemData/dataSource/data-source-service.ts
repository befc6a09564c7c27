import {
  MAX_ALL_ITEMS,
  OWN_DATA_SOURCE_ID,
  type DataSourceBody,
  type DataSourceBrief,
  type DataSourceListQuery,
  type DataSourceOptions,
  type DataSourcePage,
  type DataSourceRecord,
} from '@mepm/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../../../db/client';
import { newId } from '../../../ids';
import type { SecretBox } from '../../../kernel/data-sources/secret-box';
import type { DataSourceUse } from '../../../kernel/data-sources/source-uses';
import { keywordMatch, keywordOf } from '../../../kernel/data/keyword';
import { found } from '../../../kernel/data/not-found';
import { pagedSelect } from '../../../kernel/data/paged-select';
import type { DataVersions } from '../../../kernel/data/table-versions';
import { optionalText, requiredText } from '../../../kernel/data/text-fields';
import { badRequest } from '../../../plugins/envelope/api-error';
import { dataSources } from './schema';

type DataSourceRow = typeof dataSources.$inferSelect;

function toRecord(row: DataSourceRow): DataSourceRecord {
  return {
    id: row.id,
    fullName: row.fullName,
    // The table's check constraint admits only the contract's kinds.
    kind: row.kind as DataSourceRecord['kind'],
    host: row.host,
    port: row.port,
    database: row.database,
    schema: row.schema,
    user: row.user,
    hasPassword: row.passwordSealed !== '',
    options: row.options as DataSourceOptions,
    description: row.description,
    sortCode: row.sortCode,
    enabled: row.enabled,
    createdTime: row.createdAt.getTime(),
  };
}

/** The options a kind uses: a schema and a character set mean nothing to the other kind. */
function optionsOf(body: DataSourceBody): Record<string, string> {
  const options: Record<string, string> = {};
  if (body.options?.ssl !== undefined && body.options.ssl !== 'off') {
    options.ssl = body.options.ssl;
  }
  if (body.kind === 'mysql' && body.options?.charset !== undefined) {
    options.charset = body.options.charset;
  }
  return options;
}

/** The checked columns of a body, the password aside. */
function sourceValues(body: DataSourceBody) {
  return {
    fullName: requiredText(body.fullName, 'fullName'),
    kind: body.kind,
    host: requiredText(body.host, 'host'),
    port: body.port,
    database: requiredText(body.database, 'database'),
    schema: body.kind === 'postgresql' ? (body.schema ?? '') : '',
    user: requiredText(body.user, 'user'),
    options: optionsOf(body),
    description: optionalText(body.description, 'description'),
    sortCode: body.sortCode ?? 0,
    enabled: body.enabled ?? true,
  };
}

export async function listDataSources(
  db: Db,
  query: DataSourceListQuery,
  versions?: DataVersions,
): Promise<DataSourcePage> {
  const keyword = keywordOf(query);
  const where =
    keyword === undefined
      ? undefined
      : keywordMatch(keyword, [dataSources.fullName, dataSources.host, dataSources.database]);
  const { rows, pagination } = await pagedSelect(db, query, {
    versions,
    table: dataSources,
    where,
    rows: (window) =>
      db
        .select()
        .from(dataSources)
        .where(where)
        .orderBy(asc(dataSources.sortCode), asc(dataSources.fullName))
        .limit(window.pageSize)
        .offset(window.offset),
  });
  return { list: rows.map(toRecord), pagination };
}

export async function readDataSource(db: Db, id: string): Promise<DataSourceRecord> {
  return toRecord(await readRow(db, id));
}

export async function readRow(db: Queryable, id: string): Promise<DataSourceRow> {
  return found(await db.select().from(dataSources).where(eq(dataSources.id, id)));
}

/** Enabled sources for pickers, after the platform's own database. */
export async function dataSourceSelector(db: Db, ownName: string): Promise<DataSourceBrief[]> {
  const rows = await db
    .select({ id: dataSources.id, fullName: dataSources.fullName, kind: dataSources.kind })
    .from(dataSources)
    .where(eq(dataSources.enabled, true))
    .orderBy(asc(dataSources.sortCode), asc(dataSources.fullName))
    .limit(MAX_ALL_ITEMS);
  return [
    { id: OWN_DATA_SOURCE_ID, fullName: ownName, kind: 'postgresql' },
    ...rows.map((row) => ({ ...row, kind: row.kind as DataSourceBrief['kind'] })),
  ];
}

/** The password sealed for the row `id`; '' for none. */
function sealed(box: SecretBox, id: string, password: string | undefined): string {
  return password === undefined || password === '' ? '' : box.seal(password, id);
}

export async function createDataSource(
  tx: Tx,
  box: SecretBox,
  body: DataSourceBody,
): Promise<string> {
  // The id is made first: the sealed password is bound to it.
  const id = newId();
  await tx
    .insert(dataSources)
    .values({ id, ...sourceValues(body), passwordSealed: sealed(box, id, body.password) });
  return id;
}

/** Edits a source; an empty or absent password keeps the stored one. */
export async function updateDataSource(
  tx: Tx,
  box: SecretBox,
  id: string,
  body: DataSourceBody,
): Promise<void> {
  const password =
    body.password === undefined || body.password === ''
      ? {}
      : { passwordSealed: sealed(box, id, body.password) };
  found(
    await tx
      .update(dataSources)
      .set({ ...sourceValues(body), ...password })
      .where(eq(dataSources.id, id))
      .returning({ id: dataSources.id }),
  );
}

/** Deletes a source unless something declared in `uses` still names it. */
export async function deleteDataSource(
  tx: Tx,
  uses: readonly DataSourceUse[],
  id: string,
): Promise<void> {
  // Locks the row first, so that nothing starts using it while the uses are looked at.
  found(
    await tx
      .select({ id: dataSources.id })
      .from(dataSources)
      .where(eq(dataSources.id, id))
      .for('update'),
  );
  for (const use of uses) {
    const name = await use.find(tx, id);
    if (name !== undefined) throw badRequest(use.message, { name });
  }
  await tx.delete(dataSources).where(eq(dataSources.id, id));
}
