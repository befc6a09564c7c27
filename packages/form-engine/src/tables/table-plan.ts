import type {
  DataModelColumn,
  DataModelColumnDesign,
  DataModelTableDesign,
  DesignTableChange,
} from '@mepm/contract';

/** A change that can lose data: what it touches and why (the contract's shape). */
export type DestructiveChange = DesignTableChange;

/** One table's step: made, changed to `design` (columns kept name their `originalName`), dropped. */
export type TableStep =
  | { kind: 'create'; design: DataModelTableDesign }
  | { kind: 'alter'; design: DataModelTableDesign }
  | { kind: 'drop'; table: string };

export interface TablePlan {
  steps: TableStep[];
  destructive: DestructiveChange[];
}

/** A column's designed type as one text, the way the data model shows it. */
export function typeText(column: {
  type: string;
  length?: number | null;
  scale?: number | null;
}): string {
  if (column.type === 'varchar') return `varchar(${column.length ?? 255})`;
  if (column.type === 'decimal') return `decimal(${column.length ?? 18},${column.scale ?? 0})`;
  return column.type;
}

/** Whole digits a column of an integer type may need. */
const INTEGER_DIGITS: Readonly<Record<string, number>> = { int: 10, bigint: 19 };

/**
 * Whether every value of `before` fits `after` unchanged: a longer varchar, varchar to text, a
 * decimal with no fewer whole and decimal digits, int to bigint, or an integer to a decimal with
 * room for its digits.
 */
export function widens(before: DataModelColumn, after: DataModelColumnDesign): boolean {
  const from = before.design;
  if (from === null) return false;
  if (from === after.type) {
    if (from === 'varchar') return (after.length ?? 255) >= (before.length ?? 255);
    if (from !== 'decimal') return true;
    const [fromLength, fromScale] = [before.length ?? 18, before.scale ?? 0];
    const [toLength, toScale] = [after.length ?? 18, after.scale ?? 0];
    return toScale >= fromScale && toLength - toScale >= fromLength - fromScale;
  }
  if (from === 'varchar' && after.type === 'text') return true;
  if (from === 'int' && after.type === 'bigint') return true;
  const digits = INTEGER_DIGITS[from];
  return (
    digits !== undefined &&
    after.type === 'decimal' &&
    (after.length ?? 18) - (after.scale ?? 0) >= digits
  );
}

const sameType = (before: DataModelColumn, after: DataModelColumnDesign) =>
  before.design !== null &&
  typeText({ type: before.design, length: before.length, scale: before.scale }) === typeText(after);

/**
 * The plan that takes a design's tables from what the database has (`current`, by table name;
 * absent: no such table) to `target`, dropping `dropped` (tables the design had and no longer
 * has). Added tables and columns and widened types are safe; every dropped table or column and
 * every narrowed or changed type is listed as destructive, by name.
 */
export function planTables(
  current: ReadonlyMap<string, readonly DataModelColumn[]>,
  target: readonly DataModelTableDesign[],
  dropped: readonly string[] = [],
): TablePlan {
  const steps: TableStep[] = [];
  const destructive: DestructiveChange[] = [];
  for (const design of target) {
    const columns = current.get(design.name);
    if (columns === undefined) {
      steps.push({ kind: 'create', design });
      continue;
    }
    const byName = new Map(columns.map((column) => [column.name, column]));
    const wanted = new Set(design.columns.map((column) => column.name));
    for (const column of columns) {
      if (!wanted.has(column.name)) {
        destructive.push({ table: design.name, column: column.name, change: 'dropColumn' });
      }
    }
    const kept = design.columns.map((column): DataModelColumnDesign => {
      const before = byName.get(column.name);
      if (before === undefined) return column;
      if (!sameType(before, column) && !widens(before, column)) {
        destructive.push({
          table: design.name,
          column: column.name,
          change: before.design === column.type ? 'narrow' : 'retype',
          from: before.type,
          to: typeText(column),
        });
      }
      return { ...column, originalName: column.name };
    });
    steps.push({ kind: 'alter', design: { ...design, columns: kept } });
  }
  for (const table of dropped) {
    if (!current.has(table)) continue;
    steps.push({ kind: 'drop', table });
    destructive.push({ table, change: 'dropTable' });
  }
  return { steps, destructive };
}
