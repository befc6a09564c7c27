/**
 * The SQLSTATE of a value the database refused to store or compare (class 22, "data exception":
 * a number out of range, text it cannot hold), or undefined for other errors. Such a value came
 * from a request that validation should have refused.
 */
export function dataExceptionState(error: unknown): string | undefined {
  // Drizzle wraps driver errors; the PostgreSQL fields sit on the error or its cause.
  for (let e: unknown = error, depth = 0; e && depth < 3; depth++) {
    const candidate = e as { code?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^22[0-9A-Z]{3}$/.test(candidate.code)) {
      return candidate.code;
    }
    e = candidate.cause;
  }
  return undefined;
}
