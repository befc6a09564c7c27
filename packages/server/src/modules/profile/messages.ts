import { defineMessages, type Texts } from '../../kernel/i18n/catalog';

/** Texts of the signed-in user's own page: the password change. */
export const PROFILE_MESSAGES = defineMessages({
  passwordChanged: {
    zh: '密码修改成功，其他设备上的登录已退出',
    zhtw: '密碼修改成功，其他裝置上的登入已登出',
    en: 'Password changed; sign-ins on other devices have ended',
  },
  oldPasswordWrong: { zh: '旧密码错误', zhtw: '舊密碼錯誤', en: 'The old password is incorrect' },
  passwordUnchanged: {
    zh: '新密码不能与旧密码相同',
    zhtw: '新密碼不能與舊密碼相同',
    en: 'The new password must differ from the old one',
  },
});

declare module '../../kernel/i18n/catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this module's keys
  interface MessageCatalog extends Record<keyof typeof PROFILE_MESSAGES, Texts> {}
}
