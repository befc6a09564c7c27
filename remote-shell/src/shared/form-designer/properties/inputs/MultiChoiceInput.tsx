import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Choice } from './ChoiceInput';

export interface MultiChoiceInputProps<T extends string | number> {
  label: string;
  value: readonly T[];
  choices: readonly Choice<T>[];
  /** `undefined` when nothing is chosen: the optional key goes away rather than holding []. */
  onChange: (value: T[] | undefined) => void;
}

/** Several of a closed list of values, in the list's order of choosing. */
export function MultiChoiceInput<T extends string | number>(props: MultiChoiceInputProps<T>) {
  const { choices, value } = props;
  return (
    <Autocomplete
      multiple
      size="small"
      options={choices}
      value={choices.filter((choice) => value.includes(choice.value))}
      getOptionLabel={(choice) => choice.label}
      isOptionEqualToValue={(a, b) => a.value === b.value}
      onChange={(_event, next) =>
        props.onChange(next.length > 0 ? next.map((choice) => choice.value) : undefined)
      }
      renderInput={(params) => <TextField {...params} label={props.label} />}
    />
  );
}
