import type { FieldOption, FormField } from '@mepm/contract';
import type { MessageParams } from '../text/format';
import type { SubmissionMessageKey } from './messages';

/** A value that passed, as stored, or the problem with it. */
export type ValueCheck =
  { ok: true; value: unknown } | { ok: false; key: SubmissionMessageKey; params?: MessageParams };

export const pass = (value: unknown): ValueCheck => ({ ok: true, value });
export const fail = (key: SubmissionMessageKey, params?: MessageParams): ValueCheck =>
  params ? { ok: false, key, params } : { ok: false, key };

/** What a value check reads besides the field: its allowed options, when known. */
export interface ValueContext {
  /** The options the value must be among; undefined when they are not known here. */
  options?: readonly FieldOption[];
}

export type ValueChecker = (field: FormField, value: unknown, context: ValueContext) => ValueCheck;
