import {
  FIELD_KEYS,
  FIELD_SCHEMAS,
  FieldOptionSchema,
  FormDesignSchema,
  type FieldKey,
} from '@mepm/contract';
import { Compile, type Validator } from 'typebox/compile';

/** Each schema compiled once, on first use: a design check runs on every save. */
const cache = new Map<FieldKey, Validator>();

export const isFieldKey = (key: unknown): key is FieldKey =>
  typeof key === 'string' && (FIELD_KEYS as readonly string[]).includes(key);

export function fieldValidator(key: FieldKey): Validator {
  let validator = cache.get(key);
  if (!validator) {
    validator = Compile(FIELD_SCHEMAS[key]);
    cache.set(key, validator);
  }
  return validator;
}

let design: Validator | undefined;
let option: Validator | undefined;

export const designValidator = (): Validator => (design ??= Compile(FormDesignSchema));
export const optionValidator = (): Validator => (option ??= Compile(FieldOptionSchema));
