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

/** Copies of `rows` holding only the allowed fields plus `alwaysKeep` (ids the UI needs). */
export function trimColumns<T extends object>(
  rows: readonly T[],
  allowed: AllowedColumns,
  alwaysKeep: readonly string[] = ['id'],
): Partial<T>[] {
  if (allowed === 'all') return [...rows];
  const keep = (key: string) => allowed.has(key) || alwaysKeep.includes(key);
  return rows.map(
    (row) => Object.fromEntries(Object.entries(row).filter(([key]) => keep(key))) as Partial<T>,
  );
}
