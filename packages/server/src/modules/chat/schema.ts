import { CHAT_MESSAGE_TYPES } from '@mepm/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, timestamptz } from '../../db/schema/columns';

/**
 * A conversation between two users, named by the pair (the smaller id first). It numbers its
 * messages: `lastSeq` is taken and raised in one statement per message, so two messages never
 * share a number. Each side's `read…Seq` is the last number it has read.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: idColumn(),
    userLow: text('user_low').notNull(),
    userHigh: text('user_high').notNull(),
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
    readSeqLow: bigint('read_seq_low', { mode: 'number' }).notNull().default(0),
    readSeqHigh: bigint('read_seq_high', { mode: 'number' }).notNull().default(0),
    lastMessageAt: timestamptz('last_message_at').notNull(),
  },
  (t) => [
    uniqueIndex('chat_conversations_pair_unique').on(t.userLow, t.userHigh),
    index('chat_conversations_high_idx').on(t.userHigh),
    check('chat_conversations_pair_ordered', sql`${t.userLow} < ${t.userHigh}`),
  ],
);

/** One message, stored before it is delivered, numbered within its conversation. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: idColumn(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    fromUserId: text('from_user_id').notNull(),
    toUserId: text('to_user_id').notNull(),
    messageType: text('message_type', { enum: CHAT_MESSAGE_TYPES }).notNull(),
    /** The text, or for an image the chat upload's stored name. */
    content: text('content').notNull(),
    // The sender's own id of the message: a resend after a reconnect is stored once.
    clientMessageId: text('client_message_id'),
    sentAt: timestamptz('sent_at').notNull(),
  },
  (t) => [
    uniqueIndex('chat_messages_seq_unique').on(t.conversationId, t.seq),
    uniqueIndex('chat_messages_client_unique').on(t.fromUserId, t.clientMessageId),
    // Who may read a chat image: the messages that carry it.
    index('chat_messages_image_idx')
      .on(t.content)
      .where(sql`${t.messageType} = 'image'`),
  ],
);
