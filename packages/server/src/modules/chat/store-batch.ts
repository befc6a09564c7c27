import type { ChatMessage } from '@mepm/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newId } from '../../ids';
import { MESSAGE_COLUMNS, shownStored, type Outgoing, type StoredRow } from './chat-store';

/**
 * What became of one message of a batch: stored now, found stored earlier, or refused (the
 * recipient does not exist or is disabled; the sender holds the subcontractor role).
 */
export type BatchOutcome =
  { message: ChatMessage; duplicate: boolean } | 'noRecipient' | 'subcontractor';

interface BatchRow extends StoredRow {
  kind: 'stored' | 'earlier' | 'barred';
  /** The message's place in the batch, for messages not stored now (new ones come by id). */
  ord: number | null;
}

/**
 * Stores many messages in one statement (group commit): the messages of every conversation that
 * arrived at once, with one round trip and one commit for all. The guarantees of `storeMessage`
 * hold message by message: the recipient must be enabled; a sender holding the subcontractor
 * role (`subcontractorRoleId`, SPEC §6) is refused, read in the same statement so that it costs
 * no round trip and a role taken away counts at once; a resend (the sender's client id
 * already stored) is answered as stored; each conversation takes as many numbers as it has new
 * messages, in the order of the batch, without gap or repeat (its row is raised once, by the
 * count, and stays locked until the commit), and the sender's read number moves to their last
 * message of it. Conversations are locked in (user_low, user_high) order, the same order in
 * every batch and process, so two batches never wait for each other crosswise.
 *
 * The statement is atomic: every message of the batch, or none (the caller then stores them one
 * by one, e.g. when two processes store the same resend at the same moment).
 */
export async function storeBatch(
  db: Db,
  batch: readonly Outgoing[],
  subcontractorRoleId: string | undefined,
): Promise<BatchOutcome[]> {
  const input = batch.map((outgoing, ord) => {
    const low = outgoing.from < outgoing.to ? outgoing.from : outgoing.to;
    return {
      ord,
      id: newId(),
      conversation_id: newId(),
      from_user_id: outgoing.from,
      to_user_id: outgoing.to,
      low,
      high: low === outgoing.from ? outgoing.to : outgoing.from,
      message_type: outgoing.messageType,
      content: outgoing.content,
      client_message_id: outgoing.clientMessageId ?? null,
      sent_at: outgoing.now.toISOString(),
    };
  });
  // One JSON parameter: the same on PostgreSQL and the embedded database, whatever the count.
  const { rows } = await db.execute<BatchRow>(sql`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as t(ord int, id text,
        conversation_id text, from_user_id text, to_user_id text, low text, high text,
        message_type text, content text, client_message_id text, sent_at timestamptz)
    ), barred as (
      select i.ord from input i
      where exists (select 1 from user_relations r where r.user_id = i.from_user_id
        and r.object_type = 'role' and r.object_id = ${subcontractorRoleId ?? null})
    ), earlier as (
      select i.ord, m.id, m.seq, m.from_user_id, m.to_user_id, m.message_type, m.content,
        m.client_message_id, m.sent_at
      from input i
      join chat_messages m
        on m.from_user_id = i.from_user_id and m.client_message_id = i.client_message_id
      where not exists (select 1 from barred b where b.ord = i.ord)
    ), fresh as (
      select i.*,
        row_number() over (partition by i.low, i.high order by i.ord) as k,
        count(*) over (partition by i.low, i.high) as n
      from input i
      join users u on u.id = i.to_user_id and u.enabled
      where not exists (select 1 from earlier e where e.ord = i.ord)
        and not exists (select 1 from barred b where b.ord = i.ord)
    ), pairs as (
      select low, high, max(n) as n, min(conversation_id) as conversation_id,
        coalesce(max(k) filter (where from_user_id = low), 0) as low_k,
        coalesce(max(k) filter (where from_user_id = high), 0) as high_k,
        max(sent_at) as at
      from fresh group by low, high
    ), conversation as (
      insert into chat_conversations as c
        (id, user_low, user_high, last_seq, read_seq_low, read_seq_high, last_message_at)
      select conversation_id, low, high, n, low_k, high_k, at from pairs order by low, high
      on conflict (user_low, user_high) do update
        set last_seq = c.last_seq + excluded.last_seq,
          -- A side that wrote in this batch has read up to its last message of it.
          read_seq_low = case when excluded.read_seq_low > 0
            then c.last_seq + excluded.read_seq_low else c.read_seq_low end,
          read_seq_high = case when excluded.read_seq_high > 0
            then c.last_seq + excluded.read_seq_high else c.read_seq_high end,
          last_message_at = excluded.last_message_at
      returning id, user_low, user_high, last_seq
    ), stored as (
      insert into chat_messages (id, conversation_id, seq, from_user_id, to_user_id,
        message_type, content, client_message_id, sent_at)
      select f.id, c.id, c.last_seq - f.n + f.k, f.from_user_id, f.to_user_id, f.message_type,
        f.content, f.client_message_id, f.sent_at
      from fresh f join conversation c on c.user_low = f.low and c.user_high = f.high
      returning ${MESSAGE_COLUMNS}
    )
    select 'stored' as kind, false as earlier, null::int as ord, ${MESSAGE_COLUMNS} from stored
    union all
    select 'earlier', true, ord, ${MESSAGE_COLUMNS} from earlier
    union all
    select 'barred', false, ord, null, null, null, null, null, null, null, null from barred`);
  const byId = new Map<string, BatchRow>();
  const byOrd = new Map<number, BatchRow>();
  for (const row of rows) {
    if (row.kind === 'stored') byId.set(row.id, row);
    else byOrd.set(Number(row.ord), row);
  }
  return input.map((entry): BatchOutcome => {
    const row = byId.get(entry.id) ?? byOrd.get(entry.ord);
    if (row === undefined) return 'noRecipient';
    if (row.kind === 'barred') return 'subcontractor';
    return { message: shownStored(row), duplicate: row.earlier };
  });
}
