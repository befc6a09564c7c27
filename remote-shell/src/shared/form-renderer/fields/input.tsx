import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from '../field-props';
import { asText, inputAttributes } from './control-attributes';

/** A one-line text: length limit with a word count, prefix and suffix texts. */
export function InputField(props: FieldProps<'input'>) {
  const { t } = useTranslation();
  const { field } = props;
  const text = asText(props.value);
  const count = [...text].length;
  return (
    <TextField
      fullWidth
      size={props.size}
      value={text}
      onChange={(event) => props.onChange(event.target.value)}
      onBlur={props.onBlur}
      placeholder={field.placeholder ?? t('formRenderer.field.input')}
      error={!!props.error}
      helperText={
        field.showWordLimit && field.maxlength
          ? t('formRenderer.field.wordCount', { count, max: field.maxlength })
          : undefined
      }
      slotProps={{
        formHelperText: { sx: { textAlign: 'right', mx: 0 } },
        htmlInput: {
          ...inputAttributes(props),
          maxLength: field.maxlength,
          readOnly: props.readOnly,
        },
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
