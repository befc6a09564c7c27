import { createHash } from 'node:crypto';
import type { DataModelTable, DataModelTableInfo } from '@mepm/contract';
import type { SourceConnection } from '../../../kernel/data-sources/source-connection';
import { recordNotFound } from '../../../kernel/data/not-found';

/**
 * The tables of an external data source, as the data model page browses them: read through the
 * source's own catalog, always read-only (tables are designed on the platform's database).
 */
export async function listExternalTables(
  source: SourceConnection,
  keyword: string | undefined,
): Promise<DataModelTable[]> {
  const access = await source.openTables();
  try {
    const wanted = keyword?.trim().toLowerCase() ?? '';
    return (await access.list())
      .filter((table) => table.name.toLowerCase().includes(wanted))
      .map((table) => ({ ...table, readOnly: true }));
  } finally {
    await access.close();
  }
}

export async function readExternalTable(
  source: SourceConnection,
  name: string,
): Promise<DataModelTableInfo> {
  const access = await source.openTables();
  try {
    const [shape, summary] = await Promise.all([
      access.describe(name),
      access.list().then((tables) => tables.find((table) => table.name === name)),
    ]);
    if (shape === undefined) throw recordNotFound();
    const columns = shape.columns.map((column) => ({
      name: column.name,
      type: column.nativeType,
      design: null,
      length: column.length,
      scale: column.scale,
      nullable: column.nullable,
      primaryKey: shape.primaryKey.includes(column.name),
      defaultValue: column.defaultValue,
      comment: column.comment,
    }));
    const indexes =
      shape.primaryKey.length === 0
        ? []
        : [{ name: 'PRIMARY KEY', columns: shape.primaryKey, unique: true, primary: true }];
    return {
      name,
      kind: shape.kind,
      comment: summary?.comment ?? '',
      rows: summary?.rows ?? null,
      readOnly: true,
      columns,
      indexes,
      version: createHash('sha256').update(JSON.stringify(columns)).digest('hex').slice(0, 32),
    };
  } finally {
    await access.close();
  }
}
