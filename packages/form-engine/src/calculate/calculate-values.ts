import type { CalculateToken, FormFieldOf, FormValues } from '@mepm/contract';
import { dependencyOrder } from '../model/dependency-order';
import { modelOf, type FieldEntry } from '../model/field-entries';
import { asOperand, evaluateFormula } from './evaluate';

type CalculateField = FormFieldOf<'calculate'>;
const isCalculate = (entry: FieldEntry): boolean => entry.key === 'calculate';

const fieldTokens = (tokens: readonly CalculateToken[]): string[] =>
  tokens.flatMap((token) => (token.type === 'field' ? [token.field] : []));

const rowsOf = (values: FormValues, table: string): Record<string, unknown>[] => {
  const rows = values[table];
  return Array.isArray(rows)
    ? rows.filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null)
    : [];
};

/** A `table.column` token: the column summed over the rows, NaN and missing counting 0. */
const columnSum = (values: FormValues, token: string): number => {
  const [table = '', column = ''] = token.split('.');
  return rowsOf(values, table).reduce((sum, row) => sum + asOperand(row[column]), 0);
};

/**
 * Fills every calculate field of the design into a copy of `values`: sub-table columns row by
 * row first (a plain token names a column of the same row, else a field of the form), then the
 * form's own calculate fields, each after the ones it reads.
 */
export function applyCalculations(entries: readonly FieldEntry[], values: FormValues): FormValues {
  const result: FormValues = { ...values };
  const columns = entries.filter((entry) => isCalculate(entry) && entry.table);
  const tables = new Map<string, FieldEntry[]>();
  for (const entry of columns) {
    const table = entry.table?.__vModel__ ?? '';
    tables.set(table, [...(tables.get(table) ?? []), entry]);
  }
  for (const [table, calculated] of tables) {
    if (!Array.isArray(values[table])) continue;
    const ordered = inOrder(calculated);
    result[table] = rowsOf(values, table).map((source) => {
      const row: Record<string, unknown> = { ...source };
      for (const field of ordered) {
        row[field.__vModel__] = evaluateFormula(
          field.expression,
          (token) => (token in row ? asOperand(row[token]) : asOperand(result[token])),
          field.precision,
        );
      }
      return row;
    });
  }
  for (const field of inOrder(entries.filter((entry) => isCalculate(entry) && !entry.table))) {
    result[field.__vModel__] = evaluateFormula(
      field.expression,
      (token) => (token.includes('.') ? columnSum(result, token) : asOperand(result[token])),
      field.precision,
    );
  }
  return result;
}

/** The calculate fields of one level, each after the calculate fields its formula reads. */
function inOrder(entries: readonly FieldEntry[]): CalculateField[] {
  const byModel = new Map<string, CalculateField>();
  for (const entry of entries)
    byModel.set(modelOf(entry.field) ?? '', entry.field as CalculateField);
  const { order } = dependencyOrder([...byModel.keys()], (model) =>
    fieldTokens(byModel.get(model)?.expression ?? []),
  );
  return order.flatMap((model) => {
    const field = byModel.get(model);
    return field ? [field] : [];
  });
}
