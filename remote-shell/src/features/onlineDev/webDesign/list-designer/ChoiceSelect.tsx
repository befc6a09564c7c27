import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface Choice<T extends string | number> {
  value: T;
  label: string;
}

/** A small labelled select of fixed choices, answering the chosen value with its own type. */
export function ChoiceSelect<T extends string | number>({
  label,
  value,
  choices,
  onChange,
  width,
  disabled,
}: {
  label: string;
  value: T;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
  width?: number;
  disabled?: boolean;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      disabled={disabled}
      sx={width ? { width } : undefined}
      onChange={(event) => {
        // The menu offers only `choices`: the chosen one is found back (a number may come as text).
        const picked = String(event.target.value);
        const chosen = choices.find((choice) => String(choice.value) === picked);
        if (chosen) onChange(chosen.value);
      }}
    >
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
