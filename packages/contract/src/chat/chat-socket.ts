import Type from 'typebox';
import { literalUnion } from '../kit/literal-union';
import { CHAT_LIMITS } from '../paths-chat';

/**
 * The real-time socket at `WEBSOCKET_PATH` (docs/reference/chat.md): JSON frames, each an object
 * with a `method`. The client's first frame is `OnConnection` with its session token, within
 * `CHAT_LIMITS.authenticateWithinMs`; every chat message is stored with its conversation's next
 * sequence number before it is delivered, so a client that reconnects asks for what came after
 * the last number it saw and misses nothing.
 */

export const CHAT_MESSAGE_TYPES = ['text', 'image'] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];

const Id = Type.String({ minLength: 1, maxLength: 64 });

export const OnConnectionFrame = Type.Object({
  method: Type.Literal('OnConnection'),
  token: Type.String({ minLength: 1, maxLength: 200 }),
  mobileDevice: Type.Optional(Type.Boolean()),
});

export const SendMessageFrame = Type.Object({
  method: Type.Literal('SendMessage'),
  toUserId: Id,
  messageType: literalUnion(CHAT_MESSAGE_TYPES),
  /**
   * The text; for `image`, the `name` the chat upload (`FILES.chatUploader`) answered: a file
   * the sender uploaded there, nothing else.
   */
  messageContent: Type.String({ minLength: 1, maxLength: CHAT_LIMITS.maxTextLength }),
  /**
   * The client's own id of the message: sent again after a reconnect, the message is stored
   * once and answered as already stored.
   */
  clientMessageId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  token: Type.Optional(Type.String()),
});

export const UpdateReadMessageFrame = Type.Object({
  method: Type.Literal('UpdateReadMessage'),
  /** The other party of the conversation now read (the spelling is the family's). */
  formUserId: Id,
  token: Type.Optional(Type.String()),
});

export const MessageListFrame = Type.Object({
  method: Type.Literal('MessageList'),
  /** The other party of the conversation. */
  toUserId: Id,
  formUserId: Type.Optional(Type.String()),
  /** A page of history, newest first (`sord` desc) or oldest first. */
  currentPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  // Written out: a mapped array loses the literals, and the static type became `undefined`.
  pageSize: Type.Optional(
    Type.Union([Type.Literal(CHAT_LIMITS.pageSizes[0]), Type.Literal(CHAT_LIMITS.pageSizes[1])]),
  ),
  sord: Type.Optional(literalUnion(['asc', 'desc'])),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  /** Catch-up after a reconnect: the messages after this sequence number, oldest first. */
  afterSeq: Type.Optional(Type.Integer({ minimum: 0 })),
  token: Type.Optional(Type.String()),
});

export const ClientFrame = Type.Union([
  OnConnectionFrame,
  SendMessageFrame,
  UpdateReadMessageFrame,
  MessageListFrame,
]);
export type ClientFrame = Type.Static<typeof ClientFrame>;

/**
 * An image message's content (SPEC: "an object with path for image"): `path` downloads it
 * (with the session, or signed through getFileName as `IM/<name>`), for the two parties only.
 */
export const ChatImage = Type.Object({ path: Type.String(), name: Type.String() });
export type ChatImage = Type.Static<typeof ChatImage>;

const storedMessage = {
  id: Type.String(),
  /** Its place in the conversation: 1, 2, 3… without gaps. */
  seq: Type.Integer(),
  formUserId: Type.String(),
  toUserId: Type.String(),
  dateTime: Type.Integer(),
  clientMessageId: Type.Union([Type.String(), Type.Null()]),
};

/** One chat message as it was stored: a text, or an image as an object with its path. */
export const ChatMessage = Type.Union([
  Type.Object({ ...storedMessage, messageType: Type.Literal('text'), message: Type.String() }),
  Type.Object({ ...storedMessage, messageType: Type.Literal('image'), message: ChatImage }),
]);
export type ChatMessage = Type.Static<typeof ChatMessage>;

/** What the server sends. */
export type ServerFrame =
  | {
      method: 'initMessage';
      unreadMessageCount: number;
      unreadNoticeCount: number;
      /** Unread messages by the other party's user id. */
      unreadNums: Record<string, number>;
    }
  | { method: 'receiveMessage'; message: ChatMessage }
  | { method: 'sendMessage'; message: ChatMessage }
  | {
      method: 'messageList';
      toUserId: string;
      list: ChatMessage[];
      /** The conversation's newest sequence number when the list was read. */
      lastSeq: number;
      hasMore: boolean;
      /** The search this answers (a page of texts containing it); absent for the history. */
      keyword?: string;
    }
  /**
   * The user's unread notice count after a change to their notices (a release, a withdrawal,
   * a deletion, a read, a read-all, a removal), to every socket of the user.
   */
  | { method: 'messagePush'; unreadNoticeCount: number }
  /** The session ended (signed out, forced offline, expired…): the socket closes with 4001. */
  /**
   * Presence of the user's contacts (every other user: the contacts list is everyone): the users
   * who came online (a first socket anywhere) or went offline (no socket anywhere for
   * `CHAT_LIMITS.offlineAfterMs`), gathered for up to `CHAT_LIMITS.presenceBatchMs`. Right after
   * `initMessage`, `Online` lists everyone online at that moment: the state starts from it.
   */
  | { method: 'Online'; userIds: string[] }
  | { method: 'Offline'; userIds: string[] }
  | { method: 'logout'; msg: string }
  | { method: 'error'; msg: string };
