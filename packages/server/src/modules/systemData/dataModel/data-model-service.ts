import type { DataModelTable, DataModelTableDesign, DataModelTableInfo } from '@mepm/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../../../db/client';
import { recordNotFound } from '../../../kernel/data/not-found';
import { OWN_DATABASE_SOURCE_ID } from '../../../kernel/data-sources/source-connection';
import { badRequest } from '../../../plugins/envelope/api-error';
import {
  catalogColumns,
  catalogIndexes,
  catalogTable,
  catalogTables,
  primaryKeyName,
} from './catalog';
import { readColumn } from './column-types';
import { alterStatements, createStatements, type CurrentTable } from './ddl';
import { ddlRefusal } from './ddl-error';
import { checkDesign } from './design-check';
import { dataModelTables } from './schema';
import { quoteIdent } from './sql-text';

/** Only the platform's own database is modelled so far; other sources answer why not. */
function requireOwnSource(sourceId: string): void {
  if (sourceId !== OWN_DATABASE_SOURCE_ID) throw badRequest('dataModelSourceUnsupported');
}

async function designedTables(db: Queryable, sourceId: string): Promise<Set<string>> {
  const rows = await db
    .select({ name: dataModelTables.tableName })
    .from(dataModelTables)
    .where(eq(dataModelTables.sourceId, sourceId));
  return new Set(rows.map((row) => row.name));
}

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
  return tables.map((table) => ({
    ...table,
    readOnly: table.kind === 'view' || !designed.has(table.name),
  }));
}

export async function readTable(
  db: Db,
  sourceId: string,
  name: string,
): Promise<DataModelTableInfo> {
  requireOwnSource(sourceId);
  const table = await catalogTable(db, name);
  if (table === undefined) throw recordNotFound();
  const [columns, indexes, designed, [estimate]] = await Promise.all([
    catalogColumns(db, name),
    catalogIndexes(db, name),
    designedTables(db, sourceId),
    catalogTables(
      db,
      name.replace(/[\\%_]/g, (c) => `\\${c}`),
    ),
  ]);
  const read = columns.map(readColumn);
  return {
    ...table,
    rows: estimate?.name === name ? estimate.rows : null,
    readOnly:
      table.kind === 'view' || !designed.has(name) || read.some((column) => column.design === null),
    columns: read,
    indexes,
  };
}

async function currentTable(db: Queryable, name: string): Promise<CurrentTable> {
  const table = await catalogTable(db, name);
  if (table === undefined) throw recordNotFound();
  const [columns, keyName] = await Promise.all([
    catalogColumns(db, name),
    primaryKeyName(db, name),
  ]);
  return {
    name,
    comment: table.comment,
    columns: columns.map(readColumn),
    primaryKeyName: keyName,
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
  if (table === undefined) return createStatements(design);
  return alterStatements(await currentTable(db, table), design);
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
 * Locks the registry row of a designed table for the rest of the transaction: two changes of one
 * table run one after the other, each designing against what the other left. A table the data
 * model did not make is refused as read-only; no table at all is not found.
 */
async function lockDesigned(tx: Tx, sourceId: string, name: string): Promise<void> {
  const [row] = await tx
    .select({ name: dataModelTables.tableName })
    .from(dataModelTables)
    .where(and(eq(dataModelTables.sourceId, sourceId), eq(dataModelTables.tableName, name)))
    .for('update');
  if (row !== undefined) return;
  if ((await catalogTable(tx, name)) === undefined) throw recordNotFound();
  throw badRequest('dataModelReadOnly', { table: name });
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

export async function createTable(
  db: Db,
  userId: string,
  sourceId: string,
  design: DataModelTableDesign,
): Promise<string[]> {
  requireOwnSource(sourceId);
  checkDesign(design);
  const statements = createStatements(design);
  await db.transaction(async (tx) => {
    await lockName(tx, sourceId, design.name);
    if ((await catalogTable(tx, design.name)) !== undefined) {
      throw badRequest('dataModelTableExists', { table: design.name });
    }
    await run(tx, statements, design.name);
    await tx
      .insert(dataModelTables)
      .values({ sourceId, tableName: design.name, createdBy: userId });
  });
  return statements;
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
    await lockDesigned(tx, sourceId, name);
    if (design.name !== name) await lockName(tx, sourceId, design.name);
    const statements = alterStatements(await currentTable(tx, name), design);
    await run(tx, statements, design.name);
    if (design.name !== name) {
      await tx
        .update(dataModelTables)
        .set({ tableName: design.name })
        .where(and(eq(dataModelTables.sourceId, sourceId), eq(dataModelTables.tableName, name)));
    }
    return statements;
  });
}

export async function dropTable(db: Db, sourceId: string, name: string): Promise<void> {
  requireOwnSource(sourceId);
  await db.transaction(async (tx) => {
    await lockDesigned(tx, sourceId, name);
    await run(tx, [`DROP TABLE ${quoteIdent(name)}`], name);
    await tx
      .delete(dataModelTables)
      .where(and(eq(dataModelTables.sourceId, sourceId), eq(dataModelTables.tableName, name)));
  });
}
