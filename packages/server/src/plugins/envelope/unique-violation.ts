/** Which field a unique constraint protects, for the "already exists" message. */
const CONSTRAINT_FIELDS: Record<string, string> = {
  users_account_unique: 'account',
  users_main_mobile_unique: 'mobile',
  organizations_en_code_unique: 'enCode',
  positions_en_code_unique: 'enCode',
  roles_en_code_unique: 'enCode',
  menus_en_code_unique: 'enCode',
  menu_elements_unique: 'enCode',
};

/** The field named by a PostgreSQL unique violation (23505), or undefined for other errors. */
export function uniqueViolationField(error: unknown): string | undefined {
  // Drizzle wraps driver errors; the PostgreSQL fields sit on the error or its cause.
  for (let e: unknown = error, depth = 0; e && depth < 3; depth++) {
    const candidate = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      const constraint = typeof candidate.constraint === 'string' ? candidate.constraint : '';
      return CONSTRAINT_FIELDS[constraint] ?? constraint;
    }
    e = candidate.cause;
  }
  return undefined;
}
