import type {
  MessageListItem,
  MessageListQuery,
  MessagePage,
  MessageRecipients,
  MessageRecord,
  MessageType,
  StateBody,
  StateResult,
} from '@mepm/contract';
import { and, asc, desc, eq, not, sql } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../../../db/client';
import { users } from '../../../db/schema';
import { keywordMatch, keywordOf } from '../../../kernel/data/keyword';
import { found, recordNotFound } from '../../../kernel/data/not-found';
import { pagedSelect } from '../../../kernel/data/paged-select';
import type { DataVersions } from '../../../kernel/data/table-versions';
import type { PushAudience } from '../../../kernel/messages/message-push';
import { badRequest } from '../../../plugins/envelope/api-error';
import type { MessageValues } from './message-body';
import { messageReceivers, messageRecipients, messages } from './schema';

const time = (at: Date | null) => (at === null ? null : at.getTime());

/** The receivers and readers of a message, as list columns. */
const receiverCount = sql<number>`(select count(*)::int from ${messageReceivers}
  where ${messageReceivers.messageId} = ${messages.id})`;
const readCount = sql<number>`(select count(*)::int from ${messageReceivers}
  where ${messageReceivers.messageId} = ${messages.id} and ${messageReceivers.isRead})`;

export async function listMessages(
  db: Db,
  query: MessageListQuery,
  versions?: DataVersions,
): Promise<MessagePage> {
  const keyword = keywordOf(query);
  const where = and(
    keyword === undefined ? undefined : keywordMatch(keyword, [messages.title]),
    query.type === undefined ? undefined : eq(messages.type, query.type),
  );
  const order = query.sort === 'asc' ? asc : desc;
  const { rows, pagination } = await pagedSelect(db, query, {
    versions,
    table: messages,
    where,
    rows: (window) =>
      db
        .select({
          id: messages.id,
          title: messages.title,
          type: messages.type,
          creatorUser: sql<string>`coalesce(${users.realName}, '')`,
          updatedAt: messages.updatedAt,
          released: messages.released,
          releasedAt: messages.releasedAt,
          enabled: messages.enabled,
          receiverCount,
          readCount,
        })
        .from(messages)
        .leftJoin(users, eq(users.id, messages.creatorUserId))
        .where(where)
        .orderBy(order(messages.updatedAt), order(messages.id))
        .limit(window.pageSize)
        .offset(window.offset),
  });
  const list = rows.map((row): MessageListItem => ({
    id: row.id,
    title: row.title,
    // The table's check constraint admits only the contract's types.
    type: row.type as MessageType,
    creatorUser: row.creatorUser,
    lastModifyTime: row.updatedAt.getTime(),
    released: row.released,
    releaseTime: time(row.releasedAt),
    enabled: row.enabled,
    receiverCount: row.receiverCount,
    readCount: row.readCount,
  }));
  return { list, pagination };
}

/** A message with its author's name, or 404. */
export async function messageRow(db: Queryable, id: string) {
  return found(
    await db
      .select({ message: messages, creatorUser: sql<string>`coalesce(${users.realName}, '')` })
      .from(messages)
      .leftJoin(users, eq(users.id, messages.creatorUserId))
      .where(eq(messages.id, id)),
  );
}

export async function recipientsOf(
  db: Queryable,
  id: string,
  toAll: boolean,
): Promise<MessageRecipients> {
  const rows = await db
    .select({ objectType: messageRecipients.objectType, objectId: messageRecipients.objectId })
    .from(messageRecipients)
    .where(eq(messageRecipients.messageId, id))
    .orderBy(asc(messageRecipients.objectId));
  const of = (type: string) => rows.filter((r) => r.objectType === type).map((r) => r.objectId);
  return {
    toAll,
    organizeIds: of('organize'),
    roleIds: of('role'),
    userIds: of('user'),
  };
}

/** What a message's row says, without recipients or read state. */
export function recordOf(row: Awaited<ReturnType<typeof messageRow>>): MessageRecord {
  const { message } = row;
  return {
    id: message.id,
    title: message.title,
    type: message.type as MessageType,
    bodyText: message.bodyText,
    creatorUser: row.creatorUser,
    lastModifyTime: message.updatedAt.getTime(),
    released: message.released,
    releaseTime: time(message.releasedAt),
    enabled: message.enabled,
  };
}

async function writeRecipients(tx: Tx, id: string, values: MessageValues): Promise<void> {
  await tx.delete(messageRecipients).where(eq(messageRecipients.messageId, id));
  if (values.recipients.length > 0) {
    await tx
      .insert(messageRecipients)
      .values(values.recipients.map((r) => ({ messageId: id, ...r })));
  }
}

