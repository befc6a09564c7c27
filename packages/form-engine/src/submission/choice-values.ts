import type { FieldOption, FormField } from '@mepm/contract';
import { fail, pass, type ValueCheck, type ValueContext } from './value-check';

/**
 * Values chosen from options or pickers: option ids (as text or numbers, compared as text),
 * lists of them, cascader and address paths, organisation ids.
 */

/** The most ids a multiple field takes. */
export const MAX_CHOICES = 500;

const isId = (value: unknown): value is string | number =>
  (typeof value === 'string' && value !== '' && value.length <= 200) ||
  (typeof value === 'number' && Number.isFinite(value));

// Each option list indexed once: a submission may check thousands of choices against
// thousands of options, and a scan of the list per choice stalled the server for seconds.
const idSets = new WeakMap<readonly FieldOption[], ReadonlySet<string>>();
const levels = new WeakMap<readonly FieldOption[], ReadonlyMap<string, FieldOption>>();

function optionIds(options: readonly FieldOption[]): ReadonlySet<string> {
  let ids = idSets.get(options);
  if (!ids) {
    const found = new Set<string>();
    const stack = [...options];
    for (let option = stack.pop(); option !== undefined; option = stack.pop()) {
      found.add(String(option.id));
      stack.push(...(option.children ?? []));
    }
    ids = found;
    idSets.set(options, ids);
  }
  return ids;
}

/** The options of one level by id, children not included. */
function byId(options: readonly FieldOption[]): ReadonlyMap<string, FieldOption> {
  let level = levels.get(options);
  if (!level) {
    const map = new Map<string, FieldOption>();
    // The first of equal ids wins, as a scan would find it.
    for (const option of options)
      if (!map.has(String(option.id))) map.set(String(option.id), option);
    level = map;
    levels.set(options, level);
  }
  return level;
}

/** How a checked id or path compares with the others of its list. */
const keyOf = (item: unknown): string =>
  Array.isArray(item) ? item.map(String).join('\u0000') : String(item);

/** A list of distinct ids (or paths), at most MAX_CHOICES; `each` checks one. */
function checkList(value: unknown, each: (id: unknown) => ValueCheck): ValueCheck {
  if (!Array.isArray(value)) return fail('badType');
  if (value.length > MAX_CHOICES) return fail('tooManyChoices', { limit: MAX_CHOICES });
  for (const item of value) {
    const checked = each(item);
    if (!checked.ok) return checked;
  }
  // Compared once each item is known to be an id or a path of ids.
  if (new Set(value.map(keyOf)).size !== value.length) return fail('badChoice');
  return pass(value);
}

const isMultiple = (field: FormField): boolean =>
  field.__config__.wyzxKey === 'checkbox' || (field as { multiple?: boolean }).multiple === true;

/** Radio, checkbox, select, tree select: an option id, or a list of them when multiple. */
export function checkOptionValue(
  field: FormField,
  value: unknown,
  { options }: ValueContext,
): ValueCheck {
  const one = (id: unknown): ValueCheck => {
    if (!isId(id)) return fail('badType');
    return options === undefined || optionIds(options).has(String(id))
      ? pass(id)
      : fail('badChoice');
  };
  if (!isMultiple(field)) return one(value);
  const checked = checkList(value, one);
  if (!checked.ok || !Array.isArray(value) || field.__config__.wyzxKey !== 'checkbox')
    return checked;
  const { min, max } = field as { min?: number; max?: number };
  if (min !== undefined && value.length < min) return fail('tooFewChoices', { limit: min });
  if (max !== undefined && value.length > max) return fail('tooManyChoices', { limit: max });
  return checked;
}

/** A path from a root option down its children. */
function checkPath(
  path: unknown,
  options: readonly FieldOption[] | undefined,
  maxLength = 10,
): ValueCheck {
  if (!Array.isArray(path) || path.length === 0 || path.length > maxLength) return fail('badType');
  let level = options;
  for (const id of path) {
    if (!isId(id)) return fail('badType');
    if (level === undefined) continue;
    const option = byId(level).get(String(id));
    if (!option) return fail('badChoice');
    level = option.children ?? [];
  }
  return pass(path);
}

/** A cascader: a path of option ids, or a list of paths when multiple. */
export function checkCascader(
  field: FormField,
  value: unknown,
  { options }: ValueContext,
): ValueCheck {
  if (!isMultiple(field)) return checkPath(value, options);
  return checkList(value, (path) => checkPath(path, options));
}

/** An address: a path of area ids no deeper than the field's level, or a list of paths. */
export function checkAddress(field: FormField, value: unknown): ValueCheck {
  const { level = 3 } = field as { level?: number };
  const path = (item: unknown) =>
    Array.isArray(item) && item.every((id) => typeof id === 'string')
      ? checkPath(item, undefined, level + 1)
      : fail('badType');
  return isMultiple(field) ? checkList(value, path) : path(value);
}

/** Organisation, department, position, role and user pickers: ids, within `ableIds` when custom. */
export function checkPicker(field: FormField, value: unknown): ValueCheck {
  const { selectType, ableIds } = field as { selectType?: string; ableIds?: string[] };
  const one = (id: unknown): ValueCheck => {
    if (typeof id !== 'string' || id === '' || id.length > 64) return fail('badType');
    return selectType === 'custom' && !(ableIds ?? []).includes(id) ? fail('badChoice') : pass(id);
  };
  return isMultiple(field) ? checkList(value, one) : one(value);
}

/** Relation form and popup select: the related record's id, or a list when multiple. */
export function checkRecordId(field: FormField, value: unknown): ValueCheck {
  const one = (id: unknown): ValueCheck => (isId(id) ? pass(id) : fail('badType'));
  return isMultiple(field) ? checkList(value, one) : one(value);
}
