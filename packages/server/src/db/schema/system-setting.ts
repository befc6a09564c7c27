import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/**
 * Settings the application reads at run time, one row per document: `sysConfig` (the system
 * configuration page, see kernel/settings) and server-made secrets such as the key that signs
 * download names. `version` rises with every save.
 */
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  /** Who saved it last; empty for what the server made itself. */
  updatedBy: text('updated_by').notNull().default(''),
});
