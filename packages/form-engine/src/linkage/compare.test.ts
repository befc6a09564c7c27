import { describe, expect, it } from '@jest/globals';
import type { Comparison } from '@mepm/contract';
import { compare, holds } from './compare';

const check = (op: Comparison['op'], actual: unknown, value?: Comparison['value']) =>
  compare(value === undefined ? { field: 'f', op } : { field: 'f', op, value }, actual);

describe('comparison semantics', () => {
  it('treats null, undefined, empty text and empty arrays as empty', () => {
    for (const value of [null, undefined, '', []]) {
      expect(check('empty', value)).toBe(true);
      expect(check('notEmpty', value)).toBe(false);
      expect(check('eq', value, null)).toBe(true);
    }
    for (const value of [0, false, ' ', [0], 'a']) expect(check('empty', value)).toBe(false);
  });

  it('equals across numbers, numeric texts and switch booleans; arrays as sets', () => {
    expect(check('eq', 1, '1')).toBe(true);
    expect(check('eq', '1', 1)).toBe(true);
    expect(check('eq', 1, true)).toBe(true);
    expect(check('eq', 0, false)).toBe(true);
    expect(check('eq', 'a', 'A')).toBe(false);
    expect(check('eq', ['a', 'b'], ['b', 'a'])).toBe(true);
    expect(check('eq', ['a', 'b'], ['a'])).toBe(false);
    expect(check('eq', ['a'], 'a')).toBe(false);
    expect(check('ne', 'a', 'b')).toBe(true);
    expect(check('ne', null, 'b')).toBe(true);
    expect(check('eq', NaN, 'NaN')).toBe(false);
  });

  it('orders numbers numerically and texts such as times by character', () => {
    expect(check('gt', 10, 9)).toBe(true);
    expect(check('gt', '10', 9)).toBe(true);
    expect(check('gte', 9, 9)).toBe(true);
    expect(check('lt', 9, 10)).toBe(true);
    expect(check('lte', 10, 9)).toBe(false);
    expect(check('lt', '08:30', '09:00')).toBe(true);
    // Nothing orders against an empty or non-comparable value.
    for (const op of ['gt', 'gte', 'lt', 'lte'] as const) {
      expect(check(op, null, 1)).toBe(false);
      expect(check(op, ['a'], 1)).toBe(false);
      expect(check(op, 'abc', 1)).toBe(false);
    }
  });

  it('looks inside arrays and texts for contains', () => {
    expect(check('contains', ['a', 'b'], 'b')).toBe(true);
    expect(check('contains', [1, 2], '2')).toBe(true);
    expect(check('contains', 'hello', 'ell')).toBe(true);
    expect(check('contains', 'hello', 'x')).toBe(false);
    expect(check('contains', null, 'x')).toBe(false);
    expect(check('notContains', null, 'x')).toBe(true);
    expect(check('notContains', ['a'], 'a')).toBe(false);
  });

  it('holds `in` when the value or any element of it is listed', () => {
    expect(check('in', 'a', ['a', 'b'])).toBe(true);
    expect(check('in', 2, ['1', '2'])).toBe(true);
    expect(check('in', ['x', 'b'], ['a', 'b'])).toBe(true);
    expect(check('in', ['x'], ['a', 'b'])).toBe(false);
    expect(check('in', [], ['a'])).toBe(false);
    expect(check('in', null, [null])).toBe(false);
    expect(check('notIn', 'c', ['a', 'b'])).toBe(true);
    expect(check('notIn', null, ['a'])).toBe(true);
  });

  it('combines items with and / or', () => {
    const items: Comparison[] = [
      { field: 'a', op: 'eq', value: 1 },
      { field: 'b', op: 'notEmpty' },
    ];
    expect(holds({ logic: 'and', items }, { a: 1, b: 'x' })).toBe(true);
    expect(holds({ logic: 'and', items }, { a: 1 })).toBe(false);
    expect(holds({ logic: 'or', items }, { a: 1 })).toBe(true);
    expect(holds({ logic: 'or', items }, { a: 2 })).toBe(false);
  });
});
