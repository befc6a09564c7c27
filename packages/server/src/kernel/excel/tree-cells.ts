import type { FieldOption, FormField } from '@mepm/contract';
import { isMultiple, problem, splitNames, type CellResult } from './cell-basics';

/** An option tree and every name a cell may give an option by (its name, translations). */
export interface OptionTree {
  options: readonly FieldOption[];
  names: (option: FieldOption) => readonly string[];
}

export type TreeOf = (field: FormField) => OptionTree | undefined;

/** A path's steps: the export joins a cascader's names with `,`; people write `a/b/c`. */
const PATH_STEP = /\s*[/／,，]\s*/;
/** A multiple cascader's paths, each of steps. */
const PATHS = /\s*[;；]\s*/;

type Found = { path: FieldOption[] } | { missing: 'unknown' | 'ambiguous'; name: string };

const named = (tree: OptionTree, option: FieldOption, name: string): boolean =>
  option.fullName === name || String(option.id) === name || tree.names(option).includes(name);

/** The options down `steps` from the roots, each step one option of the level by its name. */
function walk(tree: OptionTree, steps: readonly string[]): Found {
  const path: FieldOption[] = [];
  let level = tree.options;
  for (const step of steps) {
    const matches = level.filter((option) => named(tree, option, step));
    if (matches.length !== 1) {
      return { missing: matches.length === 0 ? 'unknown' : 'ambiguous', name: step };
    }
    const [option] = matches as [FieldOption];
    path.push(option);
    level = option.children ?? [];
  }
  return { path };
}

/** The one option anywhere in the tree named `name`, with the path to it. */
function search(tree: OptionTree, name: string): Found {
  const found: FieldOption[][] = [];
  const visit = (options: readonly FieldOption[], above: FieldOption[]) => {
    for (const option of options) {
      const path = [...above, option];
      if (named(tree, option, name)) found.push(path);
      visit(option.children ?? [], path);
    }
  };
  visit(tree.options, []);
  const ids = new Set(found.map((path) => String(path[path.length - 1]?.id)));
  if (ids.size === 1 && found[0]) return { path: found[0] };
  return { missing: ids.size === 0 ? 'unknown' : 'ambiguous', name };
}

const refused = (found: Exclude<Found, { path: FieldOption[] }>): CellResult =>
  problem(found.missing === 'unknown' ? 'excelNoSuchOption' : 'excelAmbiguousName', found.name);

/**
 * A cascader's cell as the path of option ids it names (`a/b/c`, or `a,b,c` as the export writes
 * it; several paths separated by `;`), or a tree select's as the id of the option it names: by
 * its name when one option of the tree has it, else by its path.
 */
export function toTreeChoice(
  field: FormField,
  text: string,
  tree: OptionTree | undefined,
): CellResult {
  const known = tree ?? { options: [], names: () => [] };
  const multiple = isMultiple(field);
  const cascader = field.__config__.wyzxKey === 'cascader';
  const items = !multiple
    ? [text.trim()]
    : cascader
      ? text
          .split(PATHS)
          .map((one) => one.trim())
          .filter(Boolean)
      : splitNames(text);
  const values: unknown[] = [];
  for (const item of items) {
    let found = cascader ? walk(known, item.split(PATH_STEP)) : search(known, item);
    if (!cascader && 'missing' in found && PATH_STEP.test(item)) {
      found = walk(known, item.split(PATH_STEP));
    }
    if ('missing' in found) return refused(found);
    const ids = found.path.map((option) => option.id);
    values.push(cascader ? ids : ids[ids.length - 1]);
  }
  return { value: multiple ? values : values[0] };
}
