import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * A counter per table that triggers raise with every statement that writes the table (see the
 * migration `data_version_triggers`), so that a cached total is known to be current with one
 * read, in every server process.
 */
export const dataVersions = pgTable('data_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
