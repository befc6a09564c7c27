import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, sortAndState } from '../../../db/schema/columns';

/**
 * Administrative divisions: provinces (level 1, no parent), their cities (2) and districts (3).
 * The level follows from the parent and never changes, since areas do not move.
 */
export const areas = pgTable(
  'areas',
  {
    id: idColumn(),
    parentId: text('parent_id').references((): AnyPgColumn => areas.id),
    enCode: text('en_code').notNull(),
    fullName: text('full_name').notNull(),
    level: integer('level').notNull(),
    description: text('description').notNull().default(''),
    ...sortAndState(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('areas_en_code_unique').on(t.enCode),
    index('areas_parent_idx').on(t.parentId, t.sortCode, t.enCode),
    check('areas_level_check', sql`${t.level} between 1 and 3`),
  ],
);
