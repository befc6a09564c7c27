import { createHash } from 'node:crypto';
import type { DataModelTable, DataModelTableDesign, DataModelTableInfo } from '@mepm/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../../../db/client';
import { dataModelTables } from '../../../db/schema';
import { recordNotFound } from '../../../kernel/data/not-found';
import { OWN_DATABASE_SOURCE_ID } from '../../../kernel/data-sources/source-connection';
import { badRequest } from '../../../plugins/envelope/api-error';
import {
  catalogColumns,
  catalogIndexes,
  catalogTable,
  catalogTables,
  currentSchema,
  primaryKeyName,
  type CatalogTableOf,
} from './catalog';
import { readColumn } from './column-types';
import { alterStatements, createStatements, type CurrentTable } from './ddl';
import { ddlRefusal } from './ddl-error';
import { checkDesign } from './design-check';
import { qualified } from './sql-text';

/** Only the platform's own database is modelled so far; other sources answer why not. */
function requireOwnSource(sourceId: string): void {
  if (sourceId !== OWN_DATABASE_SOURCE_ID) throw badRequest('dataModelSourceUnsupported');
}

const registryRow = (sourceId: string, name: string) =>
  and(eq(dataModelTables.sourceId, sourceId), eq(dataModelTables.tableName, name));

/** The oids of the tables the data model made, by name. */
async function designedTables(db: Queryable, sourceId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ name: dataModelTables.tableName, oid: dataModelTables.tableOid })
    .from(dataModelTables)
    .where(eq(dataModelTables.sourceId, sourceId));
  return new Map(rows.map((row) => [row.name, row.oid]));
}

/** Whether a catalog table is the one the data model made under its name (not a look-alike). */
const isDesigned = (designed: ReadonlyMap<string, number>, table: { name: string; oid: number }) =>
  designed.get(table.name) === table.oid;

export async function listTables(
  db: Db,
  sourceId: string,
  keyword: string | undefined,
): Promise<DataModelTable[]> {
  requireOwnSource(sourceId);
  const [tables, designed] = await Promise.all([
    catalogTables(db, keyword?.trim() || undefined),
    designedTables(db, sourceId),
  ]);
  const names = new Set(designed.keys());
  // The list reads no oids: a look-alike shows changeable here and read-only when opened.
  return tables.map((table) => ({
    ...table,
    readOnly: table.kind === 'view' || !names.has(table.name),
  }));
}

async function currentTable(db: Queryable, table: CatalogTableOf): Promise<CurrentTable> {
  const [columns, keyName] = await Promise.all([
    catalogColumns(db, table.name),
    primaryKeyName(db, table.name),
  ]);
  return {
    schema: table.schema,
    name: table.name,
    comment: table.comment,
    columns: columns.map(readColumn),
    primaryKeyName: keyName,
  };
}

/** A short digest of a table's structure: a change designed on another one is refused. */
function versionOf(current: CurrentTable): string {
  const { comment, columns, primaryKeyName: key } = current;
  return createHash('sha256')
    .update(JSON.stringify({ comment, columns, key }))
    .digest('hex')
    .slice(0, 32);
}

export async function readTable(
  db: Db,
  sourceId: string,
  name: string,
): Promise<DataModelTableInfo> {
  requireOwnSource(sourceId);
  const table = await catalogTable(db, name);
  if (table === undefined) throw recordNotFound();
  const [current, indexes, designed] = await Promise.all([
    currentTable(db, table),
    catalogIndexes(db, name),
    designedTables(db, sourceId),
  ]);
  const { oid: _oid, schema: _schema, ...shown } = table;
  return {
    ...shown,
    readOnly:
      table.kind === 'view' ||
      !isDesigned(designed, table) ||
      current.columns.some((column) => column.design === null),
    columns: [...current.columns],
    indexes,
    version: versionOf(current),
  };
}

