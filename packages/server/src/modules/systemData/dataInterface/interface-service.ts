import {
  MAX_ALL_ITEMS,
  type DataInterfaceBody,
  type DataInterfaceBrief,
  type DataInterfaceImportResult,
  type DataInterfaceListQuery,
  type DataInterfacePage,
  type DataInterfaceRecord,
  type DataInterfaceTransfer,
  type StateBody,
  type StateResult,
} from '@mepm/contract';
import { and, asc, eq, not, sql } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../../../db/client';
import { codedRecordFields } from '../../../kernel/data/coded-record';
import { keywordMatch, keywordOf } from '../../../kernel/data/keyword';
import { found } from '../../../kernel/data/not-found';
import { pagedSelect } from '../../../kernel/data/paged-select';
import type { DataVersions } from '../../../kernel/data/table-versions';
import type { SourceConnections } from '../../../kernel/data-sources/source-connection';
import { checkedDefinition, describedValues } from './check-definition';
import type { Definition } from './definition';
import { dataInterfaceLogs, dataInterfaces } from './schema';

type Row = typeof dataInterfaces.$inferSelect;

/** The definition part of a stored row (the check constraints admit only the contract's values). */
export function definitionOf(row: Row): Definition {
  return {
    kind: row.kind as Definition['kind'],
    dataSourceId: row.dataSourceId,
    sqlText: row.sqlText,
    staticData: row.staticData,
    httpMethod: row.httpMethod === 'POST' ? 'POST' : 'GET',
    httpUrl: row.httpUrl,
    httpHeaders: row.httpHeaders,
    httpQuery: row.httpQuery,
    httpBody: row.httpBody,
    resultPath: row.resultPath,
    parameters: row.parameters,
    fieldMapping: row.fieldMapping,
    paged: row.paged,
    optionMapping: row.optionMapping,
  };
}

function toRecord(row: Row): DataInterfaceRecord {
  return {
    id: row.id,
    ...codedRecordFields(row),
    category: row.category,
    ...definitionOf(row),
  };
}

/**
 * The columns to write from a body, the definition checked. Called before the write's
 * transaction: opening an external source may read the platform's database, whose one embedded
 * connection the transaction would hold.
 */
export async function interfaceValues(body: DataInterfaceBody, dataSources: SourceConnections) {
  return { ...describedValues(body), ...(await checkedDefinition(body, dataSources)) };
}

export type InterfaceValues = Awaited<ReturnType<typeof interfaceValues>>;

export async function listInterfaces(
  db: Db,
  query: DataInterfaceListQuery,
  versions?: DataVersions,
): Promise<DataInterfacePage> {
  const keyword = keywordOf(query);
  const where = and(
    keyword === undefined
      ? undefined
      : keywordMatch(keyword, [
          dataInterfaces.enCode,
          dataInterfaces.fullName,
          dataInterfaces.category,
        ]),
    query.kind === undefined ? undefined : eq(dataInterfaces.kind, query.kind),
  );
  const { rows, pagination } = await pagedSelect(db, query, {
    versions,
    table: dataInterfaces,
    where,
    rows: (window) =>
      db
        .select({
          id: dataInterfaces.id,
          enCode: dataInterfaces.enCode,
          fullName: dataInterfaces.fullName,
          description: dataInterfaces.description,
          sortCode: dataInterfaces.sortCode,
          enabled: dataInterfaces.enabled,
          createdAt: dataInterfaces.createdAt,
          category: dataInterfaces.category,
          kind: dataInterfaces.kind,
          dataSourceId: dataInterfaces.dataSourceId,
          paged: dataInterfaces.paged,
        })
        .from(dataInterfaces)
        .where(where)
        .orderBy(asc(dataInterfaces.sortCode), asc(dataInterfaces.enCode))
        .limit(window.pageSize)
        .offset(window.offset),
  });
  return {
    list: rows.map((row) => ({
      id: row.id,
      ...codedRecordFields(row),
      category: row.category,
      kind: row.kind as Definition['kind'],
      dataSourceId: row.dataSourceId,
      paged: row.paged,
    })),
    pagination,
  };
}

