import { defineMessages, type Texts } from '../../../kernel/i18n/catalog';

/** Texts of the system log. */
export const LOG_MESSAGES = defineMessages({
  logDeleteAdministratorsOnly: {
    zh: '只有管理员可以删除日志',
    zhtw: '只有管理員可以刪除日誌',
    en: 'Only an administrator can delete logs',
  },
  clientErrorsBusy: {
    zh: '错误报告过多，请稍后再试',
    zhtw: '錯誤報告過多，請稍後再試',
    en: 'Too many error reports, please try again later',
  },
});

/**
 * Display names of the log endpoints' request fields. `category` (the log's kind) takes the
 * catalog's common name (分类) that other modules give the field: one name per field.
 */
export const LOG_FIELD_NAMES = {
  ids: { zh: '日志', zhtw: '日誌', en: 'logs' },
  keepDays: { zh: '保留天数', zhtw: '保留天數', en: 'days kept' },
  message: { zh: '错误信息', zhtw: '錯誤訊息', en: 'message' },
  stack: { zh: '堆栈', zhtw: '堆疊', en: 'stack' },
  url: { zh: '页面地址', zhtw: '頁面位址', en: 'page address' },
};

declare module '../../../kernel/i18n/catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this module's keys
  interface MessageCatalog extends Record<keyof typeof LOG_MESSAGES, Texts> {}
}
