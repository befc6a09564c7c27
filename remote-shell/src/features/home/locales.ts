import { defineMessages } from '../../kernel/locales/define';

/** The home page's texts, under `home.`. */
export const homeMessages = defineMessages({
  zh: {
    welcome: '欢迎，{{name}}',
    menus: '菜单',
    noMenus: '暂无数据',
  },
  zhtw: {
    welcome: '歡迎，{{name}}',
    menus: '選單',
    noMenus: '暫無資料',
  },
  en: {
    welcome: 'Welcome, {{name}}',
    menus: 'Menu',
    noMenus: 'No data',
  },
});
