import { useEffect, useMemo } from 'react';
import TextField from '@mui/material/TextField';
import { useFormContext, useWatch } from 'react-hook-form';
import { evaluateFormula } from '@mepm/form-engine';
import type { FieldProps } from '../field-props';
import { useSubTableRow } from '../sub-table/row-context';
import { inputAttributes } from './control-attributes';
import { formatNumber } from './number-text';

/** SPEC §5 / §9: the result follows the values half a second after the last change. */
export const CALCULATE_DEBOUNCE_MS = 500;

type Values = Record<string, unknown>;

/** SPEC §5: what is not a finite number (NaN, missing, text) counts as 0. */
const asOperand = (value: unknown): number => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : 0;
};

const rowsOf = (value: unknown): Values[] =>
  Array.isArray(value)
    ? value.filter((row): row is Values => !!row && typeof row === 'object')
    : [];

/**
 * The value of `token` for a formula: a column of the same row, a `table.column` sum, or a field
 * of the form; what is not a finite number counts as 0 (SPEC §5).
 */
function operandOf(token: string, values: Values, row: Values | null): number {
  if (row && token in row) return asOperand(row[token]);
  const [table = '', column] = token.split('.');
  if (column !== undefined) {
    return rowsOf(values[table]).reduce((sum, cells) => sum + asOperand(cells[column]), 0);
  }
  return asOperand(values[token]);
}

/**
 * A calculated value, shown read-only: recomputed 500 ms after the fields its formula reads
 * stop changing (the server computes it again on save and keeps its own result).
 */
export function CalculateField(props: FieldProps<'calculate'>) {
  const { field, onChange, value } = props;
  const { getValues } = useFormContext();
  const rowPath = useSubTableRow();
  const watched = useMemo(() => {
    const names = new Set<string>();
    for (const token of field.expression) {
      if (token.type === 'field') names.add(token.field.split('.')[0] ?? token.field);
    }
    if (rowPath) names.add(rowPath);
    return [...names];
  }, [field.expression, rowPath]);
  const inputs = useWatch({ name: watched }) as unknown[];
  const signature = JSON.stringify(inputs);

  useEffect(() => {
    const timer = setTimeout(() => {
      const values = getValues() as Values;
      const row = rowPath ? ((getValues(rowPath) as Values | undefined) ?? null) : null;
      const result = evaluateFormula(
        field.expression,
        (token: string) => operandOf(token, values, row),
        field.precision,
      );
      if (result !== value) onChange(result);
    }, CALCULATE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // The signature stands for the watched values; `value` is left out so setting it does not
    // start another round.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature, field.expression, field.precision, rowPath, getValues, onChange]);

  return (
    <TextField
      fullWidth
      size={props.size}
      value={formatNumber(value, { precision: field.precision ?? 2, thousands: field.thousands })}
      error={!!props.error}
      slotProps={{ htmlInput: { ...inputAttributes(props), readOnly: true } }}
    />
  );
}
