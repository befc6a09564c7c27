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

/** The first `optionN` id the tree does not use yet, with its number for the default name. */
export function freshOption(
  tree: readonly FieldOption[],
  name: (n: number) => string,
): FieldOption {
  const used = collectIds(tree, new Set());
  let n = used.size + 1;
  while (used.has(`option${n}`)) n += 1;
  return { id: `option${n}`, fullName: name(n) };
}
