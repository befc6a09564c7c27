import type { Comparison, Condition, FormValues } from '@mepm/contract';

/**
 * The comparison semantics of linkage conditions. Empty is null, undefined, '' and []. Scalars
 * compare loosely across the ways a value arrives: the number 1 equals the text '1' (option ids
 * come as either), true equals 1 and false 0 (switch values). An array equals another holding the
 * same elements in any order; `contains` looks inside arrays and texts; `in` holds when the value,
 * or any element of an array value, is in the list.
 */

export const isEmpty = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

function scalarText(value: unknown): string | undefined {
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  return typeof value === 'string' ? value : undefined;
}

export function same(left: unknown, right: unknown): boolean {
  if (isEmpty(left) || isEmpty(right)) return isEmpty(left) && isEmpty(right);
  if (Array.isArray(left) || Array.isArray(right)) {
    if (!Array.isArray(left) || !Array.isArray(right) || left.length !== right.length) return false;
    return (
      left.every((item) => right.some((other) => same(item, other))) &&
      right.every((item) => left.some((other) => same(item, other)))
    );
  }
  const text = scalarText(left);
  return text !== undefined && text === scalarText(right);
}

const asNumber = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return Number(value);
  }
  return undefined;
};

/** Negative, zero or positive as `left` orders before, with or after `right`; undefined when they don't compare. */
function order(left: unknown, right: unknown): number | undefined {
  const [a, b] = [asNumber(left), asNumber(right)];
  if (a !== undefined && b !== undefined) return a - b;
  if (typeof left === 'string' && typeof right === 'string' && left !== '') {
    return left < right ? -1 : left > right ? 1 : 0;
  }
  return undefined;
}

function contains(actual: unknown, expected: unknown): boolean {
  if (Array.isArray(actual)) return actual.some((item) => same(item, expected));
  const text = scalarText(expected);
  return typeof actual === 'string' && text !== undefined && actual.includes(text);
}

// Each `in` list of a design as texts, gathered once: a value's elements are then looked up
// rather than compared with every element of the list.
const listTexts = new WeakMap<readonly unknown[], { texts: Set<string>; empty: boolean }>();

function textsOf(list: readonly unknown[]): { texts: Set<string>; empty: boolean } {
  let found = listTexts.get(list);
  if (!found) {
    const texts = new Set<string>();
    for (const allowed of list) {
      const text = isEmpty(allowed) ? undefined : scalarText(allowed);
      if (text !== undefined) texts.add(text);
    }
    found = { texts, empty: list.some(isEmpty) };
    listTexts.set(list, found);
  }
  return found;
}

/** `same(item, allowed)` for some element of the list, in one look-up per item. */
function within(actual: unknown, list: unknown): boolean {
  if (!Array.isArray(list) || isEmpty(actual)) return false;
  const { texts, empty } = textsOf(list);
  const items: unknown[] = Array.isArray(actual) ? actual : [actual];
  return items.some((item) => {
    if (isEmpty(item)) return empty;
    // A list holds scalars (FieldValueLiteral): a nested array equals none of them.
    const text = Array.isArray(item) ? undefined : scalarText(item);
    return text !== undefined && texts.has(text);
  });
}

export function compare({ op, value: expected }: Comparison, actual: unknown): boolean {
  const compared = () => order(actual, expected);
  switch (op) {
    case 'eq':
      return same(actual, expected);
    case 'ne':
      return !same(actual, expected);
    case 'gt':
      return (compared() ?? 0) > 0;
    case 'gte':
      return (compared() ?? -1) >= 0;
    case 'lt':
      return (compared() ?? 0) < 0;
    case 'lte':
      return (compared() ?? 1) <= 0;
    case 'contains':
      return contains(actual, expected);
    case 'notContains':
      return !contains(actual, expected);
    case 'in':
      return within(actual, expected);
    case 'notIn':
      return !within(actual, expected);
    case 'empty':
      return isEmpty(actual);
    case 'notEmpty':
      return !isEmpty(actual);
  }
}

/** Whether a condition holds over the form's values. */
export function holds(condition: Condition, values: FormValues): boolean {
  const test = (item: Comparison) => compare(item, values[item.field]);
  return condition.logic === 'and' ? condition.items.every(test) : condition.items.some(test);
}
