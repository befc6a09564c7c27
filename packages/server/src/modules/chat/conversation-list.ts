import {
  CHAT_CONVERSATIONS_MAX,
  type ChatConversation,
  type ChatMessageType,
} from '@mepm/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { headIconUrl } from '../../kernel/files/file-url';

/**
 * The user's conversations, the latest first, each with the other party, the unread count and
 * the latest message (the one numbered `last_seq`). A conversation with a deleted user is gone
 * with them from the list.
 */
export async function conversationList(db: Db, me: string): Promise<ChatConversation[]> {
  const { rows } = await db.execute<{
    id: string;
    real_name: string;
    account: string;
    head_icon: string;
    unread: string;
    content: string;
    message_type: ChatMessageType;
    sent_at: Date | string;
  }>(sql`
    select u.id, u.real_name, u.account, u.head_icon,
      c.last_seq - case when c.user_low = ${me} then c.read_seq_low else c.read_seq_high end
        as unread,
      m.content, m.message_type, m.sent_at
    from chat_conversations c
    join users u on u.id = case when c.user_low = ${me} then c.user_high else c.user_low end
    join chat_messages m on m.conversation_id = c.id and m.seq = c.last_seq
    where c.user_low = ${me} or c.user_high = ${me}
    order by c.last_message_at desc, c.id desc
    limit ${CHAT_CONVERSATIONS_MAX}`);
  return rows.map((row) => ({
    id: row.id,
    realName: row.real_name,
    account: row.account,
    headIcon: headIconUrl(row.head_icon),
    unreadMessage: Number(row.unread),
    // An image's content is its file's name, which the drawer has no use for.
    latestMessage: row.message_type === 'text' ? row.content : '',
    messageType: row.message_type,
    latestDate: new Date(row.sent_at).getTime(),
  }));
}
