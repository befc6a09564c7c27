import { defineMessages, type Texts } from '../../../kernel/i18n/catalog';

/** Texts of the authorisation page's refusals. */
export const AUTHORIZE_MESSAGES = defineMessages({
  grantItemMissing: {
    zh: '授权项不存在或已被删除',
    zhtw: '授權項不存在或已被刪除',
    en: 'A granted item does not exist or was deleted',
  },
  grantWithoutMenu: {
    zh: '授权按钮、列表、表单或数据权限时必须同时授权其所属菜单',
    zhtw: '授權按鈕、列表、表單或資料權限時必須同時授權其所屬選單',
    en: 'A button, column, form field or data scheme needs its menu granted too',
  },
  grantObjectMissing: {
    zh: '授权对象不存在',
    zhtw: '授權對象不存在',
    en: 'The role, position or user to authorise does not exist',
  },
});

declare module '../../../kernel/i18n/catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this module's keys
  interface MessageCatalog extends Record<keyof typeof AUTHORIZE_MESSAGES, Texts> {}
}
