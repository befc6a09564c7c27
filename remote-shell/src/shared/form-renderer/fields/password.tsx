import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from '../field-props';
import { asText, inputAttributes } from './control-attributes';

/** A hidden text with a button to show it; a detail view never shows it. */
export function PasswordField(props: FieldProps<'password'>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const { field } = props;
  const visible = shown && !props.readOnly;
  return (
    <TextField
      fullWidth
      size={props.size}
      type={visible ? 'text' : 'password'}
      value={asText(props.value)}
      onChange={(event) => props.onChange(event.target.value)}
      onBlur={props.onBlur}
      placeholder={field.placeholder ?? t('formRenderer.field.input')}
      error={!!props.error}
      autoComplete="new-password"
      slotProps={{
        htmlInput: {
          ...inputAttributes(props),
          maxLength: field.maxlength,
          readOnly: props.readOnly,
        },
        input: {
          endAdornment: props.readOnly ? undefined : (
            <InputAdornment position="end">
              <IconButton
                size="small"
                aria-label={t(
                  shown ? 'formRenderer.field.hidePassword' : 'formRenderer.field.showPassword',
                )}
                aria-pressed={shown}
                onClick={() => setShown((value) => !value)}
              >
                {shown ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
