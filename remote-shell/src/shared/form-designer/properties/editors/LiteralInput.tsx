import type { FieldValueLiteral } from '@mepm/contract';
import TextField from '@mui/material/TextField';
import { useDraft } from '../inputs/use-draft';

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
  const means = (text: string): FieldValueLiteral => (list ? listOf(text) : text);
  const [draft, setDraft] = useDraft(value, asText, means);
  return (
    <TextField
      size="small"
      fullWidth
      label={label}
      value={draft}
      slotProps={{ htmlInput: { maxLength: list ? undefined : LITERAL_LIMIT } }}
      onChange={(event) => {
        setDraft(event.target.value);
        onChange(means(event.target.value));
      }}
    />
  );
}
