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

function shown(row: typeof chatMessages.$inferSelect): ChatMessage {
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

/**
 * Stores a message with its conversation's next number, in one transaction: the number is taken
 * and raised in one statement (which also marks the conversation read up to it for the sender),
 * so numbers have no gaps and no repeats whatever arrives at once. A message the sender already
 * sent (the same client id, resent after a reconnect) is answered as stored, not stored again.
 */
export async function storeMessage(
  db: Db,
  outgoing: Outgoing,
): Promise<{ message: ChatMessage; duplicate: boolean }> {
  const { from, to, clientMessageId, now } = outgoing;
  if (clientMessageId !== undefined) {
    const sent = await alreadySent(db, from, clientMessageId);
    if (sent !== undefined) return { message: sent, duplicate: true };
  }
  const { low, high, meIsLow } = pairOf(from, to);
  try {
    const row = await db.transaction(async (tx) => {
      const next = sql`${chatConversations.lastSeq} + 1`;
      const [conversation] = await tx
        .insert(chatConversations)
        .values({
          id: newId(),
          userLow: low,
          userHigh: high,
          lastSeq: 1,
          ...(meIsLow ? { readSeqLow: 1 } : { readSeqHigh: 1 }),
          lastMessageAt: now,
        })
        .onConflictDoUpdate({
          target: [chatConversations.userLow, chatConversations.userHigh],
          set: {
            lastSeq: next,
            ...(meIsLow ? { readSeqLow: next } : { readSeqHigh: next }),
            lastMessageAt: now,
          },
        })
        .returning({ id: chatConversations.id, seq: chatConversations.lastSeq });
      if (conversation === undefined) throw new Error('the conversation was not numbered');
      const [stored] = await tx
        .insert(chatMessages)
        .values({
          conversationId: conversation.id,
          seq: conversation.seq,
          fromUserId: from,
          toUserId: to,
          messageType: outgoing.messageType,
          content: outgoing.content,
          clientMessageId: clientMessageId ?? null,
          sentAt: now,
        })
        .returning();
      if (stored === undefined) throw new Error('the message was not stored');
      return stored;
    });
    return { message: shown(row), duplicate: false };
  } catch (error) {
    // The same resend arriving twice at once: the other one stored it (and this one's number
    // went back with its transaction).
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

/** What came after `afterSeq`, oldest first, at most `CHAT_LIMITS.maxCatchUp` at a time. */
export async function catchUp(
  db: Db,
  me: string,
  other: string,
  afterSeq: number,
): Promise<HistoryPage> {
  const row = await conversationRow(db, me, other);
  if (row === undefined) return { list: [], lastSeq: 0, hasMore: false };
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, row.id), gt(chatMessages.seq, afterSeq)))
    .orderBy(asc(chatMessages.seq))
    .limit(CHAT_LIMITS.maxCatchUp + 1);
  return {
    list: rows.slice(0, CHAT_LIMITS.maxCatchUp).map(shown),
    lastSeq: row.lastSeq,
    hasMore: rows.length > CHAT_LIMITS.maxCatchUp,
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
