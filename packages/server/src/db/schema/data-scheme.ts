import type { SchemeLogicName, SchemeOperator } from '@mepm/contract/codes';
import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, sortAndState } from './columns';
import { menus } from './menu';

/** One condition of a data scheme; `value` may name a variable such as `@userId`. */
export interface SchemeCondition {
  field: string;
  op: SchemeOperator;
  value: string | string[];
}

export interface SchemeGroup {
  logic: SchemeLogicName;
  conditions: SchemeCondition[];
}

/** The stored shape of `data_schemes.conditions`. */
export interface SchemeConditions {
  logic: SchemeLogicName;
  groups: SchemeGroup[];
}

/**
 * Row-level (data) permission schemes of a menu entry (docs/reference/permission.md). A
 * scheme is granted through grants item_type `resource` with item_id = the scheme's id.
 */
export const dataSchemes = pgTable(
  'data_schemes',
  {
    id: idColumn(),
    menuId: text('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    enCode: text('en_code').notNull(),
    fullName: text('full_name').notNull(),
    conditions: jsonb('conditions').$type<SchemeConditions>().notNull(),
    ...sortAndState(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('data_schemes_unique').on(t.menuId, t.enCode),
    index('data_schemes_menu_idx').on(t.menuId),
  ],
);
