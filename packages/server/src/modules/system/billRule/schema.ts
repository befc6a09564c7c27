import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, sortAndState } from '../../../db/schema/columns';

/**
 * Bill-number rules. `current_sequence` counts the numbers issued in `last_period` (the date
 * part of `last_output`); both change only in the one statement that issues a number.
 */
export const billRules = pgTable(
  'bill_rules',
  {
    id: idColumn(),
    enCode: text('en_code').notNull(),
    fullName: text('full_name').notNull(),
    category: text('category').notNull().default(''),
    prefix: text('prefix').notNull().default(''),
    /** none, yyyy, yyyyMM or yyyyMMdd. */
    dateFormat: text('date_format').notNull().default('none'),
    digits: integer('digits').notNull(),
    startNumber: integer('start_number').notNull().default(1),
    currentSequence: integer('current_sequence').notNull().default(0),
    lastPeriod: text('last_period').notNull().default(''),
    lastOutput: text('last_output').notNull().default(''),
    resetPerPeriod: boolean('reset_per_period').notNull().default(true),
    description: text('description').notNull().default(''),
    ...sortAndState(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('bill_rules_en_code_unique').on(t.enCode),
    check(
      'bill_rules_date_format_check',
      sql`${t.dateFormat} in ('none', 'yyyy', 'yyyyMM', 'yyyyMMdd')`,
    ),
  ],
);
