import type { FieldOption } from '@mepm/contract';

/** Building new static options: ids unique in the whole tree, as the design check wants. */

/** The engine's deepest option tree. */
export const MAX_OPTION_DEPTH = 10;
/** OptionSlot's and FieldOptionSchema's caps. */
export const MAX_OPTIONS = 2000;
export const OPTION_ID_LIMIT = 200;
export const OPTION_NAME_LIMIT = 200;

function collectIds(options: readonly FieldOption[], into: Set<string>): Set<string> {
  for (const option of options) {
    into.add(String(option.id));
    if (option.children) collectIds(option.children, into);
  }
  return into;
}

/**
 * The first id `n` (counting on from the options there are) the tree does not use yet, named by
 * its number as the designer names new options (选项1, 选项2…).
 */
export function freshOption(
  tree: readonly FieldOption[],
  name: (n: number) => string,
): FieldOption {
  const used = collectIds(tree, new Set());
  let n = used.size + 1;
  while (used.has(String(n))) n += 1;
  return { id: String(n), fullName: name(n) };
}
