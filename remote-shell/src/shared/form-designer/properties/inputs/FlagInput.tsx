import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';

export interface FlagInputProps {
  label: string;
  value: boolean | undefined;
  onChange: (value: boolean) => void;
  /** What an absent flag means to the renderer (`showLabel` is on unless set off). */
  defaultOn?: boolean;
}

/** A yes/no property. */
export function FlagInput({ label, value, onChange, defaultOn = false }: FlagInputProps) {
  return (
    <FormControlLabel
      label={label}
      control={
        <Switch
          size="small"
          checked={value ?? defaultOn}
          onChange={(event) => onChange(event.target.checked)}
        />
      }
    />
  );
}
