import { md5 } from 'js-md5';
import type { ModifyPasswordBody } from '@mepm/contract';
import { validators } from '@mepm/form-engine';
import { passwordTooShort, type FieldErrors } from '../../../shared/crud';

export interface PasswordValues {
  oldPassword: string;
  password: string;
  confirmation: string;
}

export type PasswordField = keyof PasswordValues;

export const EMPTY_PASSWORDS: PasswordValues = { oldPassword: '', password: '', confirmation: '' };

/**
 * The old one only has to be given; the new one follows the password rule and the configured
 * minimum length, typed twice alike.
 */
export function validatePasswords(
  values: PasswordValues,
  minLength: number,
): FieldErrors<PasswordField> {
  const errors: FieldErrors<PasswordField> = {};
  if (!values.oldPassword) errors.oldPassword = { key: 'profile.password.oldRequired' };
  if (!values.password) errors.password = { key: 'profile.password.newRequired' };
  else if (!validators.password(values.password)) errors.password = { rule: 'password' };
  else if (values.password.length < minLength) errors.password = passwordTooShort(minLength);
  if (!values.confirmation) errors.confirmation = { key: 'profile.password.confirmRequired' };
  else if (values.confirmation !== values.password)
    errors.confirmation = { key: 'profile.password.mismatch' };
  return errors;
}

/** Passwords never travel in clear, only as md5 hex. */
export function toModifyPasswordBody(values: PasswordValues): ModifyPasswordBody {
  return { oldPassword: md5(values.oldPassword), password: md5(values.password) };
}
