import type { Language } from '@mepm/contract';
import type { Queryable } from '../../db/client';
import { dictionaryItemNames } from './dictionary-items';

/** Records of one category: the item's code, its shown name and the records in their order. */
export interface CategoryGroup<T> {
  id: string;
  fullName: string;
  children: T[];
}

/**
 * Groups records by the dictionary item their `category` names, for choosers (released designs,
 * launchable flows): groups in the dictionary's order, a code the dictionary lacks last, named
 * by its code.
 */
export async function groupByCategory<R extends { category: string }, T>(
  db: Queryable,
  dictionary: string,
  language: Language,
  rows: readonly R[],
  child: (row: R) => T,
): Promise<CategoryGroup<T>[]> {
  const names = await dictionaryItemNames(db, dictionary, language);
  const order = [...names.keys()];
  const rank = (code: string) => (order.includes(code) ? order.indexOf(code) : order.length);
  const groups = new Map<string, CategoryGroup<T>>();
  for (const row of rows) {
    const group = groups.get(row.category) ?? {
      id: row.category,
      fullName: names.get(row.category) ?? row.category,
      children: [],
    };
    groups.set(row.category, group);
    group.children.push(child(row));
  }
  return [...groups.values()].sort((a, b) => rank(a.id) - rank(b.id));
}
