import type { Shape } from './define';

/**
 * Simplified Chinese: the product's own wording. The other languages are typed against this
 * object's shape, so a key missing in any language is a compile error.
 */
export const zh = {
  app: {
    title: '机电公司项目管理系统',
    loading: '加载中…',
  },
  common: {
    confirm: '确定',
    cancel: '取消',
    tip: '提示',
  },
  request: {
    defaultError: '请求出错，请重试',
  },
  session: {
    noMenuPermission: '您没有菜单权限',
    verifyFailed: '验证失败，请重新登录。',
    insufficient: '您的权限不足，请联系管理员',
    ended: '登录已失效，请重新登录',
    signInAgain: '重新登录',
  },
  language: {
    switch: '切换语言',
    zh: '简体中文',
    zhtw: '繁體中文',
    en: 'English',
  },
  login: {
    heading: '登录',
    methods: '登录方式',
    accountTab: '账号登录',
    mobileTab: '验证码登录',
    account: '账号',
    accountHint: '子账号请输入 手机号码@账号',
    password: '密码',
    mobile: '手机号码',
    verCode: '验证码',
    getCode: '获取验证码',
    resendIn: '{{seconds}}秒后重新获取',
    codeSent: '验证码已发送',
    submit: '登录',
    lastLogin: '上次登录时间：{{time}}，地点：{{place}}，IP：{{ip}}',
    unknownPlace: '未知',
  },
  validation: {
    accountRequired: '请输入账号',
    passwordRequired: '请输入密码',
    mobileRequired: '请输入手机号码',
    mobileInvalid: '请输入正确的手机号码',
    verCodeRequired: '请输入验证码',
  },
  home: {
    welcome: '欢迎，{{name}}',
    menus: '菜单',
    noMenus: '暂无数据',
  },
} as const;

export type Messages = Shape<typeof zh>;
