import { defineMessages, type Texts } from '../../kernel/i18n/catalog';

/** Texts of the home page's endpoints. */
export const HOME_MESSAGES = defineMessages({
  // The same answer for a menu that does not exist: the caller learns nothing about others' menus.
  menuNotHeld: {
    zh: '只能选择您有权限的菜单页面',
    zhtw: '只能選擇您有權限的選單頁面',
    en: 'Only pages of your own menu can be chosen',
  },
});

declare module '../../kernel/i18n/catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this module's keys
  interface MessageCatalog extends Record<keyof typeof HOME_MESSAGES, Texts> {}
}
