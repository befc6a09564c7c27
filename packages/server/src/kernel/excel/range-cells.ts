import { problem, type CellResult } from './cell-basics';

/**
 * The two ends of a range cell: the export writes a date range as `start ~ end` and a time range
 * as `start,end`; the full-width forms are read too.
 */
const RANGE_SEPARATOR = /\s*[~～,，]\s*/;

/**
 * A range as its two converted ends, each by `each` (a date's instant, a time's text); which end
 * comes first is the form engine's check.
 */
export function toRange(text: string, each: (end: string) => CellResult): CellResult {
  const ends = text.trim().split(RANGE_SEPARATOR);
  if (ends.length !== 2 || ends.some((end) => end === '')) return problem('excelNotRange', text);
  const values: unknown[] = [];
  for (const end of ends) {
    const converted = each(end);
    if ('problem' in converted) return converted;
    values.push(converted.value);
  }
  return { value: values };
}
