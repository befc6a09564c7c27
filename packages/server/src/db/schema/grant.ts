import { AUTHORIZE_OBJECT_TYPES } from '@mepm/contract/codes';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, timestamptz } from './columns';

export const GRANT_ITEM_TYPES = ['menu', 'module', 'button', 'column', 'form', 'resource'] as const;

/**
 * One right given to a role, position or user (docs/reference/permission.md, Grants). `menu` and
 * `module` both name a menu entry (the platform family uses both words); the element kinds name
 * rows of menu_elements.
 */
export const grants = pgTable(
  'grants',
  {
    id: idColumn(),
    itemType: text('item_type', { enum: GRANT_ITEM_TYPES }).notNull(),
    itemId: text('item_id').notNull(),
    objectType: text('object_type', { enum: AUTHORIZE_OBJECT_TYPES }).notNull(),
    objectId: text('object_id').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('grants_unique').on(t.itemType, t.itemId, t.objectType, t.objectId),
    index('grants_object_idx').on(t.objectType, t.objectId),
    check(
      'grants_item_type_check',
      sql`${t.itemType} in ('menu', 'module', 'button', 'column', 'form', 'resource')`,
    ),
    check('grants_object_type_check', sql`${t.objectType} in ('role', 'position', 'user')`),
  ],
);
