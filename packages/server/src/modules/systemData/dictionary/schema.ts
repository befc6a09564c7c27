import type { MenuNames } from '@mepm/contract';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, sortAndState } from '../../../db/schema/columns';

/**
 * Dictionary types: a tree whose inner nodes file types into categories. Names follow menu
 * entries: `full_name` is simplified Chinese, `names` holds traditional Chinese and English.
 */
export const dictionaryTypes = pgTable(
  'dictionary_types',
  {
    id: idColumn(),
    // No cascade: a type with sub-types is refused deletion with a reason first.
    parentId: text('parent_id').references((): AnyPgColumn => dictionaryTypes.id),
    enCode: text('en_code').notNull(),
    fullName: text('full_name').notNull(),
    names: jsonb('names').$type<Partial<MenuNames>>().notNull().default({}),
    isTree: boolean('is_tree').notNull().default(false),
    sortCode: integer('sort_code').notNull().default(0),
    description: text('description').notNull().default(''),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('dictionary_types_en_code_unique').on(t.enCode),
    index('dictionary_types_parent_idx').on(t.parentId),
  ],
);

/** The items of a type; codes are unique within their type. */
export const dictionaryData = pgTable(
  'dictionary_data',
  {
    id: idColumn(),
    typeId: text('type_id')
      .notNull()
      .references(() => dictionaryTypes.id),
    parentId: text('parent_id').references((): AnyPgColumn => dictionaryData.id),
    enCode: text('en_code').notNull(),
    fullName: text('full_name').notNull(),
    names: jsonb('names').$type<Partial<MenuNames>>().notNull().default({}),
    description: text('description').notNull().default(''),
    ...sortAndState(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('dictionary_data_type_code_unique').on(t.typeId, t.enCode),
    index('dictionary_data_parent_idx').on(t.parentId),
  ],
);
