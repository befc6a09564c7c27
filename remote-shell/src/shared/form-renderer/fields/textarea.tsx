import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from '../field-props';
import { asText, inputAttributes } from './control-attributes';

/** Several lines of text, with a length limit and a word count. */
export function TextareaField(props: FieldProps<'textarea'>) {
  const { t } = useTranslation();
  const { field } = props;
  const text = asText(props.value);
  return (
    <TextField
      fullWidth
      multiline
      minRows={field.rows ?? 3}
      size={props.size}
      value={text}
      onChange={(event) => props.onChange(event.target.value)}
      onBlur={props.onBlur}
      placeholder={field.placeholder ?? t('formRenderer.field.input')}
      error={!!props.error}
      helperText={
        field.showWordLimit && field.maxlength
          ? t('formRenderer.field.wordCount', { count: [...text].length, max: field.maxlength })
          : undefined
      }
      slotProps={{
        formHelperText: { sx: { textAlign: 'right', mx: 0 } },
        htmlInput: {
          ...inputAttributes(props),
          maxLength: field.maxlength,
          readOnly: props.readOnly,
        },
      }}
    />
  );
}
