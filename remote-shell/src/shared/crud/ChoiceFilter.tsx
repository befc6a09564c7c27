import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface ChoiceFilterProps<Value extends string | number> {
  /** The filter's label, already translated. */
  label: string;
  /** The text of the first entry, which filters nothing (already translated). */
  allLabel: string;
  /** The chosen value; null for all. */
  value: Value | null;
  /** The values to choose from, each with its translated text. */
  choices: readonly { value: Value; label: string }[];
  onChange: (value: Value | null) => void;
}

/** A list toolbar's select of one value of a fixed set (a type), with "all" first. */
export function ChoiceFilter<Value extends string | number>(props: ChoiceFilterProps<Value>) {
  const { label, allLabel, value, choices, onChange } = props;
  return (
    <Box sx={{ width: 140 }}>
      <TextField
        select
        fullWidth
        size="small"
        label={label}
        value={value === null ? '' : String(value)}
        onChange={(event) =>
          onChange(
            choices.find((choice) => String(choice.value) === event.target.value)?.value ?? null,
          )
        }
      >
        <MenuItem value="">{allLabel}</MenuItem>
        {choices.map((choice) => (
          <MenuItem key={String(choice.value)} value={String(choice.value)}>
            {choice.label}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
