/** Moves the item at `index` one place up (-1) or down (+1); out of range leaves the list. */
export function moveItem<T>(list: readonly T[], index: number, step: -1 | 1): readonly T[] {
  const target = index + step;
  if (index < 0 || target < 0 || index >= list.length || target >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(target, 0, item);
  return next;
}

/** Removes the item when present, else appends it. */
export function toggleItem<T>(list: readonly T[], item: T): readonly T[] {
  return list.includes(item) ? list.filter((each) => each !== item) : [...list, item];
}
