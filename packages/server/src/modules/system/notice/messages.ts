import { defineMessages, type Texts } from '../../../kernel/i18n/catalog';

/** Texts of messages and notices. */
export const NOTICE_MESSAGES = defineMessages({
  messageNoRecipient: {
    zh: '请选择接收人',
    zhtw: '請選擇接收人',
    en: 'Please choose who receives the message',
  },
  messageReleasedNoEdit: {
    zh: '消息已发布，不能修改',
    zhtw: '訊息已發佈，不能修改',
    en: 'The message has been released and can no longer be edited',
  },
  messageAlreadyReleased: {
    zh: '消息已发布',
    zhtw: '訊息已發佈',
    en: 'The message has already been released',
  },
  messageBadTarget: {
    zh: '{field}必须是跳转目标的 JSON，例如 {"type":2,"id":"任务主键"}',
    zhtw: '{field}必須是跳轉目標的 JSON，例如 {"type":2,"id":"任務主鍵"}',
    en: '{field} must be the JSON of a target, e.g. {"type":2,"id":"task id"}',
  },
  messageTargetType: {
    zh: '{field}的跳转类型与消息类型不符',
    zhtw: '{field}的跳轉類型與訊息類型不符',
    en: "The target's type in {field} does not suit the message type",
  },
  messageReleased: { zh: '发布成功', zhtw: '發佈成功', en: 'Released' },
});

/** Display names of a message's request fields. */
export const NOTICE_FIELD_NAMES = {
  title: { zh: '标题', zhtw: '標題', en: 'title' },
  bodyText: { zh: '内容', zhtw: '內容', en: 'content' },
  toAll: { zh: '全部人员', zhtw: '全部人員', en: 'everyone' },
  organizeIds: { zh: '组织', zhtw: '組織', en: 'organisations' },
  // The same names as on the users page.
  roleIds: { zh: '角色', zhtw: '角色', en: 'roles' },
  userIds: { zh: '用户', zhtw: '使用者', en: 'users' },
  messageIds: { zh: '消息', zhtw: '訊息', en: 'messages' },
  isRead: { zh: '已读状态', zhtw: '已讀狀態', en: 'read state' },
  sort: { zh: '排序方式', zhtw: '排序方式', en: 'sort order' },
};

declare module '../../../kernel/i18n/catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this module's keys
  interface MessageCatalog extends Record<keyof typeof NOTICE_MESSAGES, Texts> {}
}
