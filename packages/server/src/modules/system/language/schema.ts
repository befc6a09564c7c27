import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../../db/schema/columns';

/**
 * Texts people changed on the languages page: one row per (scope, key, language). The shipped
 * texts stay in the code; removing a row goes back to them. Every write raises the table's data
 * version (migration `text_overrides`), which tells every server process to reload its copy.
 */
export const textOverrides = pgTable(
  'text_overrides',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    language: text('language').notNull(),
    text: text('text').notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key, t.language] })],
);
