import type { Language } from '@mepm/contract';

/**
 * Texts of refused input: uploads beyond the limits, malformed requests (the NUL character is a
 * common message, messages.ts).
 */
export const INPUT_MESSAGES = {
  badRequest: { zh: '请求无效', zhtw: '請求無效', en: 'The request is not valid' },
  badUrl: { zh: '请求地址无效', zhtw: '請求網址無效', en: 'The request URL is not valid' },
  urlParamTooLong: {
    zh: '请求地址中的参数过长',
    zhtw: '請求網址中的參數過長',
    en: 'A parameter of the request URL is too long',
  },
  headersTooLarge: {
    zh: '请求头过大',
    zhtw: '請求標頭過大',
    en: 'The request headers are too large',
  },
  requestTimeout: { zh: '请求超时', zhtw: '請求逾時', en: 'The request timed out' },
  bodyTooLarge: { zh: '请求内容过大', zhtw: '請求內容過大', en: 'The request body is too large' },
  unsupportedMediaType: {
    zh: '不支持的请求内容类型',
    zhtw: '不支援的請求內容類型',
    en: 'The type of the request body is not supported',
  },
} as const satisfies Record<string, Record<Language, string>>;

/** Names of request parts, for messages about a value that no field name describes. */
export const INPUT_FIELD_NAMES: Record<string, Record<Language, string>> = {
  requestPath: { zh: '请求路径', zhtw: '請求路徑', en: 'request path' },
  requestQuery: { zh: '查询参数', zhtw: '查詢參數', en: 'query' },
  requestBody: { zh: '请求内容', zhtw: '請求內容', en: 'request body' },
};
