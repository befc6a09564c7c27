import type { FieldValueLiteral } from '@mepm/contract';
import { CheckedField } from '../inputs/CheckedField';

/** FieldLiteral's longest text. */
const LITERAL_LIMIT = 2000;
/** FieldValueLiteral's longest list. */
const LIST_LIMIT = 500;

export interface LiteralInputProps {
  label: string;
  value: FieldValueLiteral | undefined;
  /** A list of values (`in`, `notIn`), typed comma separated. */
  list: boolean;
  onChange: (value: FieldValueLiteral) => void;
}

const asText = (value: FieldValueLiteral | undefined): string =>
  Array.isArray(value)
    ? value.map(String).join(',')
    : value === undefined || value === null
      ? ''
      : String(value);

/** The items of a comma-separated list, trimmed, empty ones dropped. */
export const listOf = (text: string): string[] =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map((item) => item.slice(0, LITERAL_LIMIT))
    .slice(0, LIST_LIMIT);

/**
 * A value a condition compares with or an assignment sets, as text: the engine compares `1` and
 * `'1'` alike, so what is typed is stored as typed.
 */
export function LiteralInput({ label, value, list, onChange }: LiteralInputProps) {
  return (
    <CheckedField<FieldValueLiteral | undefined>
      label={label}
      value={value}
      toText={asText}
      means={(text) => (list ? listOf(text) : text)}
      problemOf={() => undefined}
      // What is typed always means a value; only the value shown before may be absent.
      onChange={(next) => onChange(next ?? '')}
      htmlInput={{ maxLength: list ? undefined : LITERAL_LIMIT }}
    />
  );
}
