import { md5 } from 'js-md5';
import type { ResetPasswordBody } from '@mepm/contract';
import { validators } from '@mepm/form-engine';
import { passwordTooShort, required } from '../../../shared/crud';
import type { FieldErrors } from '../../../shared/crud';

export interface ResetPasswordValues {
  password: string;
  confirmation: string;
}

export const EMPTY_RESET: ResetPasswordValues = { password: '', confirmation: '' };

/** The new password follows the password rule and the minimum length, typed twice alike. */
export function validateReset(
  values: ResetPasswordValues,
  minLength: number,
): FieldErrors<keyof ResetPasswordValues> {
  const errors: FieldErrors<keyof ResetPasswordValues> = {};
  if (!values.password) errors.password = required('permission.user.fields.password');
  else if (!validators.password(values.password)) errors.password = { rule: 'password' };
  else if (values.password.length < minLength) errors.password = passwordTooShort(minLength);
  if (!values.confirmation)
    errors.confirmation = required('permission.user.fields.confirmPassword');
  else if (values.confirmation !== values.password)
    errors.confirmation = { key: 'permission.user.passwordMismatch' };
  return errors;
}

/** Passwords never travel in clear, only as md5 hex. */
export function toResetBody(values: ResetPasswordValues): ResetPasswordBody {
  return { password: md5(values.password) };
}
