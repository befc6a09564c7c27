import { defineMessages, type Texts } from '../../kernel/i18n/catalog';

/** Texts of sign-in, verification codes, sign-out and the lock screen. */
export const OAUTH_MESSAGES = defineMessages({
  loginOk: { zh: '登录成功', zhtw: '登入成功', en: 'Signed in' },
  logoutOk: { zh: '退出成功', zhtw: '已登出', en: 'Signed out' },
  unlockOk: { zh: '解锁成功', zhtw: '解鎖成功', en: 'Unlocked' },
  smsSent: {
    zh: '验证码已发送，请注意查收',
    zhtw: '驗證碼已發送，請注意查收',
    en: 'A verification code has been sent',
  },
  badCredentials: {
    zh: '账号或密码错误',
    zhtw: '帳號或密碼錯誤',
    en: 'Incorrect account or password',
  },
  badVerCode: {
    zh: '验证码错误或已失效',
    zhtw: '驗證碼錯誤或已失效',
    en: 'The verification code is wrong or no longer valid',
  },
  userDisabled: {
    zh: '该账号已被禁用，请联系管理员',
    zhtw: '該帳號已被停用，請聯絡管理員',
    en: 'This account is disabled; please contact your administrator',
  },
  smsTooSoon: {
    zh: '验证码发送过于频繁，请{seconds}秒后再试',
    zhtw: '驗證碼發送過於頻繁，請{seconds}秒後再試',
    en: 'A code was sent moments ago; please try again in {seconds} seconds',
  },
  lockWrongAccount: {
    zh: '账号与当前登录用户不一致',
    zhtw: '帳號與目前登入的使用者不一致',
    en: 'The account is not the signed-in user',
  },
  lockWrongPassword: { zh: '密码错误', zhtw: '密碼錯誤', en: 'Incorrect password' },
  scanTicketExpired: {
    zh: '二维码已过期，请刷新',
    zhtw: '二維碼已過期，請重新整理',
    en: 'The QR code has expired; please refresh it',
  },
  scanCodeExpired: {
    zh: '二维码已过期或不存在，请在登录页刷新后重试',
    zhtw: '二維碼已過期或不存在，請在登入頁重新整理後再試',
    en: 'The code has expired or does not exist; refresh it on the sign-in page and try again',
  },
  scanCodeTaken: {
    zh: '该二维码已被其他用户扫描',
    zhtw: '該二維碼已被其他使用者掃描',
    en: 'Another user has already scanned this code',
  },
  scanCodeUsed: {
    zh: '该二维码已确认或已取消',
    zhtw: '該二維碼已確認或已取消',
    en: 'This code has already been confirmed or cancelled',
  },
  scanTooFrequent: {
    zh: '操作过于频繁，请{seconds}秒后再试',
    zhtw: '操作過於頻繁，請{seconds}秒後再試',
    en: 'Too many attempts; please try again in {seconds} seconds',
  },
  scanConfirmed: { zh: '已确认登录', zhtw: '已確認登入', en: 'Sign-in confirmed' },
  scanCancelled: { zh: '已取消登录', zhtw: '已取消登入', en: 'Sign-in cancelled' },
});

declare module '../../kernel/i18n/catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this module's keys
  interface MessageCatalog extends Record<keyof typeof OAUTH_MESSAGES, Texts> {}
}