/** Enabled interfaces for pickers. */
export async function interfaceSelector(db: Db): Promise<DataInterfaceBrief[]> {
  const rows = await db
    .select({
      id: dataInterfaces.id,
      enCode: dataInterfaces.enCode,
      fullName: dataInterfaces.fullName,
      category: dataInterfaces.category,
      kind: dataInterfaces.kind,
      paged: dataInterfaces.paged,
      parameters: dataInterfaces.parameters,
    })
    .from(dataInterfaces)
    .where(eq(dataInterfaces.enabled, true))
    .orderBy(asc(dataInterfaces.sortCode), asc(dataInterfaces.enCode))
    .limit(MAX_ALL_ITEMS);
  return rows.map((row) => ({ ...row, kind: row.kind as Definition['kind'] }));
}

export async function readInterfaceRow(db: Queryable, id: string): Promise<Row> {
  return found(await db.select().from(dataInterfaces).where(eq(dataInterfaces.id, id)));
}

export async function readInterface(db: Db, id: string): Promise<DataInterfaceRecord> {
  return toRecord(await readInterfaceRow(db, id));
}

export async function createInterface(tx: Tx, values: InterfaceValues): Promise<string> {
  const [row] = await tx.insert(dataInterfaces).values(values).returning({ id: dataInterfaces.id });
  return found(row === undefined ? [] : [row]).id;
}

export async function updateInterface(tx: Tx, id: string, values: InterfaceValues): Promise<void> {
  found(
    await tx
      .update(dataInterfaces)
      .set(values)
      .where(eq(dataInterfaces.id, id))
      .returning({ id: dataInterfaces.id }),
  );
}

/** Deletes an interface and its call log; forms that named it get "not found" from then on. */
export async function deleteInterface(tx: Tx, id: string): Promise<void> {
  found(
    await tx
      .delete(dataInterfaces)
      .where(eq(dataInterfaces.id, id))
      .returning({ id: dataInterfaces.id }),
  );
  await tx.delete(dataInterfaceLogs).where(eq(dataInterfaceLogs.interfaceId, id));
}

/** Sets or flips the state in one statement, so that two toggles flip twice. */
export async function setInterfaceState(tx: Tx, id: string, body: StateBody): Promise<StateResult> {
  const enabled = body.enabled === undefined ? not(dataInterfaces.enabled) : sql`${body.enabled}`;
  return found(
    await tx
      .update(dataInterfaces)
      .set({ enabled: sql`${enabled}` })
      .where(eq(dataInterfaces.id, id))
      .returning({ enabled: dataInterfaces.enabled }),
  );
}

/** An interface as its JSON file: everything but its id and times. */
export async function exportInterface(db: Db, id: string): Promise<DataInterfaceTransfer> {
  const { id: _id, createdTime: _created, ...rest } = await readInterface(db, id);
  return rest;
}

/**
 * Imports an interface file (its values checked like a create's): the interface with its code is replaced
 * (the row is locked, so two imports of one code run one after the other), else one is created.
 */
export async function importInterface(
  tx: Tx,
  values: InterfaceValues,
): Promise<DataInterfaceImportResult> {
  const [existing] = await tx
    .select({ id: dataInterfaces.id })
    .from(dataInterfaces)
    .where(eq(dataInterfaces.enCode, values.enCode))
    .for('update');
  if (existing !== undefined) {
    await tx.update(dataInterfaces).set(values).where(eq(dataInterfaces.id, existing.id));
    return { id: existing.id, created: false };
  }
  const [row] = await tx
    .insert(dataInterfaces)
    .values(values)
    .onConflictDoUpdate({ target: dataInterfaces.enCode, set: values })
    .returning({ id: dataInterfaces.id });
  return { id: found(row === undefined ? [] : [row]).id, created: true };
}
