import type { Messages } from './zh';

export const zhtw: Messages = {
  app: {
    title: '機電公司專案管理系統',
    loading: '載入中…',
  },
  common: {
    confirm: '確定',
    cancel: '取消',
    tip: '提示',
  },
  request: {
    defaultError: '請求出錯，請重試',
  },
  session: {
    noMenuPermission: '您沒有選單權限',
    verifyFailed: '驗證失敗，請重新登入。',
    insufficient: '您的權限不足，請聯絡管理員',
    ended: '登入已失效，請重新登入',
    signInAgain: '重新登入',
  },
  language: {
    switch: '切換語言',
    zh: '简体中文',
    zhtw: '繁體中文',
    en: 'English',
  },
  login: {
    heading: '登入',
    methods: '登入方式',
    accountTab: '帳號登入',
    mobileTab: '驗證碼登入',
    account: '帳號',
    accountHint: '子帳號請輸入 手機號碼@帳號',
    password: '密碼',
    mobile: '手機號碼',
    verCode: '驗證碼',
    getCode: '獲取驗證碼',
    resendIn: '{{seconds}}秒後重新獲取',
    codeSent: '驗證碼已發送',
    submit: '登入',
    lastLogin: '上次登入時間：{{time}}，地點：{{place}}，IP：{{ip}}',
    unknownPlace: '未知',
  },
  validation: {
    accountRequired: '請輸入帳號',
    passwordRequired: '請輸入密碼',
    mobileRequired: '請輸入手機號碼',
    mobileInvalid: '請輸入正確的手機號碼',
    verCodeRequired: '請輸入驗證碼',
  },
  home: {
    welcome: '歡迎，{{name}}',
    menus: '選單',
    noMenus: '暫無資料',
  },
};
