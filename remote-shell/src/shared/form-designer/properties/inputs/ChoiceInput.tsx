import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

export interface Choice<T extends string | number> {
  value: T;
  label: string;
}

export interface ChoiceInputProps<T extends string | number> {
  label: string;
  value: T | undefined;
  choices: readonly Choice<T>[];
  onChange: (value: T | undefined) => void;
  /** Offers "none", which removes an optional setting. */
  optional?: boolean;
}

const NONE = '';

/** One of a closed list of values. */
export function ChoiceInput<T extends string | number>(props: ChoiceInputProps<T>) {
  const { t } = useTranslation();
  const { choices } = props;
  const known = choices.some((choice) => choice.value === props.value);
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={props.label}
      value={known ? String(props.value) : NONE}
      onChange={(event) => {
        const found = choices.find((choice) => String(choice.value) === event.target.value);
        props.onChange(found?.value);
      }}
    >
      {props.optional ? <MenuItem value={NONE}>{t('formDesignerProps.none')}</MenuItem> : null}
      {choices.map((choice) => (
        <MenuItem key={String(choice.value)} value={String(choice.value)}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
