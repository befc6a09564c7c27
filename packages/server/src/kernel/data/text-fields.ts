import { validators } from '@mepm/form-engine';
import { badRequest } from '../../plugins/envelope/api-error';

// PostgreSQL text cannot hold NUL, and control characters have no place in names and codes.
// eslint-disable-next-line no-control-regex -- control characters are what this finds
const CONTROL = /[\u0000-\u001f\u007f]/;
// Descriptions may span lines; other control characters are refused.
// eslint-disable-next-line no-control-regex -- control characters are what this finds
const MULTILINE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A required one-line text, trimmed: 400 naming the field when empty or holding controls. */
export function requiredText(value: string, field: string): string {
  const text = value.trim();
  if (text === '') throw badRequest('required', { field });
  if (CONTROL.test(text)) throw badRequest('badFormat', { field });
  return text;
}

/** An optional free text (descriptions), trimmed; absent becomes empty. */
export function optionalText(value: string | undefined, field: string): string {
  const text = value?.trim() ?? '';
  if (MULTILINE_CONTROL.test(text)) throw badRequest('badFormat', { field });
  return text;
}

/** A required code following the code rule (letters, digits, inner dots). */
export function codeText(value: string, field = 'enCode'): string {
  const text = requiredText(value, field);
  if (!validators.code(text)) throw badRequest('ruleCode', { field });
  return text;
}

/** An optional value, trimmed: empty and absent both mean none (null). */
export function blankToNull(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}

/** An optional id reference: empty and absent both mean none. */
export const optionalId = blankToNull;
