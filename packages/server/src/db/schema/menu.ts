import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { MenuNames } from '@mepm/contract';
import { auditColumns, idColumn, sortAndState } from './columns';

/** Menu entries (types 1-8, docs/reference/system-menu.md); upserted by en_code. */
export const menus = pgTable(
  'menus',
  {
    id: idColumn(),
    parentId: text('parent_id').references((): AnyPgColumn => menus.id),
    type: integer('type').notNull(),
    enCode: text('en_code').notNull(),
    /** The simplified Chinese name. */
    fullName: text('full_name').notNull(),
    /**
     * The traditional Chinese and English names. A language absent here was never named: the
     * seed fills it in for shipped entries; an empty name is one an administrator cleared.
     */
    names: jsonb('names').$type<Partial<MenuNames>>().notNull().default({}),
    icon: text('icon').notNull().default(''),
    urlAddress: text('url_address').notNull().default(''),
    linkTarget: text('link_target').notNull().default('_self'),
    propertyJson: text('property_json').notNull().default('{}'),
    ...sortAndState(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('menus_en_code_unique').on(t.enCode),
    index('menus_parent_idx').on(t.parentId),
    check('menus_type_check', sql`${t.type} between 1 and 8`),
  ],
);

/**
 * The buttons, list columns, form fields and resources of one menu entry: what the
 * permissionList of CurrentUser reports per model when granted.
 */
export const menuElements = pgTable(
  'menu_elements',
  {
    id: idColumn(),
    menuId: text('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['button', 'column', 'form', 'resource'] }).notNull(),
    enCode: text('en_code').notNull(),
    fullName: text('full_name').notNull(),
    ...sortAndState(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('menu_elements_unique').on(t.menuId, t.kind, t.enCode),
    check('menu_elements_kind_check', sql`${t.kind} in ('button', 'column', 'form', 'resource')`),
  ],
);
