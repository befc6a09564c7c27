import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/schema/columns';
import { menus, users } from '../../db/schema';

/**
 * How often and how lately each user opened each menu page: one row per user and menu, so a
 * user's rows are bounded by the number of menus, and a visit is one upsert.
 */
export const menuVisits = pgTable(
  'menu_visits',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    menuId: text('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    visits: integer('visits').notNull().default(1),
    lastVisitedAt: timestamptz('last_visited_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.menuId] }),
    // Deleting a menu removes its visits: without this, a scan of every user's rows.
    index('menu_visits_menu_idx').on(t.menuId),
  ],
);

/**
 * Each user's pinned menus, in the user's order. The list is saved whole, so one row per user
 * makes every save a single atomic upsert; ids of menus deleted or no longer held since are left
 * out when read.
 */
export const userShortcuts = pgTable('user_shortcuts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  menuIds: text('menu_ids')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: timestamptz('updated_at').notNull(),
});
