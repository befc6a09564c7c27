import type { Language } from '@mepm/contract';
import { COMMON_MESSAGES, ruleMessages } from '@mepm/form-engine';
import { DELEGATION_MESSAGES } from './messages-delegation';
import { INPUT_FIELD_NAMES, INPUT_MESSAGES } from './messages-input';
import { RECORD_FIELD_NAMES, RECORD_MESSAGES } from './messages-records';
import { TABLE_DESIGN_MESSAGES } from '../table-design/messages';
import { EXCEL_MESSAGES } from '../excel/messages';
import { BILL_NUMBER_MESSAGES } from '../bill-numbers/messages';

/**
 * The texts of the kernel and the plugins, in the three product languages; each module adds its
 * own through its manifest. The zh texts follow the product's wording where it gives one.
 * `{name}` marks a parameter.
 */
export const KERNEL_MESSAGES = {
  ok: { zh: '操作成功', zhtw: '操作成功', en: 'Success' },
  permissionDenied: { zh: '权限不足', zhtw: '權限不足', en: 'Permission Denied' },
  recordNotFound: { zh: '数据不存在', zhtw: '資料不存在', en: 'The record does not exist' },
  tooManyFailures: {
    zh: '登录失败次数过多，请{seconds}秒后再试',
    zhtw: '登入失敗次數過多，請{seconds}秒後再試',
    en: 'Too many failed sign-ins; please try again in {seconds} seconds',
  },
  accountSlowedDown: {
    zh: '该账号登录失败次数过多，请{seconds}秒后再试，或使用验证码登录',
    zhtw: '該帳號登入失敗次數過多，請{seconds}秒後再試，或使用驗證碼登入',
    en: 'This account has had many failed sign-ins; please try again in {seconds} seconds or sign in with a verification code',
  },
  tooManyRequests: {
    zh: '请求过于频繁，请{seconds}秒后再试',
    zhtw: '請求過於頻繁，請{seconds}秒後再試',
    en: 'Too many requests; please try again in {seconds} seconds',
  },
  sessionInvalid: {
    zh: '验证失败，请重新登录。',
    zhtw: '驗證失敗，請重新登入。',
    en: 'Verification failed; please sign in again.',
  },
  sessionExpired: {
    zh: '登录已过期，请重新登录',
    zhtw: '登入已過期，請重新登入',
    en: 'Your session has expired; please sign in again',
  },
  socketSignedOut: {
    zh: '您已退出登录',
    zhtw: '您已登出',
    en: 'You have signed out',
  },
  socketForcedOffline: {
    zh: '您已被管理员强制下线',
    zhtw: '您已被管理員強制下線',
    en: 'An administrator has signed you out',
  },
  socketAccountDisabled: {
    zh: '您的账号已被停用',
    zhtw: '您的帳號已被停用',
    en: 'Your account has been disabled',
  },
  socketPasswordChanged: {
    zh: '密码已修改，请重新登录',
    zhtw: '密碼已修改，請重新登入',
    en: 'The password has changed; please sign in again',
  },
  sessionRevoked: {
    zh: '登录已失效（已退出或被强制下线），请重新登录',
    zhtw: '登入已失效（已登出或被強制下線），請重新登入',
    en: 'Your session has ended (signed out or forced offline); please sign in again',
  },
  notFound: {
    zh: '请求的接口不存在',
    zhtw: '請求的介面不存在',
    en: 'The requested API does not exist',
  },
  serverError: {
    zh: '服务器内部错误，请稍后重试',
    zhtw: '伺服器內部錯誤，請稍後重試',
    en: 'Something went wrong on the server; please try again later',
  },
  // The common messages of docs/reference/field-rules.md, shared with the form engine.
  ...COMMON_MESSAGES,
  // The field rules' own texts (docs/reference/field-rules.md), as the shell shows them.
  badMobile: ruleMessages.mobile,
  badPasswordDigest: {
    zh: '密码格式不正确（应为md5摘要）',
    zhtw: '密碼格式不正確（應為md5摘要）',
    en: 'The password must be sent as an md5 digest',
  },
  badRequestBody: { zh: '请求内容无效', zhtw: '請求內容無效', en: 'The request body is not valid' },
  fileNotFound: { zh: '文件不存在', zhtw: '檔案不存在', en: 'The file does not exist' },
  placeLocal: { zh: '本地局域网', zhtw: '本地區域網路', en: 'Local network' },
  placeUnknown: { zh: '未知', zhtw: '未知', en: 'Unknown' },
  ...RECORD_MESSAGES,
  ...DELEGATION_MESSAGES,
  ...INPUT_MESSAGES,
  ...TABLE_DESIGN_MESSAGES,
  ...EXCEL_MESSAGES,
  ...BILL_NUMBER_MESSAGES,
} as const satisfies Record<string, Record<Language, string>>;

export type KernelMessageKey = keyof typeof KERNEL_MESSAGES;

/**
 * Display names of the request fields several modules share, so that validation messages name
 * the field people know; a module names its own fields in its manifest.
 */
export const KERNEL_FIELD_NAMES: Record<string, Record<Language, string>> = {
  account: { zh: '账号', zhtw: '帳號', en: 'account' },
  password: { zh: '密码', zhtw: '密碼', en: 'password' },
  mobile: { zh: '手机号码', zhtw: '手機號碼', en: 'mobile number' },
  n: { zh: '时间戳', zhtw: '時間戳', en: 'timestamp' },
  enCode: { zh: '编码', zhtw: '編碼', en: 'code' },
  realName: { zh: '姓名', zhtw: '姓名', en: 'name' },
  gender: { zh: '性别', zhtw: '性別', en: 'gender' },
  email: { zh: '电子邮箱', zhtw: '電子郵件', en: 'e-mail' },
  theme: { zh: '布局', zhtw: '版面', en: 'layout' },
  language: { zh: '语言', zhtw: '語言', en: 'language' },
  currentPage: { zh: '页码', zhtw: '頁碼', en: 'page' },
  pageSize: { zh: '每页条数', zhtw: '每頁筆數', en: 'page size' },
  startTime: { zh: '开始时间', zhtw: '開始時間', en: 'start time' },
  endTime: { zh: '结束时间', zhtw: '結束時間', en: 'end time' },
  keyword: { zh: '关键词', zhtw: '關鍵字', en: 'keyword' },
  type: { zh: '类型', zhtw: '類型', en: 'type' },
  name: { zh: '名称', zhtw: '名稱', en: 'name' },
  ...RECORD_FIELD_NAMES,
  ...INPUT_FIELD_NAMES,
};
