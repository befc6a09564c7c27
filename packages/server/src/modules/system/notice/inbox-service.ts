import type {
  MessageType,
  NoticePage,
  NoticeQuery,
  ReadInfoPage,
  ReadInfoQuery,
  RecordChange,
} from '@mepm/contract';
import { and, desc, eq, inArray, isNull, not, sql, type SQL } from 'drizzle-orm';
import type { Db, Queryable } from '../../../db/client';
import { users } from '../../../db/schema';
import { keywordMatch, keywordOf } from '../../../kernel/data/keyword';
import { found } from '../../../kernel/data/not-found';
import { pagedSelect } from '../../../kernel/data/paged-select';
import type { DataVersions } from '../../../kernel/data/table-versions';
import { messageReceivers, messages } from './schema';

/**
 * Each user's own entries: the drawer, the message centre, reading, read-all and removal.
 * An entry is visible to its user while the message is released and enabled and the user has
 * not removed it; every count and change here is over visible entries only, in one statement,
 * so that concurrent reads never count twice and the unread count never goes below 0.
 */

/** The user's visible entries, optionally of one message type. */
function visibleEntries(userId: string, type?: number): SQL | undefined {
  return visibleOf(eq(messageReceivers.userId, userId), type);
}

/** The visible entries of the users `whose` picks. */
function visibleOf(whose: SQL, type?: number): SQL | undefined {
  return and(
    whose,
    isNull(messageReceivers.hiddenAt),
    sql`exists (select 1 from ${messages} where ${messages.id} = ${messageReceivers.messageId}
      and ${messages.released} and ${messages.enabled}
      ${type === undefined ? sql`` : sql`and ${messages.type} = ${type}`})`,
  );
}

/** The user's unread visible entries. */
export async function unreadCount(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messageReceivers)
    .where(and(visibleEntries(userId), not(messageReceivers.isRead)));
  return row?.n ?? 0;
}

/**
 * The unread visible entries of each of these users, in one statement (the socket hub's
 * pushes count every connected user of a process at once). Users without any are absent.
 */
export async function unreadCounts(
  db: Queryable,
  userIds: readonly string[],
): Promise<ReadonlyMap<string, number>> {
  const rows = await db
    .select({ userId: messageReceivers.userId, n: sql<number>`count(*)::int` })
    .from(messageReceivers)
    .where(
      and(
        // One array parameter, however many users: a list of parameters would meet the limit.
        visibleOf(sql`${messageReceivers.userId} = any(${sql.param([...userIds])}::text[])`),
        not(messageReceivers.isRead),
      ),
    )
    .groupBy(messageReceivers.userId);
  return new Map(rows.map((row) => [row.userId, row.n]));
}

const flag = (read: boolean) => (read ? '1' : '0');

export async function listNotices(
  db: Db,
  userId: string,
  query: NoticeQuery,
  versions?: DataVersions,
): Promise<NoticePage> {
  const keyword = keywordOf(query);
  const titleMatch =
    keyword === undefined
      ? undefined
      : sql`exists (select 1 from ${messages} where ${messages.id} = ${messageReceivers.messageId}
          and ${keywordMatch(keyword, [messages.title])})`;
  const where = and(visibleEntries(userId, query.type), titleMatch);
  const { rows, pagination } = await pagedSelect(db, query, {
    versions,
    table: messageReceivers,
    readsAlso: [messages],
    where,
    rows: (window) =>
      db
        .select({
          id: messages.id,
          title: messages.title,
          type: messages.type,
          bodyText: messages.bodyText,
          creatorUser: sql<string>`coalesce(${users.realName}, '')`,
          receivedAt: messageReceivers.receivedAt,
          isRead: messageReceivers.isRead,
        })
        .from(messageReceivers)
        .innerJoin(messages, eq(messages.id, messageReceivers.messageId))
        .leftJoin(users, eq(users.id, messages.creatorUserId))
        .where(where)
        .orderBy(desc(messageReceivers.receivedAt), desc(messageReceivers.messageId))
        .limit(window.pageSize)
        .offset(window.offset),
  });
  return {
    list: rows.map((row) => ({
      id: row.id,
      title: row.title,
      type: row.type as MessageType,
      bodyText: row.bodyText,
      creatorUser: row.creatorUser,
      lastModifyTime: row.receivedAt.getTime(),
      isRead: flag(row.isRead),
    })),
    pagination,
    unreadCount: await unreadCount(db, userId),
  };
}

