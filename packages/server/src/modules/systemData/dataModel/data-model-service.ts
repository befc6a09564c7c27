import { createHash } from 'node:crypto';
import type { DataModelTable, DataModelTableDesign, DataModelTableInfo } from '@mepm/contract';
import { dataModelTables } from '../../../db/schema';
import { recordNotFound } from '../../../kernel/data/not-found';
import {
  catalogIndexes,
  catalogTable,
  catalogTables,
  currentSchema,
} from '../../../kernel/table-design/catalog';
import {
  alterStatements,
  createStatements,
  type CurrentTable,
} from '../../../kernel/table-design/ddl';
import { checkDesign } from '../../../kernel/table-design/design-check';
import {
  currentTable,
  designedTables,
  dropDesigned,
  inTransaction,
  isDesigned,
  lockDesigned,
  lockName,
  recordCreated,
  registryRow,
  runStatements,
  type ModelDatabase,
} from '../../../kernel/table-design/designed-tables';
import { badRequest } from '../../../plugins/envelope/api-error';

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
    await runStatements(catalog, statements, design.name);
    await recordCreated(catalog, registry, { sourceId, name: design.name, userId });
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
    await runStatements(catalog, statements, design.name);
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
    await dropDesigned(catalog, registry, sourceId, table);
  });
}
