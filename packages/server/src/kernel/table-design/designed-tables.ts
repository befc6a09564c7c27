import { and, eq, sql } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../../db/client';
import { dataModelTables } from '../../db/schema';
import { recordNotFound } from '../data/not-found';
import { badRequest } from '../../plugins/envelope/api-error';
import { catalogColumns, catalogTable, primaryKeyName, type CatalogTableOf } from './catalog';
import { readColumn } from './column-types';
import type { CurrentTable } from './ddl';
import { ddlRefusal } from './ddl-error';
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

/** How long a source's DDL waits for a lock there before the change is refused. */
export const SOURCE_LOCK_TIMEOUT_MS = 5000;

/**
 * One transaction for both when they are one database. Otherwise the registry's transaction
 * holds its locks around the source's: the source's DDL commits first, then the registry records
 * it (a registry that then fails to commit leaves the table there, shown read-only). The source's
 * DDL waits at most SOURCE_LOCK_TIMEOUT_MS for a lock someone holds there (then 400, ddlRefusal):
 * meanwhile the registry's transaction holds its rows, and on the embedded database its one
 * session, so every other request would wait with it.
 */
export function inTransaction<T>(
  model: ModelDatabase,
  work: (catalog: Tx, registry: Tx) => Promise<T>,
): Promise<T> {
  if (model.catalog === model.registry) return model.registry.transaction((tx) => work(tx, tx));
  return model.registry.transaction((registry) =>
    model.catalog.transaction(async (catalog) => {
      await catalog.execute(sql.raw(`set local lock_timeout = ${SOURCE_LOCK_TIMEOUT_MS}`));
      return work(catalog, registry);
    }),
  );
}

export const registryRow = (sourceId: string, name: string) =>
  and(eq(dataModelTables.sourceId, sourceId), eq(dataModelTables.tableName, name));

/** The oids of the tables the data model made, by name. */
export async function designedTables(
  db: Queryable,
  sourceId: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ name: dataModelTables.tableName, oid: dataModelTables.tableOid })
    .from(dataModelTables)
    .where(eq(dataModelTables.sourceId, sourceId));
  return new Map(rows.map((row) => [row.name, row.oid]));
}

/** Whether a catalog table is the one the data model made under its name (not a look-alike). */
export const isDesigned = (
  designed: ReadonlyMap<string, number>,
  table: { name: string; oid: number },
) => designed.get(table.name) === table.oid;

/** A catalog table with its columns as the designer reads them. */
export async function currentTable(db: Queryable, table: CatalogTableOf): Promise<CurrentTable> {
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

/** Runs designed statements one by one; a refusal by the database reads as the designer's. */
export async function runStatements(
  tx: Tx,
  statements: readonly string[],
  table: string,
): Promise<void> {
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
export async function lockName(tx: Tx, sourceId: string, name: string): Promise<void> {
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
export async function lockDesigned(
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

/**
 * Records a table just created in the registry (so that the data model shows it as designed).
 * A row left by a table dropped by other means names no table any more: it is replaced.
 */
export async function recordCreated(
  catalog: Tx,
  registry: Tx,
  { sourceId, name, userId }: { sourceId: string; name: string; userId: string },
): Promise<void> {
  const created = await catalogTable(catalog, name);
  if (created === undefined) throw new Error(`${name} was not created`);
  await registry.delete(dataModelTables).where(registryRow(sourceId, name));
  await registry
    .insert(dataModelTables)
    .values({ sourceId, tableName: name, tableOid: created.oid, createdBy: userId });
}

/** Drops a designed table (locked by lockDesigned) and its registry row. */
export async function dropDesigned(
  catalog: Tx,
  registry: Tx,
  sourceId: string,
  table: CatalogTableOf,
): Promise<string> {
  const statement = `DROP TABLE ${qualified(table.schema, table.name)}`;
  await runStatements(catalog, [statement], table.name);
  await registry.delete(dataModelTables).where(registryRow(sourceId, table.name));
  return statement;
}