/**
 * Marks one visible entry read, once: answers whether the user has the message visible at all
 * (false means: not addressed to them, not released, withdrawn or removed) and whether this call
 * changed it.
 */
export async function readEntry(
  db: Queryable,
  userId: string,
  messageId: string,
  at: Date,
): Promise<{ visible: boolean; changed: boolean }> {
  const entry = and(visibleEntries(userId), eq(messageReceivers.messageId, messageId));
  const changed = await db
    .update(messageReceivers)
    .set({ isRead: true, readAt: at })
    .where(and(entry, not(messageReceivers.isRead)))
    .returning({ messageId: messageReceivers.messageId });
  if (changed.length > 0) return { visible: true, changed: true };
  const [seen] = await db
    .select({ messageId: messageReceivers.messageId })
    .from(messageReceivers)
    .where(entry);
  return { visible: seen !== undefined, changed: false };
}

/** Marks every unread visible entry of the user read (of one type when given). */
export async function readAll(
  db: Queryable,
  userId: string,
  at: Date,
  type?: number,
): Promise<RecordChange> {
  const changed = await db
    .update(messageReceivers)
    .set({ isRead: true, readAt: at })
    .where(and(visibleEntries(userId, type), not(messageReceivers.isRead)))
    .returning({ messageId: messageReceivers.messageId });
  return { count: changed.length, unreadCount: await unreadCount(db, userId) };
}

/**
 * Removes messages from the user's own lists: their entries are hidden, never deleted, so that
 * the read list keeps saying whether and when they read them. Only the caller's own entries are
 * touched; ids of messages not addressed to them change nothing.
 */
export async function removeEntries(
  db: Queryable,
  userId: string,
  messageIds: readonly string[],
  at: Date,
): Promise<RecordChange> {
  const changed = await db
    .update(messageReceivers)
    .set({ hiddenAt: at })
    .where(
      and(
        eq(messageReceivers.userId, userId),
        inArray(messageReceivers.messageId, [...messageIds]),
        isNull(messageReceivers.hiddenAt),
      ),
    )
    .returning({ messageId: messageReceivers.messageId });
  return { count: changed.length, unreadCount: await unreadCount(db, userId) };
}

/** The receivers of a message and their read state: readers first, latest first. */
export async function readInfo(
  db: Db,
  messageId: string,
  query: ReadInfoQuery,
): Promise<ReadInfoPage> {
  // A message that is not released has no receivers yet: its page is empty.
  found(await db.select({ id: messages.id }).from(messages).where(eq(messages.id, messageId)));
  const keyword = keywordOf(query);
  const where = and(
    eq(messageReceivers.messageId, messageId),
    query.isRead === undefined ? undefined : eq(messageReceivers.isRead, query.isRead === '1'),
    keyword === undefined
      ? undefined
      : sql`exists (select 1 from ${users} where ${users.id} = ${messageReceivers.userId}
          and ${keywordMatch(keyword, [users.realName, users.account])})`,
  );
  const { rows, pagination } = await pagedSelect(db, query, {
    table: messageReceivers,
    readsAlso: [users],
    where,
    rows: (window) =>
      db
        .select({
          userId: messageReceivers.userId,
          realName: users.realName,
          account: users.account,
          isRead: messageReceivers.isRead,
          readAt: messageReceivers.readAt,
        })
        .from(messageReceivers)
        .innerJoin(users, eq(users.id, messageReceivers.userId))
        .where(where)
        .orderBy(
          desc(messageReceivers.isRead),
          sql`${messageReceivers.readAt} desc nulls last`,
          users.account,
        )
        .limit(window.pageSize)
        .offset(window.offset),
  });
  const [counts] = await db
    .select({
      receiverCount: sql<number>`count(*)::int`,
      readCount: sql<number>`count(*) filter (where ${messageReceivers.isRead})::int`,
    })
    .from(messageReceivers)
    .where(eq(messageReceivers.messageId, messageId));
  return {
    list: rows.map((row) => ({
      userId: row.userId,
      realName: row.realName,
      account: row.account,
      isRead: flag(row.isRead),
      readTime: row.readAt === null ? null : row.readAt.getTime(),
    })),
    pagination,
    receiverCount: counts?.receiverCount ?? 0,
    readCount: counts?.readCount ?? 0,
  };
}
