import type { Language } from '@mepm/contract/codes';
import { format } from 'date-fns';
import { toDate } from './date-input';
import type { DateInput } from './date-input';

/** The display patterns: dash (default), slash and Chinese variants (docs/reference/shell.md). */
export const DATE_PATTERNS = {
  date: 'yyyy-MM-dd',
  dateTime: 'yyyy-MM-dd HH:mm',
  dateTimeSeconds: 'yyyy-MM-dd HH:mm:ss',
  slashDate: 'yyyy/MM/dd',
  slashDateTime: 'yyyy/MM/dd HH:mm',
  slashDateTimeSeconds: 'yyyy/MM/dd HH:mm:ss',
  zhDate: 'yyyy年MM月dd日',
  zhDateTime: 'yyyy年MM月dd日 HH:mm',
  zhDateTimeSeconds: 'yyyy年MM月dd日 HH:mm:ss',
} as const;

/** Only the known patterns are accepted, so a typo cannot reach date-fns and throw at render time. */
export type DatePattern = (typeof DATE_PATTERNS)[keyof typeof DATE_PATTERNS];

const LONG_TERM_TEXT: Record<Language, string> = {
  zh: '长期有效',
  zhtw: '長期有效',
  en: 'Valid long-term',
};

/** The servers of this family store "never expires" as this calendar day. */
function isLongTerm(date: Date): boolean {
  return date.getFullYear() === 2999 && date.getMonth() === 11 && date.getDate() === 31;
}

/**
 * Formats a moment for display in local time. Empty or invalid input gives ''; the long-term
 * sentinel day gives the "valid long-term" wording instead of a date.
 */
export function formatDate(
  value: DateInput,
  language: Language,
  pattern: DatePattern = DATE_PATTERNS.dateTime,
): string {
  const date = toDate(value);
  if (!date) return '';
  if (isLongTerm(date)) return LONG_TERM_TEXT[language];
  return format(date, pattern);
}

const PATTERNS = new Set<string>(Object.values(DATE_PATTERNS));

/**
 * A form design's date `format` (`YYYY-MM-DD HH:mm:ss` or date-fns style) as a known pattern;
 * `fallback` when it is none of them.
 */
export function designDatePattern(format: string | undefined, fallback: DatePattern): DatePattern {
  const normalised = (format ?? '').replace(/Y/g, 'y').replace(/D/g, 'd');
  return PATTERNS.has(normalised) ? (normalised as DatePattern) : fallback;
}
