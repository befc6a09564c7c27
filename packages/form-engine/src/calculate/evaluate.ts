import type { CalculateToken } from '@mepm/contract';
import { toReversePolish, type RpnToken } from './formula';

/** Decimals of a calculated value when the field names none (SPEC §5). */
export const DEFAULT_PRECISION = 2;

/** A number as the formula sees it: anything not a finite number (NaN, missing, text) is 0. */
export const asOperand = (value: unknown): number => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : 0;
};

function apply(operator: '+' | '-' | '*' | '/', left: number, right: number): number {
  switch (operator) {
    case '+':
      return left + right;
    case '-':
      return left - right;
    case '*':
      return left * right;
    case '/':
      // Division by zero gives 0, like NaN: an infinite value cannot be stored nor summed.
      return right === 0 ? 0 : left / right;
  }
}

/** Evaluates reverse-Polish tokens; `valueOf` gives a field token's number. */
export function evaluateReversePolish(
  rpn: readonly RpnToken[],
  valueOf: (field: string) => number,
): number {
  const stack: number[] = [];
  for (const token of rpn) {
    if (token.type === 'number') stack.push(asOperand(token.value));
    else if (token.type === 'field') stack.push(asOperand(valueOf(token.field)));
    else {
      const right = stack.pop() ?? 0;
      const left = stack.pop() ?? 0;
      stack.push(asOperand(apply(token.value, left, right)));
    }
  }
  return asOperand(stack.pop());
}

/**
 * Rounds half away from zero at `precision` decimals, by decimal shifting rather than by
 * multiplying, so that 1.005 rounds to 1.01 as a person expects.
 */
export function roundTo(value: number, precision: number = DEFAULT_PRECISION): number {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e15) return asOperand(value);
  const text = String(Math.abs(value));
  // Tiny values print in exponent form (1e-7), where the shift by text does not apply.
  const rounded = text.includes('e')
    ? Math.round(Math.abs(value) * 10 ** precision) / 10 ** precision
    : Number(`${Math.round(Number(`${text}e${precision}`))}e-${precision}`);
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** A formula's value over `valueOf`, rounded to `precision`. */
export function evaluateFormula(
  tokens: readonly CalculateToken[],
  valueOf: (field: string) => number,
  precision: number = DEFAULT_PRECISION,
): number {
  return roundTo(evaluateReversePolish(toReversePolish(tokens), valueOf), precision);
}
