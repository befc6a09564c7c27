import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../../db/schema/columns';
import { users } from '../../../db/schema/user';

/** A table a release of the design made, on its data source. */
export interface ReleasedTable {
  sourceId: string;
  table: string;
}

/**
 * Function designs (docs/reference/visual-development.md). `field_keys` is the form's key set
 * as last saved; `released_keys` every key any release has had: records stored under a released
 * design keep those keys, so an edit may add keys but never drop one of them (even after the
 * design went back to draft). `version` rises with every edit of the design's content.
 */
export const webDesigns = pgTable(
  'visualdev_designs',
  {
    id: idColumn(),
    enCode: text('en_code').notNull(),
    fullName: text('full_name').notNull(),
    /** The code of an item of the visualDevCategory dictionary. */
    category: text('category').notNull(),
    /** 1 web form, 2 app form, 3 flow form. */
    type: integer('type').notNull(),
    /** 1 form only, 2 list and form, 3 list, form and flow. */
    webType: integer('web_type').notNull(),
    /** 0 draft, 1 released. */
    state: integer('state').notNull().default(0),
    formData: jsonb('form_data').notNull(),
    fieldKeys: jsonb('field_keys').$type<string[]>().notNull().default([]),
    releasedKeys: jsonb('released_keys').$type<string[]>().notNull().default([]),
    columnData: jsonb('column_data'),
    tables: jsonb('tables'),
    /**
     * The tables releases made for the design, on which source: the ones it owns, alters and may
     * drop. Kept apart from `tables`, which an edit writes: no edit can claim another's table.
     */
    releasedTables: jsonb('released_tables').$type<ReleasedTable[]>().notNull().default([]),
    /**
     * What the last release served, `{enCode, fullName, formData, columnData, tables}`: an edit
     * leaves a released design released, and its generated page keeps the layout of the tables
     * the release made until the next release (docs/reference/online-development.md).
     */
    releasedDesign: jsonb('released_design'),
    dbLinkId: text('db_link_id'),
    sortCode: integer('sort_code').notNull().default(0),
    description: text('description').notNull().default(''),
    creatorUserId: text('creator_user_id').references(() => users.id, { onDelete: 'set null' }),
    modifierUserId: text('modifier_user_id').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('visualdev_designs_en_code_unique').on(t.enCode),
    index('visualdev_designs_category_idx').on(t.category, t.sortCode),
    check('visualdev_designs_type_check', sql`${t.type} in (1, 2, 3)`),
    check('visualdev_designs_web_type_check', sql`${t.webType} in (1, 2, 3)`),
    check('visualdev_designs_state_check', sql`${t.state} in (0, 1)`),
  ],
);
