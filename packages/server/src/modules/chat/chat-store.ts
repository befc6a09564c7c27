import { CHAT_LIMITS, type ChatMessage, type ChatMessageType } from '@mepm/contract';
import { and, asc, desc, eq, gt, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newId } from '../../ids';
import { uniqueViolationField } from '../../plugins/envelope/unique-violation';
import { chatImage } from './chat-images';
import { chatConversations, chatMessages } from './schema';

/** The two users of a conversation in the order the table keeps them, and which side `me` is. */
function pairOf(me: string, other: string) {
  return me < other
    ? { low: me, high: other, meIsLow: true }
    : { low: other, high: me, meIsLow: false };
}

const conversationOf = (me: string, other: string) => {
  const { low, high } = pairOf(me, other);
  return and(eq(chatConversations.userLow, low), eq(chatConversations.userHigh, high));
};

/** A stored message's columns, whichever way they were read. */
type MessageRow = Pick<
  typeof chatMessages.$inferSelect,
  | 'id'
  | 'seq'
  | 'fromUserId'
  | 'toUserId'
  | 'messageType'
  | 'content'
  | 'clientMessageId'
  | 'sentAt'
>;

function shown(row: MessageRow): ChatMessage {
  const stored = {
    id: row.id,
    seq: row.seq,
    formUserId: row.fromUserId,
    toUserId: row.toUserId,
    dateTime: row.sentAt.getTime(),
    clientMessageId: row.clientMessageId,
  };
  return row.messageType === 'image'
    ? { ...stored, messageType: 'image', message: chatImage(row.content) }
    : { ...stored, messageType: 'text', message: row.content };
}

async function alreadySent(
  db: Db,
  from: string,
  clientMessageId: string,
): Promise<ChatMessage | undefined> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(
      and(eq(chatMessages.fromUserId, from), eq(chatMessages.clientMessageId, clientMessageId)),
    );
  return row === undefined ? undefined : shown(row);
}

export interface Outgoing {
  from: string;
  to: string;
  messageType: ChatMessageType;
  /** The text, or an image's stored name. */
  content: string;
  clientMessageId: string | undefined;
  now: Date;
}

/** A message as the storing statement returns it: stored now, or earlier under the same id. */
export interface StoredRow extends Record<string, unknown> {
  earlier: boolean;
  id: string;
  seq: string | number;
  from_user_id: string;
  to_user_id: string;
  message_type: ChatMessageType;
  content: string;
  client_message_id: string | null;
  sent_at: Date | string;
}

export const shownStored = (row: StoredRow): ChatMessage =>
  shown({
    id: row.id,
    seq: Number(row.seq),
    fromUserId: row.from_user_id,
    toUserId: row.to_user_id,
    messageType: row.message_type,
    content: row.content,
    clientMessageId: row.client_message_id,
    sentAt: new Date(row.sent_at),
  });

export const MESSAGE_COLUMNS = sql.raw(
  'id, seq, from_user_id, to_user_id, message_type, content, client_message_id, sent_at',
);

/**
 * Stores a message with its conversation's next number (which also marks the conversation read
 * up to it for the sender), so numbers have no gaps and no repeats whatever arrives at once. A
 * message the sender already sent (the same client id, resent after a reconnect) is answered as
 * stored, not stored again. Undefined: the recipient does not exist or is disabled.
 *
 * One statement, so one round trip (this is the path every message takes, and each round trip
 * costs the server and the database a wake-up): the recipient check, the resend check, the
 * number and the message. A statement is atomic: the number and the message, or neither; and
 * the conversation's row stays locked only for the statement and its commit.
 */
export async function storeMessage(
  db: Db,
  outgoing: Outgoing,
): Promise<{ message: ChatMessage; duplicate: boolean } | undefined> {
  const { from, to, clientMessageId, now } = outgoing;
  const { low, high, meIsLow } = pairOf(from, to);
  const read = sql.identifier(meIsLow ? 'read_seq_low' : 'read_seq_high');
  try {
    // Without a client id (null) nothing is `earlier`: every such send is a new message.
    const { rows } = await db.execute<StoredRow>(sql`
      with earlier as (
        select ${MESSAGE_COLUMNS} from chat_messages
        where from_user_id = ${from} and client_message_id = ${clientMessageId ?? null}
      ), conversation as (
        insert into chat_conversations as c
          (id, user_low, user_high, last_seq, ${read}, last_message_at)
        select ${newId()}, ${low}, ${high}, 1, 1, ${now}::timestamptz
        from users
        where id = ${to} and enabled and not exists (select 1 from earlier)
        on conflict (user_low, user_high) do update
          set last_seq = c.last_seq + 1, ${read} = c.last_seq + 1,
            last_message_at = excluded.last_message_at
        returning id, last_seq
      ), stored as (
        insert into chat_messages (id, conversation_id, seq, from_user_id, to_user_id,
          message_type, content, client_message_id, sent_at)
        select ${newId()}, id, last_seq, ${from}, ${to}, ${outgoing.messageType}, ${outgoing.content},
          ${clientMessageId ?? null}, ${now}::timestamptz
        from conversation
        returning ${MESSAGE_COLUMNS}
      )
      select false as earlier, ${MESSAGE_COLUMNS} from stored
      union all
      select true, ${MESSAGE_COLUMNS} from earlier`);
    const row = rows[0];
    return row === undefined ? undefined : { message: shownStored(row), duplicate: row.earlier };
  } catch (error) {
    // The same resend arriving twice at once: the other one stored it (and this one's number
    // went back with its statement).
    const resent =
      clientMessageId !== undefined &&
      uniqueViolationField(error, new Map()) === 'chat_messages_client_unique'
        ? await alreadySent(db, from, clientMessageId)
        : undefined;
    if (resent === undefined) throw error;
    return { message: resent, duplicate: true };
  }
}

