import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface MultiSelectFieldProps {
  label: string;
  /** The chosen ids; an id not among the options shows as itself. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  options: readonly { id: string; fullName: string }[];
}

/** Several records out of a short list (roles, say), shown by name. */
export function MultiSelectField({ label, value, onChange, options }: MultiSelectFieldProps) {
  const names = new Map(options.map((option) => [option.id, option.fullName]));
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => {
        // A multiple select reports an array; autofill may still hand over a comma list.
        const next: unknown = event.target.value;
        onChange(Array.isArray(next) ? (next as string[]) : String(next).split(','));
      }}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) =>
            (selected as string[]).map((id) => names.get(id) ?? id).join(', '),
        },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.fullName}
        </MenuItem>
      ))}
    </TextField>
  );
}
