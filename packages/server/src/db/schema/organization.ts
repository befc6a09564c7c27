import { ORGANIZE_CATEGORIES } from '@mepm/contract/codes';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, sortAndState } from './columns';

/** Companies and departments form one tree; a department's parent is a company or department. */
export const organizations = pgTable(
  'organizations',
  {
    id: idColumn(),
    parentId: text('parent_id').references((): AnyPgColumn => organizations.id),
    category: text('category', { enum: ORGANIZE_CATEGORIES }).notNull(),
    enCode: text('en_code').notNull(),
    fullName: text('full_name').notNull(),
    managerId: text('manager_id'),
    description: text('description').notNull().default(''),
    ...sortAndState(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('organizations_en_code_unique').on(t.enCode),
    index('organizations_parent_idx').on(t.parentId),
    check('organizations_category_check', sql`${t.category} in ('company', 'department')`),
  ],
);

export const positions = pgTable(
  'positions',
  {
    id: idColumn(),
    organizeId: text('organize_id').references(() => organizations.id),
    enCode: text('en_code').notNull(),
    fullName: text('full_name').notNull(),
    description: text('description').notNull().default(''),
    ...sortAndState(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('positions_en_code_unique').on(t.enCode),
    index('positions_organize_idx').on(t.organizeId),
  ],
);

export const roles = pgTable(
  'roles',
  {
    id: idColumn(),
    enCode: text('en_code').notNull(),
    fullName: text('full_name').notNull(),
    description: text('description').notNull().default(''),
    ...sortAndState(),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('roles_en_code_unique').on(t.enCode)],
);
