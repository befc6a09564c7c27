import { ApiError, badRequest } from '../../plugins/envelope/api-error';

/** The PostgreSQL error behind a failed statement (Drizzle wraps the driver's error). */
function databaseError(error: unknown): { code: string; message: string } | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 3; depth++) {
    const candidate = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return { code: candidate.code, message: String(candidate.message ?? '') };
    }
    e = candidate.cause;
  }
  return undefined;
}

/**
 * A statement of a designed change the database refused, as the person who designed it reads
 * it: a table name taken, or the database's own reason (a column holding nulls that the design
 * makes required, a value the new type cannot hold). Other failures stay server errors.
 */
export function ddlRefusal(error: unknown, table: string): unknown {
  if (error instanceof ApiError) return error;
  const refused = databaseError(error);
  if (refused === undefined) return error;
  if (refused.code === '42P07') return badRequest('dataModelTableExists', { table });
  // Classes 22 (data), 23 (constraints), 42 (names and types), 54 (limits), objects that
  // depend on the table (2BP01), what the database does not support (0A000) and a lock it
  // could not take (55P03): the design meets the data or the database, not a fault of ours.
  if (/^(22|23|42|54)|^(2BP01|0A000|55P03)$/.test(refused.code)) {
    return badRequest('dataModelDdlFailed', { reason: refused.message });
  }
  return error;
}
