import { createHash } from 'node:crypto';
import type { DataModelTable, DataModelTableDesign, DataModelTableInfo } from '@mepm/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../../../db/client';
import { dataModelTables } from '../../../db/schema';
import { recordNotFound } from '../../../kernel/data/not-found';
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

/**
 * Where a source's tables are designed: the source's own database (its catalog, where DDL runs)
 * and the platform's (the registry of the tables the data model made). For the platform's own
 * database (source 0) both are one.
 */
export interface ModelDatabase {
  sourceId: string;
  catalog: Db;
  registry: Db;
}

/**
 * One transaction for both when they are one database. Otherwise the registry's transaction
 * holds its locks around the source's: the source's DDL commits first, then the registry records
 * it (a registry that then fails to commit leaves the table there, shown read-only).
 */
function inTransaction<T>(
  model: ModelDatabase,
  work: (catalog: Tx, registry: Tx) => Promise<T>,
): Promise<T> {
  if (model.catalog === model.registry) return model.registry.transaction((tx) => work(tx, tx));
  return model.registry.transaction((registry) =>
    model.catalog.transaction((catalog) => work(catalog, registry)),
  );
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
  { catalog, registry, sourceId }: ModelDatabase,
  keyword: string | undefined,
): Promise<DataModelTable[]> {
  const [tables, designed] = await Promise.all([
    catalogTables(catalog, keyword?.trim() || undefined),
    designedTables(registry, sourceId),
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
  { catalog, registry, sourceId }: ModelDatabase,
  name: string,
): Promise<DataModelTableInfo> {
  const table = await catalogTable(catalog, name);
  if (table === undefined) throw recordNotFound();
  const [current, indexes, designed] = await Promise.all([
    currentTable(catalog, table),
    catalogIndexes(catalog, name),
    designedTables(registry, sourceId),
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
  { catalog }: ModelDatabase,
  table: string | undefined,
  design: DataModelTableDesign,
): Promise<string[]> {
  checkDesign(design);
  if (table === undefined) return createStatements(await currentSchema(catalog), design);
  const found = await catalogTable(catalog, table);
  if (found === undefined) throw recordNotFound();
  return alterStatements(await currentTable(catalog, found), design);
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
async function lockDesigned(
  catalog: Tx,
  registry: Tx,
  sourceId: string,
  name: string,
): Promise<CatalogTableOf> {
  const [row] = await registry
    .select({ oid: dataModelTables.tableOid })
    .from(dataModelTables)
    .where(registryRow(sourceId, name))
    .for('update');
  const table = await catalogTable(catalog, name);
  if (row !== undefined && table?.oid === row.oid) return table;
  if (row !== undefined) await registry.delete(dataModelTables).where(registryRow(sourceId, name));
  if (table === undefined) throw recordNotFound();
  throw badRequest('dataModelReadOnly', { table: name });
}

export async function createTable(
  model: ModelDatabase,
  userId: string,
  design: DataModelTableDesign,
): Promise<string[]> {
  const { sourceId } = model;
  checkDesign(design);
  return inTransaction(model, async (catalog, registry) => {
    await lockName(registry, sourceId, design.name);
    if ((await catalogTable(catalog, design.name)) !== undefined) {
      throw badRequest('dataModelTableExists', { table: design.name });
    }
    const statements = createStatements(await currentSchema(catalog), design);
    await run(catalog, statements, design.name);
    const created = await catalogTable(catalog, design.name);
    if (created === undefined) throw new Error(`${design.name} was not created`);
    // A row left by a table dropped by other means names no table any more: it is replaced.
    await registry.delete(dataModelTables).where(registryRow(sourceId, design.name));
    await registry
      .insert(dataModelTables)
      .values({ sourceId, tableName: design.name, tableOid: created.oid, createdBy: userId });
    return statements;
  });
}

export async function changeTable(
  model: ModelDatabase,
  name: string,
  design: DataModelTableDesign,
): Promise<string[]> {
  const { sourceId } = model;
  checkDesign(design);
  return inTransaction(model, async (catalog, registry) => {
    const table = await lockDesigned(catalog, registry, sourceId, name);
    if (design.name !== name) {
      await lockName(registry, sourceId, design.name);
      await registry.delete(dataModelTables).where(registryRow(sourceId, design.name));
    }
    const current = await currentTable(catalog, table);
    if (design.version !== undefined && design.version !== versionOf(current)) {
      throw badRequest('dataModelChanged');
    }
    const statements = alterStatements(current, design);
    await run(catalog, statements, design.name);
    if (design.name !== name) {
      await registry
        .update(dataModelTables)
        .set({ tableName: design.name })
        .where(registryRow(sourceId, name));
    }
    return statements;
  });
}

export async function dropTable(model: ModelDatabase, name: string): Promise<void> {
  const { sourceId } = model;
  await inTransaction(model, async (catalog, registry) => {
    const table = await lockDesigned(catalog, registry, sourceId, name);
    await run(catalog, [`DROP TABLE ${qualified(table.schema, name)}`], name);
    await registry.delete(dataModelTables).where(registryRow(sourceId, name));
  });
}