export interface HistoryPage {
  list: ChatMessage[];
  lastSeq: number;
  hasMore: boolean;
}

/** The conversation of the pair, if they have written to each other. */
async function conversationRow(db: Db, me: string, other: string) {
  const [row] = await db
    .select({ id: chatConversations.id, lastSeq: chatConversations.lastSeq })
    .from(chatConversations)
    .where(conversationOf(me, other));
  return row;
}

/** A page of a conversation's history, newest first unless asked otherwise. */
export async function historyPage(
  db: Db,
  me: string,
  other: string,
  page: { currentPage: number; pageSize: number; sord: 'asc' | 'desc'; keyword: string },
): Promise<HistoryPage> {
  const row = await conversationRow(db, me, other);
  if (row === undefined) return { list: [], lastSeq: 0, hasMore: false };
  const keyword = page.keyword.trim();
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, row.id),
        keyword === ''
          ? undefined
          : and(
              // An image's content is a file name: the search reads texts only.
              eq(chatMessages.messageType, 'text'),
              ilike(chatMessages.content, `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
            ),
      ),
    )
    .orderBy(page.sord === 'asc' ? asc(chatMessages.seq) : desc(chatMessages.seq))
    .limit(page.pageSize + 1)
    .offset((page.currentPage - 1) * page.pageSize);
  return {
    list: rows.slice(0, page.pageSize).map(shown),
    lastSeq: row.lastSeq,
    hasMore: rows.length > page.pageSize,
  };
}

/**
 * What came after `afterSeq`, oldest first, at most `CHAT_LIMITS.maxCatchUp` at a time. One
 * statement (the conversation joined to its messages): every client that reconnects asks this
 * for each of its conversations at once.
 */
export async function catchUp(
  db: Db,
  me: string,
  other: string,
  afterSeq: number,
): Promise<HistoryPage> {
  const rows = await db
    .select({ lastSeq: chatConversations.lastSeq, message: chatMessages })
    .from(chatConversations)
    .leftJoin(
      chatMessages,
      and(eq(chatMessages.conversationId, chatConversations.id), gt(chatMessages.seq, afterSeq)),
    )
    .where(conversationOf(me, other))
    .orderBy(asc(chatMessages.seq))
    .limit(CHAT_LIMITS.maxCatchUp + 1);
  const messages = rows.flatMap((row) => (row.message === null ? [] : [row.message]));
  return {
    list: messages.slice(0, CHAT_LIMITS.maxCatchUp).map(shown),
    lastSeq: rows[0]?.lastSeq ?? 0,
    hasMore: messages.length > CHAT_LIMITS.maxCatchUp,
  };
}

/** Marks the conversation read up to its last message for `me`. */
export async function markRead(db: Db, me: string, other: string): Promise<void> {
  const { meIsLow } = pairOf(me, other);
  await db
    .update(chatConversations)
    .set(
      meIsLow
        ? { readSeqLow: sql`${chatConversations.lastSeq}` }
        : { readSeqHigh: sql`${chatConversations.lastSeq}` },
    )
    .where(conversationOf(me, other));
}

/**
 * The unread messages of each conversation of `me`, by the other party. A message of `me`
 * marks the conversation read up to it, so what lies past `me`'s read number is all the
 * other party's.
 */
export async function unreadByUser(db: Db, me: string): Promise<Record<string, number>> {
  const rows = await db
    .select({
      other: sql<string>`case when ${chatConversations.userLow} = ${me}
        then ${chatConversations.userHigh} else ${chatConversations.userLow} end`,
      unread: sql<string>`${chatConversations.lastSeq} - case when ${chatConversations.userLow} = ${me}
        then ${chatConversations.readSeqLow} else ${chatConversations.readSeqHigh} end`,
    })
    .from(chatConversations)
    .where(or(eq(chatConversations.userLow, me), eq(chatConversations.userHigh, me)));
  const unread: Record<string, number> = {};
  for (const row of rows) {
    const count = Number(row.unread);
    if (count > 0) unread[row.other] = count;
  }
  return unread;
}
