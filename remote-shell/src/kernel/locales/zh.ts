import type { Shape } from './define';

/**
 * Simplified Chinese: the product's own wording. The other languages are typed against this
 * object's shape, so a key missing in any language is a compile error.
 */
export const zh = {
  app: {
    title: '机电公司项目管理系统',
    /** Where the title does not fit (the side menu's logo): the full one is its tooltip. */
    shortTitle: '机电项目管理',
    loading: '加载中…',
  },
  common: {
    confirm: '确定',
    cancel: '取消',
    tip: '提示',
  },
  request: {
    defaultError: '请求出错，请重试',
    withTrace: '{{msg}}（追踪编号：{{traceId}}）',
  },
  session: {
    noMenuPermission: '您没有菜单权限',
    verifyFailed: '验证失败，请重新登录。',
    insufficient: '您的权限不足，请联系管理员',
    ended: '登录已失效，请重新登录',
    signInAgain: '重新登录',
    loadFailed: '无法加载用户信息，请检查网络后重试',
    retry: '重试',
    signedOut: '您已退出登录',
  },
  language: {
    switch: '切换语言',
    zh: '简体中文',
    zhtw: '繁體中文',
    en: 'English',
  },
  login: {
    lastLogin: '上次登录时间：{{time}}，地点：{{place}}，IP：{{ip}}',
    unknownPlace: '未知',
  },
} as const;

export type Messages = Shape<typeof zh>;
