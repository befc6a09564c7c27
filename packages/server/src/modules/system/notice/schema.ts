import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, timestamptz } from '../../../db/schema/columns';
import { users } from '../../../db/schema/user';

/**
 * Messages and notices. `released` turns once, from false to true; a released message is not
 * edited (docs/reference/messages.md). `enabled` false withdraws it from its recipients.
 */
export const messages = pgTable(
  'messages',
  {
    id: idColumn(),
    title: text('title').notNull(),
    /** 1 notice, 2 to-do, 3 circulated, 99 policy release. */
    type: integer('type').notNull(),
    /** Sanitised HTML for a notice; the JSON of its target otherwise. */
    bodyText: text('body_text').notNull(),
    toAll: boolean('to_all').notNull().default(false),
    released: boolean('released').notNull().default(false),
    releasedAt: timestamptz('released_at'),
    enabled: boolean('enabled').notNull().default(true),
    creatorUserId: text('creator_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...auditColumns(),
  },
  (t) => [
    index('messages_updated_idx').on(t.updatedAt),
    check('messages_type_check', sql`${t.type} in (1, 2, 3, 99)`),
  ],
);

/** The organisations, roles and users a message is addressed to, as the author chose them. */
export const messageRecipients = pgTable(
  'message_recipients',
  {
    id: idColumn(),
    messageId: text('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    objectType: text('object_type', { enum: ['organize', 'role', 'user'] }).notNull(),
    objectId: text('object_id').notNull(),
  },
  (t) => [
    uniqueIndex('message_recipients_unique').on(t.messageId, t.objectType, t.objectId),
    check(
      'message_recipients_object_type_check',
      sql`${t.objectType} in ('organize', 'role', 'user')`,
    ),
  ],
);

/**
 * One row per user who received a released message: written once, at the release, for the
 * users the recipients named then. `hidden_at` is set when the user removes the message from
 * their own lists (DELETE /Record); the row stays, so the read list still tells the truth.
 */
export const messageReceivers = pgTable(
  'message_receivers',
  {
    messageId: text('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receivedAt: timestamptz('received_at').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestamptz('read_at'),
    hiddenAt: timestamptz('hidden_at'),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.userId] }),
    // The drawer and the badge: a user's entries, newest first, and the unread ones.
    index('message_receivers_user_idx').on(t.userId, t.receivedAt),
    index('message_receivers_unread_idx')
      .on(t.userId)
      .where(sql`not ${t.isRead} and ${t.hiddenAt} is null`),
  ],
);
