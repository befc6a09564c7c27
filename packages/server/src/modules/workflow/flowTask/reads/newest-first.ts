import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * `col desc nulls last` for each column: the lists' indexes are built that way (drizzle's
 * `.desc()`), and PostgreSQL walks an index in order only for the very same null ordering, which
 * plain `desc` (nulls first) is not; without it each page sorts every row of the user.
 */
export const newestFirst = (...columns: PgColumn[]): SQL[] =>
  columns.map((column) => sql`${column} desc nulls last`);
