import Type from 'typebox';
import { EntityId, IdParams } from '../kit/common';
import { TimestampQuery } from '../kit/envelope';
import { endpointAt } from '../kit/endpoint';
import { KeywordPageQuery } from '../kit/keyword-query';
import { PagedList, Pagination } from '../kit/paging';
import { defineResource } from '../kit/resource';
import { MESSAGE_LIMITS } from '../paths-message';
import { MESSAGE_ENDPOINT_ROUTES, MESSAGE_RESOURCE_ROUTES } from '../routes-message';

/**
 * Messages and notices (docs/reference/messages.md): an administrator writes a message, names
 * its recipients and releases it; each recipient then finds it in the notices drawer and the
 * message centre with its own read state.
 */

const messageType = Type.Union([
  Type.Literal(1),
  Type.Literal(2),
  Type.Literal(3),
  Type.Literal(99),
]);
/** '0' unread, '1' read, as the platform family answers it. */
const readFlag = Type.Union([Type.Literal('0'), Type.Literal('1')]);
const idList = Type.Array(EntityId, { maxItems: MESSAGE_LIMITS.idsPerList });

/**
 * The target a message of type 2, 3 or 99 carries as the JSON of its bodyText: `type` is a key
 * of MESSAGE_TARGET_ROUTES (the page the shell opens), `id` the record there (a task, a
 * policy), and the flow's ids where the page needs them. Nothing else is accepted.
 */
export const MessageTarget = Type.Object(
  {
    type: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4)]),
    id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$' }),
    flowId: Type.Optional(
      Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$' }),
    ),
    taskNodeId: Type.Optional(
      Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$' }),
    ),
  },
  { additionalProperties: false },
);
export type MessageTarget = Type.Static<typeof MessageTarget>;

/** Who receives a message: everyone, or the union of organisations (with their sub-organisations), roles and users. */
export const MessageRecipients = Type.Object({
  toAll: Type.Boolean(),
  organizeIds: Type.Array(Type.String()),
  roleIds: Type.Array(Type.String()),
  userIds: Type.Array(Type.String()),
});
export type MessageRecipients = Type.Static<typeof MessageRecipients>;

/** A row of the administration list. */
export const MessageListItem = Type.Object({
  id: Type.String(),
  title: Type.String(),
  type: messageType,
  /** The author's name. */
  creatorUser: Type.String(),
  lastModifyTime: Type.Integer(),
  released: Type.Boolean(),
  releaseTime: Type.Union([Type.Integer(), Type.Null()]),
  /** Disabled messages are withdrawn: recipients no longer see them. */
  enabled: Type.Boolean(),
  /** Recipients and how many of them have read it (0 before the release). */
  receiverCount: Type.Integer(),
  readCount: Type.Integer(),
});
export type MessageListItem = Type.Static<typeof MessageListItem>;

/**
 * GET /api/message: the administration list, newest change first (`sort` asc reverses it);
 * keyword over the title, `type` one message type.
 */
export const MessageListQuery = KeywordPageQuery({
  type: Type.Optional(Type.Integer({ minimum: 1, maximum: 99 })),
  sort: Type.Optional(Type.Union([Type.Literal('desc'), Type.Literal('asc')])),
});
export type MessageListQuery = Type.Static<typeof MessageListQuery>;
export const MessagePage = PagedList(MessageListItem);
export type MessagePage = Type.Static<typeof MessagePage>;

/**
 * GET /api/message/:id. A holder of the notices page reads any message, with its recipients;
 * a recipient reads a released, enabled message addressed to them (which marks it read), without
 * the recipients. `isRead` is present when the caller is a recipient.
 */
export const MessageRecord = Type.Object({
  id: Type.String(),
  title: Type.String(),
  type: messageType,
  /** Sanitised HTML for a notice (type 1); the JSON of a MessageTarget otherwise. */
  bodyText: Type.String(),
  creatorUser: Type.String(),
  lastModifyTime: Type.Integer(),
  released: Type.Boolean(),
  releaseTime: Type.Union([Type.Integer(), Type.Null()]),
  enabled: Type.Boolean(),
  isRead: Type.Optional(readFlag),
  recipients: Type.Optional(MessageRecipients),
});
export type MessageRecord = Type.Static<typeof MessageRecord>;

/** POST and PUT /api/message. At least one recipient; a released message is not edited. */
export const MessageBody = Type.Object({
  title: Type.String({ maxLength: MESSAGE_LIMITS.titleLength }),
  type: messageType,
  bodyText: Type.String({ maxLength: MESSAGE_LIMITS.bodyLength }),
  toAll: Type.Optional(Type.Boolean()),
  organizeIds: Type.Optional(idList),
  roleIds: Type.Optional(idList),
  userIds: Type.Optional(idList),
  enabled: Type.Optional(Type.Boolean()),
});
export type MessageBody = Type.Static<typeof MessageBody>;

