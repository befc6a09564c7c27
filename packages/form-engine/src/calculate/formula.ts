import type { CalculateToken } from '@mepm/contract';

/**
 * The formula of a calculate field (SPEC §5): operands (fields, numbers) and operators alternate,
 * the count of operands and operators is odd, an operand opens and closes it; parentheses are
 * balanced and wrap at least one operand.
 */

export type FormulaProblem = 'formulaOrder' | 'formulaParentheses';

type Operator = '+' | '-' | '*' | '/';

const isOpen = (token: CalculateToken): boolean => token.type === 'operator' && token.value === '(';
const isClose = (token: CalculateToken): boolean =>
  token.type === 'operator' && token.value === ')';
const isOperand = (token: CalculateToken): boolean => token.type !== 'operator';

/** Null when the formula is well formed, else what is wrong with it. */
export function checkFormula(tokens: readonly CalculateToken[]): FormulaProblem | null {
  let depth = 0;
  // What may come next: an operand (or an opening parenthesis) at the start and after an
  // operator; an operator (or a closing parenthesis) after an operand.
  let expectOperand = true;
  for (const token of tokens) {
    if (isOpen(token)) {
      if (!expectOperand) return 'formulaOrder';
      depth += 1;
    } else if (isClose(token)) {
      if (expectOperand) return depth === 0 ? 'formulaParentheses' : 'formulaOrder';
      depth -= 1;
      if (depth < 0) return 'formulaParentheses';
    } else if (isOperand(token) !== expectOperand) {
      return 'formulaOrder';
    } else {
      expectOperand = !expectOperand;
    }
  }
  if (expectOperand) return 'formulaOrder';
  return depth === 0 ? null : 'formulaParentheses';
}

export type RpnToken =
  Exclude<CalculateToken, { type: 'operator' }> | { type: 'op'; value: Operator };

const PRECEDENCE: Record<Operator, number> = { '+': 1, '-': 1, '*': 2, '/': 2 };

/** Reverse-Polish order of a checked formula (shunting-yard; every operator is left-associative). */
export function toReversePolish(tokens: readonly CalculateToken[]): RpnToken[] {
  const output: RpnToken[] = [];
  const stack: ('(' | Operator)[] = [];
  for (const token of tokens) {
    if (token.type !== 'operator') {
      output.push(token);
    } else if (token.value === '(') {
      stack.push('(');
    } else if (token.value === ')') {
      for (let top = stack.pop(); top !== undefined && top !== '('; top = stack.pop()) {
        output.push({ type: 'op', value: top });
      }
    } else {
      const operator = token.value;
      for (let top = stack.at(-1); top !== undefined && top !== '('; top = stack.at(-1)) {
        if (PRECEDENCE[top] < PRECEDENCE[operator]) break;
        output.push({ type: 'op', value: top });
        stack.pop();
      }
      stack.push(operator);
    }
  }
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    if (top !== '(') output.push({ type: 'op', value: top });
  }
  return output;
}
