import { defineMessages, type Texts } from '../../../kernel/i18n/catalog';

/** Texts of the online-users page. */
export const ONLINE_USER_MESSAGES = defineMessages({
  forceSelfOffline: {
    zh: '不能强制自己下线',
    zhtw: '不能強制自己下線',
    en: 'You cannot force yourself offline',
  },
});

declare module '../../../kernel/i18n/catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this module's keys
  interface MessageCatalog extends Record<keyof typeof ONLINE_USER_MESSAGES, Texts> {}
}
