import type { DataModelColumn, DataModelColumnDesign, DataModelTableDesign } from '@mepm/contract';
import { badRequest } from '../../../plugins/envelope/api-error';
import { typeSql } from './column-types';
import { defaultSql } from './design-check';
import { quoteIdent as q, quoteLiteral } from './sql-text';

const designedTypeSql = (column: DataModelColumnDesign) =>
  typeSql({ type: column.type, length: column.length ?? null, scale: column.scale ?? null });

function columnDefinition(column: DataModelColumnDesign): string {
  const parts = [q(column.name), designedTypeSql(column)];
  const fallback = defaultSql(column);
  if (fallback !== null) parts.push(`DEFAULT ${fallback}`);
  if (!column.nullable || column.primaryKey) parts.push('NOT NULL');
  return parts.join(' ');
}

function commentStatements(table: string, design: DataModelTableDesign): string[] {
  const statements: string[] = [];
  if (design.comment)
    statements.push(`COMMENT ON TABLE ${q(table)} IS ${quoteLiteral(design.comment)}`);
  for (const column of design.columns) {
    if (column.comment) {
      statements.push(
        `COMMENT ON COLUMN ${q(table)}.${q(column.name)} IS ${quoteLiteral(column.comment)}`,
      );
    }
  }
  return statements;
}

/** The statements that create a designed table with its key and comments. */
export function createStatements(design: DataModelTableDesign): string[] {
  const lines = design.columns.map(columnDefinition);
  const key = design.columns.filter((column) => column.primaryKey).map((column) => q(column.name));
  if (key.length > 0) lines.push(`PRIMARY KEY (${key.join(', ')})`);
  return [
    `CREATE TABLE ${q(design.name)} (\n  ${lines.join(',\n  ')}\n)`,
    ...commentStatements(design.name, design),
  ];
}

/** What the catalog says of the table being changed. */
export interface CurrentTable {
  name: string;
  comment: string;
  columns: readonly DataModelColumn[];
  primaryKeyName: string | undefined;
}

/**
 * The statements that change a table to a new design, in an order that always holds: dropped
 * columns go first, renames pass through temporary names when two columns swap names, new
 * columns come after the changes, the key is rebuilt only when its columns change, and the table
 * is renamed last so that every earlier statement names it as it is.
 */
export function alterStatements(current: CurrentTable, design: DataModelTableDesign): string[] {
  const byName = new Map(current.columns.map((column) => [column.name, column]));
  for (const column of current.columns) {
    if (column.design === null) {
      throw badRequest('dataModelNotDesignable', { column: column.name, type: column.type });
    }
  }
  for (const column of design.columns) {
    if (column.originalName !== undefined && !byName.has(column.originalName)) {
      throw badRequest('dataModelUnknownColumn', { column: column.originalName });
    }
  }
  const table = q(current.name);
  const statements: string[] = [];
  const kept = new Set(design.columns.flatMap((column) => column.originalName ?? []));

  for (const column of current.columns) {
    if (!kept.has(column.name))
      statements.push(`ALTER TABLE ${table} DROP COLUMN ${q(column.name)}`);
  }

  const oldKey = new Set(current.columns.filter((c) => c.primaryKey).map((c) => c.name));
  const newKey = design.columns.filter((column) => column.primaryKey);
  // Dropping a key column drops the key with it; otherwise a changed key is dropped by name.
  const keyLostColumn = [...oldKey].some((name) => !kept.has(name));
  const keyChanges =
    keyLostColumn ||
    oldKey.size !== newKey.length ||
    newKey.some((column) => column.originalName === undefined || !oldKey.has(column.originalName));
  if (keyChanges && !keyLostColumn && current.primaryKeyName !== undefined && oldKey.size > 0) {
    statements.push(`ALTER TABLE ${table} DROP CONSTRAINT ${q(current.primaryKeyName)}`);
  }

  statements.push(...renameStatements(table, design, kept));

  for (const column of design.columns) {
    const before = column.originalName === undefined ? undefined : byName.get(column.originalName);
    if (before === undefined) {
      statements.push(`ALTER TABLE ${table} ADD COLUMN ${columnDefinition(column)}`);
      continue;
    }
    statements.push(...columnChanges(table, before, column));
  }

  if (keyChanges && newKey.length > 0) {
    const columns = newKey.map((column) => q(column.name)).join(', ');
    statements.push(`ALTER TABLE ${table} ADD PRIMARY KEY (${columns})`);
  }
  if ((design.comment ?? '') !== current.comment) {
    statements.push(`COMMENT ON TABLE ${table} IS ${quoteLiteral(design.comment ?? '')}`);
  }
  if (design.name !== current.name) {
    statements.push(`ALTER TABLE ${table} RENAME TO ${q(design.name)}`);
  }
  return statements;
}

function renameStatements(
  table: string,
  design: DataModelTableDesign,
  kept: ReadonlySet<string>,
): string[] {
  const renames = design.columns.flatMap(({ originalName, name }) =>
    originalName !== undefined && originalName !== name ? [{ from: originalName, to: name }] : [],
  );
  const rename = (from: string, to: string) =>
    `ALTER TABLE ${table} RENAME COLUMN ${q(from)} TO ${q(to)}`;
  // A target that a kept column still holds: go through temporary names so no step collides.
  if (!renames.some(({ to }) => kept.has(to)))
    return renames.map(({ from, to }) => rename(from, to));
  const temporary = (i: number) => `__renaming_${i}`;
  return [
    ...renames.map(({ from }, i) => rename(from, temporary(i))),
    ...renames.map(({ to }, i) => rename(temporary(i), to)),
  ];
}

function columnChanges(
  table: string,
  before: DataModelColumn,
  column: DataModelColumnDesign,
): string[] {
  const at = `ALTER TABLE ${table} ALTER COLUMN ${q(column.name)}`;
  const statements: string[] = [];
  const newType = designedTypeSql(column);
  // A column the page cannot design never gets here (alterStatements refuses its table).
  const oldType =
    before.design === null
      ? before.type
      : typeSql({ type: before.design, length: before.length, scale: before.scale });
  if (newType !== oldType) {
    statements.push(`${at} TYPE ${newType} USING ${q(column.name)}::${newType}`);
  }
  const newDefault = defaultSql(column);
  const oldDefault = before.defaultValue;
  if ((column.defaultValue ?? null) !== oldDefault || newType !== oldType) {
    statements.push(newDefault === null ? `${at} DROP DEFAULT` : `${at} SET DEFAULT ${newDefault}`);
  }
  const notNull = !column.nullable || column.primaryKey;
  if (notNull === before.nullable) statements.push(`${at} ${notNull ? 'SET' : 'DROP'} NOT NULL`);
  if ((column.comment ?? '') !== before.comment) {
    statements.push(
      `COMMENT ON COLUMN ${table}.${q(column.name)} IS ${quoteLiteral(column.comment ?? '')}`,
    );
  }
  return statements;
}
