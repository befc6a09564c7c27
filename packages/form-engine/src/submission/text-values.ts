import type { FormField } from '@mepm/contract';
import { fail, pass, type ValueCheck } from './value-check';

/** The longest text a field without its own limit takes, per type. */
const DEFAULT_LIMITS: Partial<Record<string, number>> = {
  input: 10_000,
  textarea: 100_000,
  password: 200,
  editor: 200_000,
  // A signature is an image as a data URL.
  signature: 500_000,
};

const SIGNATURE = /^data:image\/(?:png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/;
const COLOUR =
  /^(#[0-9A-Fa-f]{3,8}|rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\))$/;

/** Text fields: a string without NUL, within the field's `maxlength` (counted in characters). */
export function checkText(field: FormField, value: unknown): ValueCheck {
  if (typeof value !== 'string') return fail('badType');
  if (value.includes('\u0000')) return fail('nulCharacter');
  const key = field.__config__.wyzxKey;
  const own = (field as { maxlength?: number }).maxlength;
  const limit = own ?? DEFAULT_LIMITS[key] ?? 10_000;
  if ([...value].length > limit) return fail('tooLong', { limit });
  if (key === 'signature' && !SIGNATURE.test(value)) return fail('badFormat');
  return pass(value);
}

export function checkColour(_field: FormField, value: unknown): ValueCheck {
  if (typeof value !== 'string') return fail('badType');
  return COLOUR.test(value) ? pass(value) : fail('badFormat');
}
