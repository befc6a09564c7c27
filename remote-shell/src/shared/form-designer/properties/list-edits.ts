/** Immutable edits of the lists the panel edits (rules, options, conditions, columns). */

export const replaced = <T>(list: readonly T[], index: number, item: T): T[] =>
  list.map((current, at) => (at === index ? item : current));

export const removed = <T>(list: readonly T[], index: number): T[] =>
  list.filter((_item, at) => at !== index);

/** The list with the item at `index` swapped with its neighbour `by` places away (±1). */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

/** An empty list means "none": the optional key goes away rather than holding []. */
export const orNone = <T>(list: readonly T[]): T[] | undefined =>
  list.length > 0 ? [...list] : undefined;
