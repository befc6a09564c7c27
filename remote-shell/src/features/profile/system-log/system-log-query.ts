import { endOfDay, isValid, parseISO, startOfDay } from 'date-fns';
import type { SystemLogArgs } from '../api';

/** Days as a date input gives them (`yyyy-MM-dd`), empty when not set. */
export interface DateRange {
  start: string;
  end: string;
}

export const NO_RANGE: DateRange = { start: '', end: '' };

export interface SystemLogView {
  /** Zero-based, as TablePagination counts. */
  page: number;
  pageSize: number;
  range: DateRange;
}

function dayBound(day: string, bound: (date: Date) => Date): number | undefined {
  if (!day) return undefined;
  const date = parseISO(day);
  return isValid(date) ? bound(date).getTime() : undefined;
}

/** The server counts pages from 1 and takes the whole of both days, in the user's time zone. */
export function toSystemLogArgs({ page, pageSize, range }: SystemLogView): SystemLogArgs {
  return {
    currentPage: page + 1,
    pageSize,
    startTime: dayBound(range.start, startOfDay),
    endTime: dayBound(range.end, endOfDay),
  };
}
