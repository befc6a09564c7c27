import { ApiError } from '../../plugins/envelope/api-error';

/** 404 for a record that does not exist or lies outside the caller's data scope. */
export const recordNotFound = () => new ApiError(404, 404, 'recordNotFound');

/** The single row of a lookup by id, or 404. */
export function found<T>(rows: readonly T[]): T {
  const [row] = rows;
  if (row === undefined) throw recordNotFound();
  return row;
}
