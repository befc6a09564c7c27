/**
 * Paths and codes of messages and notices (docs/reference/messages.md). Imports nothing, like
 * paths.ts: the browser reads these values.
 */
export const MESSAGE = {
  list: '/api/message',
  create: '/api/message',
  item: '/api/message/:id',
  state: '/api/message/:id/Actions/State',
  release: '/api/message/:id/Actions/Release',
  readAll: '/api/message/Actions/ReadAll',
  readInfo: '/api/message/ReadInfo/:id',
  record: '/api/message/Record',
  notice: '/api/message/Notice',
} as const;

/** The notices page (系统管理 → 通知公告): its grant opens the administration routes. */
export const MESSAGE_PAGE = 'system.notice';

/** The notices page's button besides add, edit, delete and state. */
export const MESSAGE_BUTTON = { release: 'btn_release' } as const;

/**
 * Message types: 1 a notice (its body is HTML, shown in a dialog), 2 a to-do, 3 a circulated
 * (copied) item, 99 a policy release. Types other than 1 carry a target in their body.
 */
export const MESSAGE_TYPES = [1, 2, 3, 99] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
export const NOTICE_MESSAGE_TYPE = 1;

/**
 * Where a message of type 2, 3 or 99 leads: its body is the JSON of a target whose `type` is a
 * key here, and the shell opens the route beside it with the target's ids in the query.
 */
export const MESSAGE_TARGET_ROUTES = {
  1: '/workFlow/flowLaunch',
  2: '/workFlow/flowTodo',
  3: '/workFlow/flowCirculate',
  4: '/hrs/policy/release',
} as const;

/** The target types each message type may carry. */
export const MESSAGE_TARGETS_OF_TYPE = {
  2: [1, 2],
  3: [3],
  99: [4],
} as const;

/** Bounds of a message. */
export const MESSAGE_LIMITS = {
  titleLength: 200,
  /** Characters of a notice's HTML as sent (before sanitising). */
  bodyLength: 200_000,
  /** Ids per recipient list, and per DELETE /Record. */
  idsPerList: 1000,
  /** The drawer's and the message centre's page size. */
  noticePageSize: 20,
} as const;