/** GET /api/message/ReadInfo/:id: the recipients of a released message and their read state. */
export const ReadInfoQuery = KeywordPageQuery({ isRead: Type.Optional(readFlag) });
export type ReadInfoQuery = Type.Static<typeof ReadInfoQuery>;
export const ReadInfoItem = Type.Object({
  userId: Type.String(),
  realName: Type.String(),
  account: Type.String(),
  isRead: readFlag,
  readTime: Type.Union([Type.Integer(), Type.Null()]),
});
export type ReadInfoItem = Type.Static<typeof ReadInfoItem>;
export const ReadInfoPage = Type.Object({
  list: Type.Array(ReadInfoItem),
  pagination: Pagination,
  receiverCount: Type.Integer(),
  readCount: Type.Integer(),
});
export type ReadInfoPage = Type.Static<typeof ReadInfoPage>;

/** GET /api/message/Notice: the caller's released messages, newest release first. */
export const NoticeQuery = KeywordPageQuery({
  type: Type.Optional(Type.Integer({ minimum: 1, maximum: 99 })),
});
export type NoticeQuery = Type.Static<typeof NoticeQuery>;
export const NoticeItem = Type.Object({
  id: Type.String(),
  title: Type.String(),
  type: messageType,
  /** As in MessageRecord; the drawer opens a notice's HTML or a target's route from it. */
  bodyText: Type.String(),
  creatorUser: Type.String(),
  /** The release time: when the message reached the caller. */
  lastModifyTime: Type.Integer(),
  isRead: readFlag,
});
export type NoticeItem = Type.Static<typeof NoticeItem>;
export const NoticePage = Type.Object({
  list: Type.Array(NoticeItem),
  pagination: Pagination,
  /** The caller's unread messages of every type: the badge. */
  unreadCount: Type.Integer(),
});
export type NoticePage = Type.Static<typeof NoticePage>;

/** POST /api/message/Actions/ReadAll: every unread message of the caller, or of one type. */
export const ReadAllQuery = Type.Object({
  ...TimestampQuery.properties,
  type: Type.Optional(Type.Integer({ minimum: 1, maximum: 99 })),
});
export type ReadAllQuery = Type.Static<typeof ReadAllQuery>;
/** The answer of ReadAll and of DELETE /Record: entries changed, and the unread count after. */
export const RecordChange = Type.Object({ count: Type.Integer(), unreadCount: Type.Integer() });
export type RecordChange = Type.Static<typeof RecordChange>;

/** DELETE /api/message/Record: messages to remove from the caller's own lists. */
export const RemoveRecordsBody = Type.Object({
  messageIds: Type.Array(EntityId, { minItems: 1, maxItems: MESSAGE_LIMITS.idsPerList }),
});
export type RemoveRecordsBody = Type.Static<typeof RemoveRecordsBody>;

/** The answer of a release: how many users received the message. */
export const ReleaseResult = Type.Object({ receiverCount: Type.Integer() });
export type ReleaseResult = Type.Static<typeof ReleaseResult>;

/** The notices page's records. */
export const MESSAGE_RESOURCE = defineResource({
  routes: MESSAGE_RESOURCE_ROUTES,
  schemas: {
    listQuery: MessageListQuery,
    page: MessagePage,
    record: MessageRecord,
    body: MessageBody,
  },
  summaries: {
    list: 'Messages, newest change first, paged; keyword over the title, filter by type',
    create: 'Write a message (not released yet); notice HTML is sanitised',
    read: 'One message: any for the notices page, a released one for its recipient (marks it read)',
    update: 'Edit a message that is not released yet',
    remove: 'Delete a message and every recipient entry of it',
    state: 'Enable or withdraw a message (flip without a body)',
  },
});

/** Beside the page: release and read list (the page's grant), and each user's own entries. */
export const MESSAGE_ENDPOINTS = {
  release: endpointAt(MESSAGE_ENDPOINT_ROUTES.release, 'Release a message to its recipients', {
    params: IdParams,
    query: TimestampQuery,
    data: ReleaseResult,
  }),
  readInfo: endpointAt(MESSAGE_ENDPOINT_ROUTES.readInfo, 'Who has read a released message', {
    params: IdParams,
    query: ReadInfoQuery,
    data: ReadInfoPage,
  }),
  readAll: endpointAt(MESSAGE_ENDPOINT_ROUTES.readAll, "Mark the caller's messages read", {
    query: ReadAllQuery,
    data: RecordChange,
  }),
  removeRecords: endpointAt(
    MESSAGE_ENDPOINT_ROUTES.removeRecords,
    "Remove messages from the caller's own lists",
    { query: TimestampQuery, body: RemoveRecordsBody, data: RecordChange },
  ),
  notice: endpointAt(MESSAGE_ENDPOINT_ROUTES.notice, "The caller's messages for the drawer", {
    query: NoticeQuery,
    data: NoticePage,
  }),
};
