import type { Comparison, ComparisonOperator, Condition, FieldValueLiteral } from '@mepm/contract';

/** Condition's cap on its items. */
export const MAX_CONDITION_ITEMS = 20;

const NO_VALUE: readonly ComparisonOperator[] = ['empty', 'notEmpty'];
const LIST_VALUE: readonly ComparisonOperator[] = ['in', 'notIn'];

export const takesNoValue = (op: ComparisonOperator) => NO_VALUE.includes(op);
export const takesList = (op: ComparisonOperator) => LIST_VALUE.includes(op);

/**
 * The comparison with another operator and a value that fits it (the design check's rule):
 * none for empty/notEmpty, a list for in/notIn, a single value otherwise.
 */
export function withOperator(item: Comparison, op: ComparisonOperator): Comparison {
  const { field } = item;
  if (takesNoValue(op)) return { field, op };
  const before: FieldValueLiteral | undefined = item.value;
  if (takesList(op)) {
    const list = Array.isArray(before)
      ? before
      : before === undefined || before === ''
        ? []
        : [before];
    return { field, op, value: list };
  }
  const single = Array.isArray(before) ? (before[0] ?? '') : (before ?? '');
  return { field, op, value: single };
}

/** A new comparison of the first referable field. */
export const firstComparison = (field: string): Comparison => ({ field, op: 'eq', value: '' });

export const newCondition = (field: string): Condition => ({
  logic: 'and',
  items: [firstComparison(field)],
});
