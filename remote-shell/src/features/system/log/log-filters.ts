import { endOfDay, isValid, parseISO, startOfDay } from 'date-fns';
import type { LogArgs } from './api';

/** The toolbar's filters: a keyword and days as a date input gives them (`yyyy-MM-dd`). */
export interface LogFilters {
  keyword: string;
  start: string;
  end: string;
}

export const NO_FILTERS: LogFilters = { keyword: '', start: '', end: '' };

function dayBound(day: string, bound: (date: Date) => Date): number | undefined {
  if (!day) return undefined;
  const date = parseISO(day);
  return isValid(date) ? bound(date).getTime() : undefined;
}

/** The list query: both days whole, in the user's time zone; empty filters are not sent. */
export function toLogArgs(currentPage: number, pageSize: number, filters: LogFilters): LogArgs {
  const startTime = dayBound(filters.start, startOfDay);
  const endTime = dayBound(filters.end, endOfDay);
  return {
    currentPage,
    pageSize,
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
    ...(startTime === undefined ? {} : { startTime }),
    ...(endTime === undefined ? {} : { endTime }),
  };
}
