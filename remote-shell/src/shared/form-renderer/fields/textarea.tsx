import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from '../field-props';
import { textBoxProps, textBoxSlots } from './text-box';

/** Several lines of text, with a length limit and a word count. */
export function TextareaField({ field, ...props }: FieldProps<'textarea'>) {
  const { t } = useTranslation();
  return (
    <TextField
      {...textBoxProps(props, field, t)}
      multiline
      minRows={field.rows ?? 3}
      slotProps={textBoxSlots(props, field.maxlength)}
    />
  );
}
