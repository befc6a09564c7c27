/**
 * How a bill-number rule writes its numbers (docs/reference/bill-rules.md). The server
 * issues them in one SQL statement; the shell shows an example with these functions, which
 * follow the same steps. Imports nothing, so the browser bundle can use it.
 */

/** The date part of a number: none, the year, the month or the day. */
export const BILL_DATE_FORMATS = ['none', 'yyyy', 'yyyyMM', 'yyyyMMdd'] as const;
export type BillDateFormat = (typeof BILL_DATE_FORMATS)[number];

/**
 * Every number's date part, and the period a rule's sequence restarts in, is read on this
 * clock, whatever the server's or the browser's own zone: a company's day starts at midnight
 * in China.
 */
export const BILL_NUMBER_TIME_ZONE = 'Asia/Shanghai';

/** Bounds of a rule: digits of the sequence part and its start number. */
export const BILL_DIGITS_MAX = 12;
export const BILL_START_NUMBER_MAX = 999_999_999;

/** The parts of a rule that shape its numbers. */
export interface BillNumberShape {
  prefix: string;
  dateFormat: BillDateFormat;
  digits: number;
  startNumber: number;
}

/** The date part of numbers issued at `at`, in BILL_NUMBER_TIME_ZONE ('' for none). */
export function billPeriod(dateFormat: BillDateFormat, at: Date): string {
  if (dateFormat === 'none') return '';
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: BILL_NUMBER_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const year = part('year');
  if (dateFormat === 'yyyy') return year;
  if (dateFormat === 'yyyyMM') return `${year}${part('month')}`;
  return `${year}${part('month')}${part('day')}`;
}

/**
 * The number a rule issues as the `sequence`-th of its period (0 for the first): the prefix,
 * the date part, then start number + sequence, zero-padded to `digits` (never cut: a sequence
 * that outgrows its digits gets longer rather than repeating).
 */
export function formatBillNumber(shape: BillNumberShape, sequence: number, at: Date): string {
  const value = String(shape.startNumber + sequence);
  return `${shape.prefix}${billPeriod(shape.dateFormat, at)}${value.padStart(shape.digits, '0')}`;
}
