import { customType, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, timestamptz } from './columns';
import { users } from './user';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
});

/**
 * Uploaded files, contents included: kept in the database rather than on a disk so that every
 * server instance serves every file and backups hold them. Uploads are a few megabytes at most.
 */
export const files = pgTable(
  'files',
  {
    id: idColumn(),
    /** The upload type (UPLOAD_TYPES): downloads name it in the path. */
    type: text('type').notNull(),
    /** Made by the server: random, with an extension chosen from the content. */
    name: text('name').notNull(),
    /** The client's file name, shown in Content-Disposition only, never used as a path. */
    originalName: text('original_name').notNull().default(''),
    /** Detected from the content, never taken from the client. */
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('files_type_name_unique').on(t.type, t.name),
    index('files_owner_idx').on(t.ownerId),
  ],
);