/** What a create (no `table`) or a change of `table` would run, changing nothing. */
export async function previewStatements(
  db: Db,
  sourceId: string,
  table: string | undefined,
  design: DataModelTableDesign,
): Promise<string[]> {
  requireOwnSource(sourceId);
  checkDesign(design);
  if (table === undefined) return createStatements(await currentSchema(db), design);
  const found = await catalogTable(db, table);
  if (found === undefined) throw recordNotFound();
  return alterStatements(await currentTable(db, found), design);
}

async function run(tx: Tx, statements: readonly string[], table: string): Promise<void> {
  for (const statement of statements) {
    try {
      await tx.execute(sql.raw(statement));
    } catch (error) {
      throw ddlRefusal(error, table);
    }
  }
}

/**
 * Holds a table name for the rest of the transaction: of two creates (or renames) to one name,
 * the second waits and then finds the table there, instead of failing inside the catalog.
 */
async function lockName(tx: Tx, sourceId: string, name: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`data_model:${sourceId}:${name}`}, 0))`,
  );
}

/**
 * Locks the registry row of a designed table for the rest of the transaction: two changes of one
 * table run one after the other, each designing against what the other left. A table the data
 * model did not make (or a look-alike made since under its name) is refused as read-only; no
 * table at all is not found. A row whose table is gone, or was replaced, is removed.
 */
async function lockDesigned(tx: Tx, sourceId: string, name: string): Promise<CatalogTableOf> {
  const [row] = await tx
    .select({ oid: dataModelTables.tableOid })
    .from(dataModelTables)
    .where(registryRow(sourceId, name))
    .for('update');
  const table = await catalogTable(tx, name);
  if (row !== undefined && table?.oid === row.oid) return table;
  if (row !== undefined) await tx.delete(dataModelTables).where(registryRow(sourceId, name));
  if (table === undefined) throw recordNotFound();
  throw badRequest('dataModelReadOnly', { table: name });
}

export async function createTable(
  db: Db,
  userId: string,
  sourceId: string,
  design: DataModelTableDesign,
): Promise<string[]> {
  requireOwnSource(sourceId);
  checkDesign(design);
  return db.transaction(async (tx) => {
    await lockName(tx, sourceId, design.name);
    if ((await catalogTable(tx, design.name)) !== undefined) {
      throw badRequest('dataModelTableExists', { table: design.name });
    }
    const statements = createStatements(await currentSchema(tx), design);
    await run(tx, statements, design.name);
    const created = await catalogTable(tx, design.name);
    if (created === undefined) throw new Error(`${design.name} was not created`);
    // A row left by a table dropped by other means names no table any more: it is replaced.
    await tx.delete(dataModelTables).where(registryRow(sourceId, design.name));
    await tx
      .insert(dataModelTables)
      .values({ sourceId, tableName: design.name, tableOid: created.oid, createdBy: userId });
    return statements;
  });
}

export async function changeTable(
  db: Db,
  sourceId: string,
  name: string,
  design: DataModelTableDesign,
): Promise<string[]> {
  requireOwnSource(sourceId);
  checkDesign(design);
  return db.transaction(async (tx) => {
    const table = await lockDesigned(tx, sourceId, name);
    if (design.name !== name) {
      await lockName(tx, sourceId, design.name);
      await tx.delete(dataModelTables).where(registryRow(sourceId, design.name));
    }
    const current = await currentTable(tx, table);
    if (design.version !== undefined && design.version !== versionOf(current)) {
      throw badRequest('dataModelChanged');
    }
    const statements = alterStatements(current, design);
    await run(tx, statements, design.name);
    if (design.name !== name) {
      await tx
        .update(dataModelTables)
        .set({ tableName: design.name })
        .where(registryRow(sourceId, name));
    }
    return statements;
  });
}

export async function dropTable(db: Db, sourceId: string, name: string): Promise<void> {
  requireOwnSource(sourceId);
  await db.transaction(async (tx) => {
    const table = await lockDesigned(tx, sourceId, name);
    await run(tx, [`DROP TABLE ${qualified(table.schema, name)}`], name);
    await tx.delete(dataModelTables).where(registryRow(sourceId, name));
  });
}
