import Type from 'typebox';
import { TimestampQuery } from '../kit/envelope';
import { endpoint } from '../kit/endpoint';
import { literalUnion } from '../kit/literal-union';
import { CHAT_ENDPOINT_ROUTES } from '../routes-chat';
import { CHAT_MESSAGE_TYPES } from './chat-socket';

/** The chat drawer's conversation list (SPEC §7 "/imreply"). */
export const CHAT = { conversations: CHAT_ENDPOINT_ROUTES.conversations.path } as const;

/** Conversations one list answers at most: the latest ones. */
export const CHAT_CONVERSATIONS_MAX = 200;

/** A conversation as the drawer shows it: the other party and the latest message. */
export const ChatConversation = Type.Object({
  /** The other party's user id. */
  id: Type.String(),
  realName: Type.String(),
  account: Type.String(),
  headIcon: Type.String(),
  unreadMessage: Type.Integer(),
  /** The latest message's text; '' for an image (`messageType` says which). */
  latestMessage: Type.String(),
  messageType: literalUnion(CHAT_MESSAGE_TYPES),
  latestDate: Type.Integer(),
});
export type ChatConversation = Type.Static<typeof ChatConversation>;
export const ChatConversationList = Type.Object({ list: Type.Array(ChatConversation) });
export type ChatConversationList = Type.Static<typeof ChatConversationList>;

export const CHAT_ENDPOINTS = {
  conversations: endpoint(
    'GET',
    CHAT.conversations,
    "The signed-in user's conversations, the latest first",
    { query: TimestampQuery, data: ChatConversationList },
  ),
};
