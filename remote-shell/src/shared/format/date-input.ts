import { isValid, parseISO } from 'date-fns';

/** What the formatters accept as a moment: a Date, milliseconds since the epoch or an ISO string. */
export type DateInput = Date | number | string | null | undefined;

const DIGITS_ONLY = /^\d+$/;

/**
 * Turns a formatter input into a valid Date, or null when there is nothing to show. Falsy values
 * (including 0) count as empty because this family of servers sends 0 or '' for "no date". Strings
 * of digits are milliseconds, as some list endpoints send them as text.
 */
export function toDate(value: DateInput): Date | null {
  if (!value) return null;
  let date: Date;
  if (value instanceof Date) date = value;
  else if (typeof value === 'number') date = new Date(value);
  else if (DIGITS_ONLY.test(value.trim())) date = new Date(Number(value.trim()));
  else date = parseISO(value.trim());
  return isValid(date) ? date : null;
}
