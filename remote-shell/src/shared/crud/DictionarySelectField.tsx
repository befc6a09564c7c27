import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useDictionary } from '../../kernel/dictionary/use-dictionary';

interface Props {
  /** The dictionary's code, e.g. a category dictionary. */
  dictionary: string;
  label: string;
  /** The chosen item's code. */
  value: string;
  onChange: (code: string) => void;
  required?: boolean;
  error?: boolean;
  helperText?: string;
}

/** One enabled item of a dictionary (a category, say), stored by its code. */
export function DictionarySelectField({ dictionary, onChange, ...props }: Props) {
  const { options } = useDictionary(dictionary);
  return (
    <TextField select {...props} onChange={(event) => onChange(event.target.value)}>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
