import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { FieldProps } from '../field-props';

/** On or off, storing `activeValue` / `inactiveValue` (1 and 0 unless the design says). */
export function SwitchField(props: FieldProps<'switch'>) {
  const { field } = props;
  const on = field.activeValue ?? 1;
  const off = field.inactiveValue ?? 0;
  const checked = props.value === on;
  const text = checked ? field.activeText : field.inactiveText;
  return (
    <FormControlLabel
      label={text ?? ''}
      control={
        <Switch
          size={props.size}
          checked={checked}
          onChange={(event) => props.onChange(event.target.checked ? on : off)}
          onBlur={props.onBlur}
          disabled={props.readOnly}
          slotProps={{
            input: {
              id: props.inputId,
              'aria-invalid': props.error ? true : undefined,
            },
          }}
        />
      }
    />
  );
}
