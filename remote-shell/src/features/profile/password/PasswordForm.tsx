import { useState } from 'react';
import type { FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '../../../kernel/i18n/text-key';
import { useModifyPasswordMutation } from '../api';
import { useFieldErrorText } from '../../../shared/crud';
import type { FieldErrors } from '../../../shared/crud';
import { useNotify } from '../common/use-notify';
import { usePasswordMinLength } from '../../../kernel/login-page-config';
import { EMPTY_PASSWORDS, toModifyPasswordBody, validatePasswords } from './password-form';
import type { PasswordField, PasswordValues } from './password-form';

const FIELDS: { field: PasswordField; label: TextKey; autoComplete: string }[] = [
  { field: 'oldPassword', label: 'profile.password.old', autoComplete: 'current-password' },
  { field: 'password', label: 'profile.password.new', autoComplete: 'new-password' },
  { field: 'confirmation', label: 'profile.password.confirm', autoComplete: 'new-password' },
];

/** Old, new and repeated password; the form empties itself once the server accepts. */
export function PasswordForm() {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const notify = useNotify();
  const [modifyPassword, { isLoading }] = useModifyPasswordMutation();
  const [values, setValues] = useState<PasswordValues>(EMPTY_PASSWORDS);
  const [errors, setErrors] = useState<FieldErrors<PasswordField>>({});
  const minLength = usePasswordMinLength();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validatePasswords(values, minLength);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await modifyPassword(toModifyPasswordBody(values));
    if ('error' in result) return;
    setValues(EMPTY_PASSWORDS);
    notify.success(t('profile.password.changed'));
  };

  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ maxWidth: 420 }}
    >
      {FIELDS.map(({ field, label, autoComplete }) => (
        <TextField
          key={field}
          label={t(label)}
          type="password"
          autoComplete={autoComplete}
          value={values[field]}
          onChange={(event) =>
            setValues((current) => ({ ...current, [field]: event.target.value }))
          }
          error={Boolean(errors[field])}
          helperText={errorText(errors[field])}
          required
        />
      ))}
      <Button
        type="submit"
        variant="contained"
        loading={isLoading}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('profile.password.submit')}
      </Button>
    </Stack>
  );
}
