import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, sortAndState } from '../../../db/schema/columns';

/**
 * External databases that data interfaces read. `password_sealed` is the password sealed with
 * AES-256-GCM (kernel/data-sources/secret-box.ts), '' when the source has none: the plain
 * password is never stored.
 */
export const dataSources = pgTable(
  'data_sources',
  {
    id: idColumn(),
    fullName: text('full_name').notNull(),
    /** postgresql or mysql (MariaDB included). */
    kind: text('kind').notNull(),
    host: text('host').notNull(),
    port: integer('port').notNull(),
    database: text('database_name').notNull(),
    schema: text('schema_name').notNull().default(''),
    user: text('user_name').notNull(),
    passwordSealed: text('password_sealed').notNull().default(''),
    /** The checked extra options of the contract's DataSourceOptions. */
    options: jsonb('options').$type<Record<string, string>>().notNull().default({}),
    description: text('description').notNull().default(''),
    ...sortAndState(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('data_sources_full_name_unique').on(t.fullName),
    check('data_sources_kind_check', sql`${t.kind} in ('postgresql', 'mysql')`),
  ],
);
