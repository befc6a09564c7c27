import { abbreviateNumber } from './number-abbreviation';

describe('abbreviateNumber', () => {
  it.each([
    [1234, '1.2k'],
    [1000, '1k'],
    [15_300, '15.3k'],
    [2_500_000, '2.5M'],
    [7.1e9, '7.1G'],
    [3e12, '3T'],
    [4.25e15, '4.3P'],
    [1.5e18, '1.5E'],
  ])('%d → %s', (value, expected) => {
    expect(abbreviateNumber(value)).toBe(expected);
  });

  it('honours the number of digits', () => {
    expect(abbreviateNumber(1234, 2)).toBe('1.23k');
    expect(abbreviateNumber(1234, 0)).toBe('1k');
    expect(abbreviateNumber(1_234_567, 3)).toBe('1.235M');
  });

  it('moves to the next unit when rounding reaches 1000', () => {
    expect(abbreviateNumber(999_960)).toBe('1M');
    expect(abbreviateNumber(999.96)).toBe('1k');
  });

  it('leaves small numbers without a unit and keeps the sign', () => {
    expect(abbreviateNumber(999)).toBe('999');
    expect(abbreviateNumber(0)).toBe('0');
    expect(abbreviateNumber(12.34)).toBe('12.3');
    expect(abbreviateNumber(-1234)).toBe('-1.2k');
  });

  it('gives an empty string for non-finite numbers', () => {
    expect(abbreviateNumber(Number.NaN)).toBe('');
    expect(abbreviateNumber(Number.POSITIVE_INFINITY)).toBe('');
  });
});
