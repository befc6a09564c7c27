import { bigint, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The tables the platform made on a data source (the data model designed them, or a data sync
 * created them). Only these can be changed, dropped or written into: the platform's own tables,
 * and tables someone made by other means, stay read-only. Several modules share it.
 */
export const dataModelTables = pgTable(
  'data_model_tables',
  {
    sourceId: text('source_id').notNull(),
    tableName: text('table_name').notNull(),
    // The table's oid: a table dropped and made again by other means under the same name is not
    // the designed one (its row is then stale and goes).
    tableOid: bigint('table_oid', { mode: 'number' }).notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sourceId, t.tableName] })],
);
