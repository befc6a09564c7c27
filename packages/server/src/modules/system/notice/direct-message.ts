import type { DirectMessageWriter } from '../../../kernel/messages/direct-messages';
import { messageReceivers, messageRecipients, messages } from './schema';

/**
 * A released message to named users, written in the caller's transaction: the message, its user
 * recipients and their receiver rows (disabled users included: their entries wait for them, as a
 * release's would not; the engine only names enabled users anyway).
 */
export const writeDirectMessage: DirectMessageWriter = async (tx, message) => {
  const userIds = [...new Set(message.userIds)];
  const [row] = await tx
    .insert(messages)
    .values({
      title: message.title,
      type: message.type,
      bodyText: JSON.stringify(message.target),
      released: true,
      releasedAt: message.at,
      creatorUserId: message.creatorUserId,
    })
    .returning({ id: messages.id });
  if (row === undefined) return;
  await tx.insert(messageRecipients).values(
    userIds.map((userId) => ({
      messageId: row.id,
      objectType: 'user' as const,
      objectId: userId,
    })),
  );
  await tx
    .insert(messageReceivers)
    .values(userIds.map((userId) => ({ messageId: row.id, userId, receivedAt: message.at })));
};
