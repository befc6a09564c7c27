import { defineMessages, type Texts } from '../../kernel/i18n/catalog';

/** Texts of the chat socket's refusals. */
export const CHAT_MESSAGES = defineMessages({
  chatSignInFirst: {
    zh: '请先发送 OnConnection 登录',
    zhtw: '請先傳送 OnConnection 登入',
    en: 'Send OnConnection with your token first',
  },
  chatSignInTimeout: {
    zh: '连接未在规定时间内登录，已关闭',
    zhtw: '連線未在規定時間內登入，已關閉',
    en: 'The connection did not sign in in time and was closed',
  },
  chatBadFrame: {
    zh: '无法识别的消息：{detail}',
    zhtw: '無法識別的訊息：{detail}',
    en: 'The frame was not understood: {detail}',
  },
  chatTooFast: {
    zh: '发送过于频繁，请稍后再试',
    zhtw: '傳送過於頻繁，請稍後再試',
    en: 'Too many frames; slow down',
  },
  chatNoSuchUser: {
    zh: '接收人不存在或已停用',
    zhtw: '接收人不存在或已停用',
    en: 'The recipient does not exist or is disabled',
  },
  chatToSelf: {
    zh: '不能给自己发送消息',
    zhtw: '不能傳送訊息給自己',
    en: 'You cannot send a message to yourself',
  },
  chatImageNotFound: {
    zh: '图片不存在或不是您上传的',
    zhtw: '圖片不存在或不是您上傳的',
    en: 'The image does not exist or was not uploaded by you',
  },
  chatNotForSubcontractors: {
    zh: '分包商账号不能使用即时消息',
    zhtw: '分包商帳號不能使用即時訊息',
    en: 'Subcontractor accounts cannot use chat',
  },
  chatFailed: {
    zh: '消息处理失败，请重试',
    zhtw: '訊息處理失敗，請重試',
    en: 'The message could not be handled; please try again',
  },
});

declare module '../../kernel/i18n/catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this module's keys
  interface MessageCatalog extends Record<keyof typeof CHAT_MESSAGES, Texts> {}
}
