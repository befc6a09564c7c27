import type { Language } from '@mepm/contract/codes';
import { differenceInMonths } from 'date-fns';
import { DATE_PATTERNS, formatDate } from './date-format';
import { toDate } from './date-input';
import type { DateInput } from './date-input';
import { justNow, unitsAgo } from './relative-time-words';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The list wording: under a minute "just now", then minutes, hours, days up to 6,
 * weeks up to 3, months up to 3, else the day (yyyy-MM-dd). A moment more than a minute ahead
 * of `now` is shown as its day, since "ago" would be false; a smaller lead is clock skew.
 */
export function timeAgo(
  value: DateInput,
  language: Language,
  now: Date | number = Date.now(),
): string {
  const date = toDate(value);
  if (!date) return '';
  const elapsed = Number(now) - date.getTime();
  if (Math.abs(elapsed) < MINUTE) return justNow(language);
  if (elapsed < 0) return formatDate(date, language, DATE_PATTERNS.date);
  if (elapsed < HOUR) return unitsAgo(language, Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return unitsAgo(language, Math.floor(elapsed / HOUR), 'hour');
  const days = Math.floor(elapsed / DAY);
  if (days <= 6) return unitsAgo(language, days, 'day');
  // Four weeks is already a month in speech, even when the calendar month has not turned yet.
  if (days < 28) return unitsAgo(language, Math.floor(days / 7), 'week');
  const months = Math.max(1, differenceInMonths(now, date));
  if (months <= 3) return unitsAgo(language, months, 'month');
  return formatDate(date, language, DATE_PATTERNS.date);
}

/**
 * The short wording: under 30 seconds 刚刚, minutes up to an hour (rounded up, so
 * 30-59 seconds read "1 minute"), hours up to 24 hours, "1 day" up to 48 hours, beyond that the
 * date and time (yyyy-MM-dd HH:mm). Moments ahead of `now` are shown as their date and time.
 */
export function timeSince(
  value: DateInput,
  language: Language,
  now: Date | number = Date.now(),
): string {
  const date = toDate(value);
  if (!date) return '';
  const elapsed = Number(now) - date.getTime();
  if (Math.abs(elapsed) < 30 * SECOND) return justNow(language);
  if (elapsed < 0 || elapsed >= 2 * DAY) return formatDate(date, language, DATE_PATTERNS.dateTime);
  if (elapsed < HOUR) return unitsAgo(language, Math.ceil(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return unitsAgo(language, Math.floor(elapsed / HOUR), 'hour');
  return unitsAgo(language, 1, 'day');
}