export async function createMessage(
  tx: Tx,
  values: MessageValues,
  creatorUserId: string,
): Promise<string> {
  const { recipients: _recipients, ...columns } = values;
  const [row] = await tx
    .insert(messages)
    .values({ ...columns, creatorUserId })
    .returning({ id: messages.id });
  const id = found(row === undefined ? [] : [row]).id;
  await writeRecipients(tx, id, values);
  return id;
}

/**
 * Edits a message that is not released. A released message is refused: its recipients have it
 * already, some have read it, and the read list would no longer say what they read.
 */
export async function updateMessage(tx: Tx, id: string, values: MessageValues): Promise<void> {
  const { recipients: _recipients, ...columns } = values;
  const [row] = await tx
    .update(messages)
    .set(columns)
    .where(and(eq(messages.id, id), not(messages.released)))
    .returning({ id: messages.id });
  if (row === undefined) {
    found(await tx.select({ id: messages.id }).from(messages).where(eq(messages.id, id)));
    throw badRequest('messageReleasedNoEdit');
  }
  await writeRecipients(tx, id, values);
}

/** Who must hear of a change to a released message: its receivers (all users for toAll). */
async function audienceOf(
  tx: Queryable,
  message: { id: string; toAll: boolean; released: boolean },
): Promise<PushAudience | undefined> {
  if (!message.released) return undefined;
  if (message.toAll) return { everyone: true };
  const rows = await tx
    .select({ userId: messageReceivers.userId })
    .from(messageReceivers)
    .where(eq(messageReceivers.messageId, message.id));
  return { userIds: rows.map((r) => r.userId) };
}

/** Deletes a message with its recipients and receivers; answers whom the deletion concerns. */
export async function deleteMessage(tx: Tx, id: string): Promise<PushAudience | undefined> {
  const [message] = await tx.select().from(messages).where(eq(messages.id, id)).for('update');
  if (message === undefined) throw recordNotFound();
  const audience = await audienceOf(tx, message);
  await tx.delete(messages).where(eq(messages.id, id));
  return audience;
}

/** Sets or flips the state in one statement; a disabled message is withdrawn from its readers. */
export async function setMessageState(
  tx: Tx,
  id: string,
  body: StateBody,
): Promise<{ result: StateResult; audience: PushAudience | undefined }> {
  const enabled = body.enabled === undefined ? not(messages.enabled) : sql`${body.enabled}`;
  const row = found(
    await tx
      .update(messages)
      .set({ enabled: sql`${enabled}` })
      .where(eq(messages.id, id))
      .returning({
        id: messages.id,
        enabled: messages.enabled,
        toAll: messages.toAll,
        released: messages.released,
      }),
  );
  return { result: { enabled: row.enabled }, audience: await audienceOf(tx, row) };
}

/**
 * Releases a message: it turns released in one statement (a second release is refused), and
 * every enabled user its recipients name at this moment receives an entry: everyone; users
 * of a named organisation or any organisation under it; holders of a named enabled role; named
 * users. Users who join later do not receive it.
 */
export async function releaseMessage(
  tx: Tx,
  id: string,
  at: Date,
): Promise<{ receiverCount: number; audience: PushAudience }> {
  const [message] = await tx
    .update(messages)
    .set({ released: true, releasedAt: at })
    .where(and(eq(messages.id, id), not(messages.released)))
    .returning({ id: messages.id, toAll: messages.toAll });
  if (message === undefined) {
    found(await tx.select({ id: messages.id }).from(messages).where(eq(messages.id, id)));
    throw badRequest('messageAlreadyReleased');
  }
  const named = (type: string) => sql`(select object_id from message_recipients
    where message_id = ${id} and object_type = ${type})`;
  const result = await tx.execute<{ user_id: string }>(sql`
    insert into message_receivers (message_id, user_id, received_at)
    select ${id}, u.id, ${at.toISOString()}::timestamptz from users u
    where u.enabled and (
      ${message.toAll}
      or u.id in ${named('user')}
      or u.organize_id in (
        with recursive sub(id) as (
          select o.id from organizations o where o.id in ${named('organize')}
          union
          select o.id from organizations o join sub on o.parent_id = sub.id
        ) select id from sub)
      or exists (
        select 1 from user_relations ur join roles r on r.id = ur.object_id
        where ur.user_id = u.id and ur.object_type = 'role' and r.enabled
          and ur.object_id in ${named('role')}))
    on conflict do nothing
    returning user_id`);
  const userIds = result.rows.map((r) => r.user_id);
  return {
    receiverCount: userIds.length,
    audience: message.toAll ? { everyone: true } : { userIds },
  };
}
