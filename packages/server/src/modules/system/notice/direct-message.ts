import type { DirectMessageWriter } from '../../../kernel/messages/direct-messages';
import { newId } from '../../../ids';
import { messageReceivers, messageRecipients, messages } from './schema';

/**
 * A released message to named users, written in the caller's transaction in one statement: the
 * message, its user recipients and their receiver rows (disabled users included: their entries
 * wait for them, as a release's would not; the engine only names enabled users anyway). The
 * references between them are checked at the statement's end, when all three are in.
 */
export const writeDirectMessage: DirectMessageWriter = async (tx, message) => {
  const userIds = [...new Set(message.userIds)];
  if (userIds.length === 0) return;
  const messageId = newId();
  const written = tx.$with('written').as(
    tx.insert(messages).values({
      id: messageId,
      title: message.title,
      type: message.type,
      bodyText: JSON.stringify(message.target),
      released: true,
      releasedAt: message.at,
      creatorUserId: message.creatorUserId,
    }),
  );
  const addressed = tx
    .$with('addressed')
    .as(
      tx
        .insert(messageRecipients)
        .values(
          userIds.map((userId) => ({ messageId, objectType: 'user' as const, objectId: userId })),
        ),
    );
  await tx
    .with(written, addressed)
    .insert(messageReceivers)
    .values(userIds.map((userId) => ({ messageId, userId, receivedAt: message.at })));
};
