import type { FieldKey } from '@mepm/contract';

/** How the default value of each type is entered: the kind of value the type stores. */
export type DefaultKind = 'text' | 'number' | 'switch' | 'option' | 'date' | 'time';

export const DEFAULT_KIND: Partial<Record<FieldKey, DefaultKind>> = {
  input: 'text',
  textarea: 'text',
  password: 'text',
  colorPicker: 'text',
  number: 'number',
  amount: 'number',
  slider: 'number',
  rate: 'number',
  switch: 'switch',
  radio: 'option',
  checkbox: 'option',
  select: 'option',
  date: 'date',
  time: 'time',
};

/** FieldLiteral's longest text. */
export const DEFAULT_TEXT_LIMIT = 2000;

/** `HH:mm:ss`, or `HH:mm` for a time field of that format. */
export const timePattern = (format: string | undefined) =>
  format === 'HH:mm' ? '^([01]\\d|2[0-3]):[0-5]\\d$' : '^([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$';

const pad = (value: number) => String(value).padStart(2, '0');

/** ms since 1970 as the local text of a date or datetime-local input. */
export function dateInputText(ms: number | undefined, withTime: boolean): string {
  if (ms === undefined) return '';
  const at = new Date(ms);
  const day = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  return withTime ? `${day}T${pad(at.getHours())}:${pad(at.getMinutes())}` : day;
}

/** The local moment a date or datetime-local input's text means, in ms; undefined when empty. */
export function dateInputMs(text: string): number | undefined {
  if (text === '') return undefined;
  const ms = new Date(text.includes('T') ? text : `${text}T00:00`).getTime();
  return Number.isFinite(ms) ? ms : undefined;
}
