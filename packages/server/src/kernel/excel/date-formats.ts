/**
 * Which number formats show a number as a date or time. A typed date in a workbook is a number
 * of days; only its cell's format says it is a date. Built-in ids per ECMA-376 §18.8.30, with the
 * ones East Asian Excel uses for its date formats (27-36, 50-58).
 */
const BUILT_IN_DATE_IDS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51,
  52, 53, 54, 55, 56, 57, 58,
]);

/** Does a custom format code show dates or times: `yyyy-mm-dd`, `[$-804]h:mm`, not `0.00"d"`. */
export function isDateFormatCode(code: string): boolean {
  const bare = code
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/\[(?!h\]|m\]|s\])[^\]]*\]/gi, '');
  // Of a format's sections (positive;negative;zero;text), the first decides.
  const first = bare.split(';')[0] ?? '';
  return /[dmyhs]/i.test(first) && !/^general$/i.test(first.trim());
}

export function isDateFormat(numFmtId: number, customCodes: ReadonlyMap<number, string>): boolean {
  const custom = customCodes.get(numFmtId);
  return custom === undefined ? BUILT_IN_DATE_IDS.has(numFmtId) : isDateFormatCode(custom);
}

/** Excel's day 0 (1899-12-30, as its 1900 leap-year bug makes it) and the 1904 system's. */
const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);
const DAY_MS = 86_400_000;

/**
 * A date cell's serial as the wall-clock time it shows, in milliseconds as if that time were UTC
 * (a workbook knows no time zone; the importer places it in the user's). Rounded to the second,
 * as Excel's floating days drift by fractions of a millisecond.
 */
export function serialToWallClock(serial: number, date1904: boolean): number {
  const ms = (date1904 ? EPOCH_1904 : EPOCH_1900) + serial * DAY_MS;
  return Math.round(ms / 1000) * 1000;
}
