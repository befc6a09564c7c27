import type {
  DataModelColumn,
  DataModelColumnDesign,
  DataModelColumnType,
  DataModelTableDesign,
} from '@mepm/contract';
import { badRequest } from '../../plugins/envelope/api-error';
import { typeSql } from './column-types';
import { defaultSql } from './design-check';
import { qualified, quoteIdent as q, quoteLiteral } from './sql-text';

const designedTypeSql = (column: DataModelColumnDesign) =>
  typeSql({ type: column.type, length: column.length ?? null, scale: column.scale ?? null });

function columnDefinition(column: DataModelColumnDesign): string {
  const parts = [q(column.name), designedTypeSql(column)];
  const fallback = defaultSql(column);
  if (fallback !== null) parts.push(`DEFAULT ${fallback}`);
  if (!column.nullable || column.primaryKey) parts.push('NOT NULL');
  return parts.join(' ');
}

/** The statements that create a designed table, in `schema`, with its key and comments. */
export function createStatements(schema: string, design: DataModelTableDesign): string[] {
  const table = qualified(schema, design.name);
  const lines = design.columns.map(columnDefinition);
  const key = design.columns.filter((column) => column.primaryKey).map((column) => q(column.name));
  if (key.length > 0) lines.push(`PRIMARY KEY (${key.join(', ')})`);
  const statements = [`CREATE TABLE ${table} (\n  ${lines.join(',\n  ')}\n)`];
  if (design.comment)
    statements.push(`COMMENT ON TABLE ${table} IS ${quoteLiteral(design.comment)}`);
  for (const column of design.columns) {
    if (column.comment) {
      statements.push(
        `COMMENT ON COLUMN ${table}.${q(column.name)} IS ${quoteLiteral(column.comment)}`,
      );
    }
  }
  return statements;
}

/** What the catalog says of the table being changed. */
export interface CurrentTable {
  schema: string;
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
  const kept = new Set(design.columns.flatMap((column) => column.originalName ?? []));
  for (const column of design.columns) {
    if (column.originalName !== undefined && !byName.has(column.originalName)) {
      throw badRequest('dataModelUnknownColumn', { column: column.originalName });
    }
    // A new column under the name of one the design drops is almost always a stale or repeated
    // save, which would drop the column's data and add it empty: refused, never guessed.
    if (column.originalName === undefined && byName.has(column.name) && !kept.has(column.name)) {
      throw badRequest('dataModelColumnExists', { column: column.name });
    }
  }
  const table = qualified(current.schema, current.name);
  const statements: string[] = [];

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

  statements.push(...renameStatements(table, design, byName));

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
  current: ReadonlyMap<string, unknown>,
): string[] {
  const kept = new Set(design.columns.flatMap((column) => column.originalName ?? []));
  const renames = design.columns.flatMap(({ originalName, name }) =>
    originalName !== undefined && originalName !== name ? [{ from: originalName, to: name }] : [],
  );
  const rename = (from: string, to: string) =>
    `ALTER TABLE ${table} RENAME COLUMN ${q(from)} TO ${q(to)}`;
  // A target that a kept column still holds: go through temporary names so no step collides.
  if (!renames.some(({ to }) => kept.has(to)))
    return renames.map(({ from, to }) => rename(from, to));
  const taken = new Set([...current.keys(), ...design.columns.map((column) => column.name)]);
  const temporary = renames.map((_, i) => {
    let name = `__renaming_${i}`;
    while (taken.has(name)) name = `_${name}`;
    taken.add(name);
    return name;
  });
  return [
    ...renames.map(({ from }, i) => rename(from, temporary[i] ?? from)),
    ...renames.map(({ to }, i) => rename(temporary[i] ?? to, to)),
  ];
}

const NUMBERS: readonly DataModelColumnType[] = ['int', 'bigint', 'decimal'];
const STRINGS: readonly DataModelColumnType[] = ['varchar', 'text'];
const TIMES: readonly DataModelColumnType[] = ['date', 'timestamptz'];

/**
 * Whether PostgreSQL converts `from` to `to` on its own (an assignment cast). Those conversions
 * refuse what does not fit (a text longer than the new length, a number out of range), where an
 * explicit `USING col::type` would cut a text short without a word; other changes need `USING`,
 * and fail for values that do not convert.
 */
function convertsByAssignment(from: DataModelColumnType, to: DataModelColumnType): boolean {
  if (STRINGS.includes(to)) return true;
  return [NUMBERS, TIMES].some((family) => family.includes(from) && family.includes(to));
}

function columnChanges(
  table: string,
  before: DataModelColumn,
  column: DataModelColumnDesign,
): string[] {
  const at = `ALTER TABLE ${table} ALTER COLUMN ${q(column.name)}`;
  const statements: string[] = [];
  const newType = designedTypeSql(column);
  const from = before.design;
  // A column the page cannot design never gets here (alterStatements refuses its table).
  const oldType =
    from === null
      ? before.type
      : typeSql({ type: from, length: before.length, scale: before.scale });
  const typeChanges = newType !== oldType;
  const newDefault = defaultSql(column);
  const defaultChanges = (column.defaultValue ?? null) !== before.defaultValue;
  // The old default would have to convert to the new type first: it goes before the change.
  const dropsDefaultFirst = typeChanges && before.defaultValue !== null;
  if (dropsDefaultFirst) statements.push(`${at} DROP DEFAULT`);
  if (typeChanges) {
    const using =
      from !== null && convertsByAssignment(from, column.type)
        ? ''
        : ` USING ${q(column.name)}::${newType}`;
    statements.push(`${at} TYPE ${newType}${using}`);
  }
  if (newDefault !== null && (defaultChanges || dropsDefaultFirst)) {
    statements.push(`${at} SET DEFAULT ${newDefault}`);
  } else if (newDefault === null && defaultChanges && !dropsDefaultFirst) {
    statements.push(`${at} DROP DEFAULT`);
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
