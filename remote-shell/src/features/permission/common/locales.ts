import { defineMessages } from '../../../kernel/locales/define';

/** Texts the permission area's pages share, under `permission.`. */
export const permissionMessages = defineMessages({
  zh: {
    buttons: {
      choose: '选择',
      clear: '清空',
      resetPassword: '重置密码',
    },
  },
  zhtw: {
    buttons: {
      choose: '選擇',
      clear: '清空',
      resetPassword: '重置密碼',
    },
  },
  en: {
    buttons: {
      choose: 'Choose',
      clear: 'Clear',
      resetPassword: 'Reset password',
    },
  },
});
