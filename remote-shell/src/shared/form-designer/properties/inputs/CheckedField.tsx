import TextField from '@mui/material/TextField';
import type { InputHTMLAttributes } from 'react';
import { useDraft } from './use-draft';

export interface CheckedFieldProps<T> {
  label: string;
  value: T;
  toText: (value: T) => string;
  /** The value a text means. */
  means: (text: string) => T;
  /** What is wrong with a text, shown under it; undefined for a text that is accepted. */
  problemOf: (text: string) => string | undefined;
  onChange: (value: T) => void;
  helperText?: string;
  multiline?: boolean;
  htmlInput?: InputHTMLAttributes<HTMLInputElement>;
}

/**
 * A typed property: the text stays as typed, marked with its problem, and only an accepted text
 * reaches the design.
 */
export function CheckedField<T>(props: CheckedFieldProps<T>) {
  const { problemOf, means } = props;
  const [draft, setDraft] = useDraft(props.value, props.toText, means);
  const problem = problemOf(draft);
  return (
    <TextField
      size="small"
      fullWidth
      label={props.label}
      value={draft}
      multiline={props.multiline}
      minRows={props.multiline ? 2 : undefined}
      error={problem !== undefined}
      helperText={problem ?? props.helperText}
      slotProps={{ htmlInput: props.htmlInput }}
      onChange={(event) => {
        const text = event.target.value;
        setDraft(text);
        if (problemOf(text) === undefined) props.onChange(means(text));
      }}
    />
  );
}
