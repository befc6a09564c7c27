import { describe, expect, it } from '@jest/globals';
import { compiles, isSafePattern } from './pattern-safety';

describe('isSafePattern', () => {
  it.each([
    '^\\d{6}$',
    '^[A-Z]{2}-\\d+$',
    '^(?:ab)+$',
    '^(\\d{3})+$',
    '^(a|b)c?$',
    '[(a+)+]',
    '^\\(\\d+\\)$',
    '^(?<year>\\d{4})-(?<month>\\d{2})$',
    '^[^\\]]+$',
    '^1[3-9]\\d{9}$',
    'a{2,}?',
  ])('accepts %s', (pattern) => {
    expect(compiles(pattern)).toBe(true);
    expect(isSafePattern(pattern)).toBe(true);
  });

  it.each([
    '(a+)+$',
    '(a*)*',
    '(a?a?)+b',
    '(a|aa)*b',
    '((a|b))+',
    '((a+))+',
    '(\\w+\\s?)*$',
    '(.{1,20})+',
    '(a{1,2}){2,}',
    '(a)\\1',
    '(?<x>a)\\k<x>',
    '(?<=a)b',
    '(?<!a)b',
    '.*.*.*.*.*=',
    '(a{1,5000}b?){2}',
  ])('refuses %s', (pattern) => {
    expect(compiles(pattern)).toBe(true);
    expect(isSafePattern(pattern)).toBe(false);
  });

  it('tells a pattern that does not compile', () => {
    expect(compiles('(')).toBe(false);
    expect(compiles('a**')).toBe(false);
    // Malformed input never loops.
    expect(isSafePattern('(?<name')).toBe(false);
  });
});
