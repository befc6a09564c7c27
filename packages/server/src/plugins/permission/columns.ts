import type { Caller } from '../../kernel/caller';

export type AllowedColumns = ReadonlySet<string> | 'all';

/**
 * The column codes of `menu` the caller may see: 'all' for administrators and for menus that
 * define no column elements; otherwise the granted ones (empty when the menu is not granted).
 */
export async function columnsFor(caller: Caller, menu: string): Promise<AllowedColumns> {
  const access = await caller.access();
  if (access === 'all') return 'all';
  const rights = access.get(menu);
  if (rights === undefined) return new Set();
  return rights.definedColumns.size === 0 ? 'all' : rights.columns;
}

/**
 * Copies of `rows` holding only the allowed fields, their id and `alwaysKeep` (other fields the
 * UI needs).
 */
export function trimColumns<T extends { id: string }>(
  rows: readonly T[],
  allowed: AllowedColumns,
  alwaysKeep: readonly string[] = [],
): (Partial<T> & Pick<T, 'id'>)[] {
  if (allowed === 'all') return [...rows];
  const first = rows[0];
  if (first === undefined) return [];
  // The kept names once per list, not per row: a page holds up to 1000 rows of one shape.
  const kept = [...new Set([...alwaysKeep, ...allowed])].filter(
    (key): key is Extract<keyof T, string> => Object.hasOwn(first, key),
  );
  return rows.map((row) => {
    const fields: Partial<T> = {};
    for (const key of kept) fields[key] = row[key];
    return Object.assign(fields, { id: row.id });
  });
}
