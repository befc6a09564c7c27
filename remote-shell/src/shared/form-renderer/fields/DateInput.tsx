import TextField from '@mui/material/TextField';
import type { FieldProps } from '../field-props';
import { inputAttributes } from './control-attributes';

interface Props extends Pick<FieldProps, 'inputId' | 'required' | 'error' | 'readOnly' | 'size'> {
  /** The native input type: date, datetime-local or time. */
  type: 'date' | 'datetime-local' | 'time';
  text: string;
  onText(text: string): void;
  onBlur(): void;
  min?: string;
  max?: string;
  /** Seconds between allowed times: 1 shows seconds. */
  step?: number;
  /** Names the box when it is one of two (a range's start or end). */
  ariaLabel?: string;
}

/** A native date or time input drawn by MUI: the browser's own picker, no extra library. */
export function DateInput(props: Props) {
  const attributes = inputAttributes(props);
  return (
    <TextField
      fullWidth
      type={props.type}
      size={props.size}
      value={props.text}
      onChange={(event) => props.onText(event.target.value)}
      onBlur={props.onBlur}
      error={!!props.error}
      slotProps={{
        htmlInput: {
          ...attributes,
          'aria-label': props.ariaLabel,
          min: props.min,
          max: props.max,
          step: props.step,
          readOnly: props.readOnly,
        },
      }}
    />
  );
}
