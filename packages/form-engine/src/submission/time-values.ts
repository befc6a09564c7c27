import type { FormField } from '@mepm/contract';
import { fail, pass, type ValueCheck } from './value-check';

/** Dates travel as ms since 1970; the earliest and latest of any form: years 1000 to 9999. */
const EARLIEST = Date.UTC(1000, 0, 1);
const LATEST = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

const shownDate = (ms: number, withTime: boolean): string =>
  new Date(ms)
    .toISOString()
    .slice(0, withTime ? 16 : 10)
    .replace('T', ' ');

function checkMoment(value: unknown): ValueCheck {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) return fail('badType');
  return value < EARLIEST || value > LATEST ? fail('badFormat') : pass(value);
}

/** A date (ms) between the field's `startTime` and `endTime` when it sets them. */
export function checkDate(field: FormField, value: unknown): ValueCheck {
  const checked = checkMoment(value);
  if (!checked.ok || typeof value !== 'number') return checked;
  const { startTime, endTime, type } = field as {
    startTime?: number | null;
    endTime?: number | null;
    type?: string;
  };
  const withTime = type === 'datetime';
  if (typeof startTime === 'number' && value < startTime) {
    return fail('tooEarly', { limit: shownDate(startTime, withTime) });
  }
  if (typeof endTime === 'number' && value > endTime) {
    return fail('tooLate', { limit: shownDate(endTime, withTime) });
  }
  return checked;
}

const TIME_WITH_SECONDS = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
const TIME_WITHOUT_SECONDS = /^([01]\d|2[0-3]):[0-5]\d$/;

const timeFormat = (field: FormField): RegExp =>
  (field as { format?: string }).format === 'HH:mm' ? TIME_WITHOUT_SECONDS : TIME_WITH_SECONDS;

/** A time `HH:mm:ss` (or `HH:mm` by format) within the field's `startTime` and `endTime`. */
export function checkTime(field: FormField, value: unknown): ValueCheck {
  if (typeof value !== 'string') return fail('badType');
  if (!timeFormat(field).test(value)) return fail('badFormat');
  const { startTime, endTime } = field as { startTime?: string; endTime?: string };
  if (startTime && value < startTime) return fail('tooEarly', { limit: startTime });
  if (endTime && value > endTime) return fail('tooLate', { limit: endTime });
  return pass(value);
}

function checkRange(value: unknown, each: (item: unknown) => ValueCheck): ValueCheck {
  if (!Array.isArray(value) || value.length !== 2) return fail('badType');
  const [start, end] = value as [unknown, unknown];
  for (const item of [start, end]) {
    const checked = each(item);
    if (!checked.ok) return checked;
  }
  return (start as number | string) <= (end as number | string)
    ? pass([start, end])
    : fail('rangeOrder');
}

/** Two dates in ms, start not after end. */
export const checkDateRange = (_field: FormField, value: unknown): ValueCheck =>
  checkRange(value, checkMoment);

/** Two times of the field's format, start not after end. */
export const checkTimeRange = (field: FormField, value: unknown): ValueCheck =>
  checkRange(value, (item) =>
    typeof item !== 'string'
      ? fail('badType')
      : timeFormat(field).test(item)
        ? pass(item)
        : fail('badFormat'),
  );
