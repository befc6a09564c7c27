import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from '../field-props';
import { textBoxProps, textBoxSlots } from './text-box';

/** A one-line text: length limit with a word count, prefix and suffix texts. */
export function InputField({ field, ...props }: FieldProps<'input'>) {
  const { t } = useTranslation();
  return (
    <TextField
      {...textBoxProps(props, field, t)}
      slotProps={{
        ...textBoxSlots(props, field.maxlength),
        input: {
          startAdornment: field.prefixText ? (
            <InputAdornment position="start">{field.prefixText}</InputAdornment>
          ) : undefined,
          endAdornment: field.suffixText ? (
            <InputAdornment position="end">{field.suffixText}</InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
