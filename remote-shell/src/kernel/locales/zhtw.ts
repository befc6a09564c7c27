import type { Messages } from './zh';

export const zhtw: Messages = {
  app: {
    title: '機電公司專案管理系統',
    shortTitle: '機電專案管理',
    loading: '載入中…',
  },
  common: {
    confirm: '確定',
    cancel: '取消',
    tip: '提示',
  },
  request: {
    defaultError: '請求出錯，請重試',
    withTrace: '{{msg}}（追蹤編號：{{traceId}}）',
  },
  session: {
    noMenuPermission: '您沒有選單權限',
    verifyFailed: '驗證失敗，請重新登入。',
    insufficient: '您的權限不足，請聯絡管理員',
    ended: '登入已失效，請重新登入',
    signInAgain: '重新登入',
    loadFailed: '無法載入使用者資訊，請檢查網路後重試',
    retry: '重試',
    signedOut: '您已登出',
  },
  language: {
    switch: '切換語言',
    zh: '简体中文',
    zhtw: '繁體中文',
    en: 'English',
  },
  login: {
    lastLogin: '上次登入時間：{{time}}，地點：{{place}}，IP：{{ip}}',
    unknownPlace: '未知',
  },
};
