import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { FormDialog, hasErrors, useFieldErrorText, useNotifySuccess } from '../../../shared/crud';
import type { FieldErrors } from '../../../shared/crud';
import { useResetUserPasswordMutation } from './api';
import { usePasswordMinLength } from '../../../kernel/login-page-config';
import { EMPTY_RESET, toResetBody, validateReset } from './reset-password-form';
import type { ResetPasswordValues } from './reset-password-form';

export interface ResetPasswordDialogProps {
  /** The user whose password is reset; null keeps the dialog closed. */
  userId: string | null;
  onClose: () => void;
}

/** Sets a user's password; the server ends that user's sessions. */
export function ResetPasswordDialog({ userId, onClose }: ResetPasswordDialogProps) {
  const { t } = useTranslation();
  return (
    <ResetPasswordForm
      key={userId ?? ''}
      userId={userId}
      onClose={onClose}
      title={t('permission.user.titles.resetPassword')}
    />
  );
}

// Keyed by user so that every opening starts empty.
function ResetPasswordForm(props: ResetPasswordDialogProps & { title: string }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const notify = useNotifySuccess();
  const [values, setValues] = useState<ResetPasswordValues>(EMPTY_RESET);
  const [errors, setErrors] = useState<FieldErrors<keyof ResetPasswordValues>>({});
  const [reset, { isLoading }] = useResetUserPasswordMutation();
  const minLength = usePasswordMinLength();

  const submit = async () => {
    const found = validateReset(values, minLength);
    setErrors(found);
    if (hasErrors(found) || !props.userId) return;
    try {
      await reset({ id: props.userId, body: toResetBody(values) }).unwrap();
      notify('permission.user.passwordReset');
      props.onClose();
    } catch {
      // The base query showed the server's message; the dialog stays for another try.
    }
  };

  const field = (name: keyof ResetPasswordValues, label: string) => (
    <TextField
      type="password"
      label={label}
      required
      autoComplete="new-password"
      value={values[name]}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      error={errors[name] !== undefined}
      helperText={errorText(errors[name])}
    />
  );

  return (
    <FormDialog
      open={props.userId !== null}
      title={props.title}
      saving={isLoading}
      onSubmit={() => void submit()}
      onClose={props.onClose}
    >
      {field('password', t('permission.user.fields.password'))}
      {field('confirmation', t('permission.user.fields.confirmPassword'))}
    </FormDialog>
  );
}
