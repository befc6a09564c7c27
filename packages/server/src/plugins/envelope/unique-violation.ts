/**
 * The field named by a PostgreSQL unique violation (23505), or undefined for other errors.
 * `fields` names each constraint's field (the modules declare them); an unnamed constraint is
 * reported by its own name.
 */
export function uniqueViolationField(
  error: unknown,
  fields: ReadonlyMap<string, string>,
): string | undefined {
  // Drizzle wraps driver errors; the PostgreSQL fields sit on the error or its cause.
  for (let e: unknown = error, depth = 0; e && depth < 3; depth++) {
    const candidate = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      const constraint = typeof candidate.constraint === 'string' ? candidate.constraint : '';
      return fields.get(constraint) ?? constraint;
    }
    e = candidate.cause;
  }
  return undefined;
}
