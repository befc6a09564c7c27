import type { FormValues } from '@mepm/contract';

/** Whether a value is a plain object of values (a form's, a sub-table row's), not a list. */
export const isValues = (value: unknown): value is FormValues =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
