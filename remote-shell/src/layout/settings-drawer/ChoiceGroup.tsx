import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

interface ChoiceGroupProps<T extends string> {
  label: string;
  value: T;
  options: readonly T[];
  optionLabel: (option: T) => string;
  onChange: (value: T) => void;
}

/** One of a few named values, as a row of toggle buttons; a choice can be changed, not cleared. */
export function ChoiceGroup<T extends string>({
  label,
  value,
  options,
  optionLabel,
  onChange,
}: ChoiceGroupProps<T>) {
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      aria-label={label}
      value={value}
      onChange={(_event, next: T | null) => {
        if (next !== null) onChange(next);
      }}
    >
      {options.map((option) => (
        // Sentence case and narrow padding: four English choices fit the 300 px panel.
        <ToggleButton key={option} value={option} sx={{ px: 1, textTransform: 'none' }}>
          {optionLabel(option)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
