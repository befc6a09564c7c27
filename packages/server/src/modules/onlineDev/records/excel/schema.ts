import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../../../db/schema/columns';
import { users } from '../../../../db/schema/user';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Background exports of generated pages (more records than EXPORT_BACKGROUND_THRESHOLD): their
 * progress and, once done, the file, kept in the database so that any server process reports and
 * serves it. Only the owner reads a task; tasks older than a day are removed when a new one
 * starts. One task per owner runs at a time: the partial unique index makes that atomic.
 */
export const exportTasks = pgTable(
  'online_dev_export_tasks',
  {
    id: idColumn(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    designId: text('design_id').notNull(),
    /** queued, running, done, failed (EXPORT_TASK_STATES). */
    state: text('state').notNull(),
    written: integer('written').notNull().default(0),
    total: integer('total').notNull(),
    fileName: text('file_name').notNull(),
    content: bytea('content'),
    /** The kernel message of a failure, translated when the owner reads the task. */
    failure: text('failure'),
    ...auditColumns(),
  },
  (t) => [
    index('online_dev_export_tasks_owner_idx').on(t.ownerId, t.createdAt),
    uniqueIndex('online_dev_export_tasks_one_running')
      .on(t.ownerId)
      .where(sql`${t.state} in ('queued', 'running')`),
  ],
);
