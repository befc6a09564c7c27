import { describe, expect, it } from '@jest/globals';
import type { CalculateToken } from '@mepm/contract';
import { fieldEntries } from '../model/field-entries';
import { sampleDesign } from '../test-support/sample-design';
import { applyCalculations } from './calculate-values';
import { evaluateFormula, roundTo } from './evaluate';
import { checkFormula, toReversePolish } from './formula';

/** `a + 2 * ( b - 1 )` → tokens: names are fields, numerals numbers, the rest operators. */
const tokens = (text: string): CalculateToken[] =>
  text.split(' ').map((part): CalculateToken => {
    if (/^\d/.test(part)) return { type: 'number', value: Number(part) };
    if (/^[A-Za-z]/.test(part)) return { type: 'field', field: part };
    return { type: 'operator', value: part as '+' | '-' | '*' | '/' | '(' | ')' };
  });

const rpnText = (text: string) =>
  toReversePolish(tokens(text))
    .map((token) => (token.type === 'field' ? token.field : String(token.value)))
    .join(' ');

describe('the formula check (SPEC §5)', () => {
  it.each(['a', 'a + 1', '( a + b ) * 2', '( ( a ) )', 'a / ( b - ( c + 1 ) )'])(
    'accepts %s',
    (text) => {
      expect(checkFormula(tokens(text))).toBeNull();
    },
  );

  it.each([
    ['+', 'formulaOrder'],
    ['a +', 'formulaOrder'],
    ['+ a', 'formulaOrder'],
    ['a b', 'formulaOrder'],
    ['a + * b', 'formulaOrder'],
    ['( a + b', 'formulaParentheses'],
    ['a + b )', 'formulaParentheses'],
    ['( )', 'formulaOrder'],
    ['a ( b )', 'formulaOrder'],
    [') a (', 'formulaParentheses'],
  ])('refuses %s', (text, problem) => {
    expect(checkFormula(tokens(text))).toBe(problem);
  });
});

describe('evaluation', () => {
  it('orders operators by precedence and parentheses', () => {
    expect(rpnText('a + b * c')).toBe('a b c * +');
    expect(rpnText('( a + b ) * c')).toBe('a b + c *');
    expect(rpnText('a - b - c')).toBe('a b - c -');
    expect(rpnText('a / ( b - ( c + 1 ) )')).toBe('a b c 1 + - /');
  });

  it('computes with NaN and missing values as 0 and division by zero as 0', () => {
    const values: Record<string, unknown> = { a: 10, b: '4', c: 'x', d: NaN };
    const valueOf = (name: string) => values[name] as number;
    expect(evaluateFormula(tokens('a - b - 1'), valueOf)).toBe(5);
    expect(evaluateFormula(tokens('a + c + d + missing'), valueOf)).toBe(10);
    expect(evaluateFormula(tokens('a / c'), valueOf)).toBe(0);
    expect(evaluateFormula(tokens('a / 3'), valueOf)).toBe(3.33);
    expect(evaluateFormula(tokens('a / 3'), valueOf, 0)).toBe(3);
  });

  it('rounds half away from zero at the decimal', () => {
    expect(roundTo(1.005)).toBe(1.01);
    expect(roundTo(-1.005)).toBe(-1.01);
    expect(roundTo(0.1 + 0.2)).toBe(0.3);
    expect(roundTo(1e-7, 4)).toBe(0);
    expect(roundTo(2.5, 0)).toBe(3);
  });
});

describe('applyCalculations', () => {
  it('fills row columns, then the form fields over column sums', () => {
    const values = {
      price: 1.5,
      lines: [
        { qty: 2, money: 3.333, subtotal: 999 },
        { qty: 'x', money: 1 },
        { qty: 1, money: 0.1 },
      ],
      total: 12345,
    };
    const result = applyCalculations(fieldEntries(sampleDesign()), values);
    expect(result.lines).toEqual([
      { qty: 2, money: 3.333, subtotal: 6.67 },
      { qty: 'x', money: 1, subtotal: 0 },
      { qty: 1, money: 0.1, subtotal: 0.1 },
    ]);
    // (6.67 + 0 + 0.1 + 1.5) * 2
    expect(result.total).toBe(16.54);
    expect(values.total).toBe(12345);
  });
});
