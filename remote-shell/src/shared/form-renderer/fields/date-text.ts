import { format, isValid, parse } from 'date-fns';

/**
 * Dates are stored as milliseconds (the engine's value kind) and typed in native date inputs,
 * which speak local `yyyy-MM-dd` or `yyyy-MM-ddTHH:mm` text.
 */
export type DateKind = 'date' | 'datetime';

const PATTERN: Record<DateKind, string> = { date: 'yyyy-MM-dd', datetime: "yyyy-MM-dd'T'HH:mm" };

export const inputTypeOf = (kind: DateKind) => (kind === 'date' ? 'date' : 'datetime-local');

export function msToInput(value: unknown, kind: DateKind): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  return format(new Date(value), PATTERN[kind]);
}

export function inputToMs(text: string, kind: DateKind): number | null {
  if (!text) return null;
  const date = parse(text, PATTERN[kind], new Date());
  return isValid(date) ? date.getTime() : null;
}
