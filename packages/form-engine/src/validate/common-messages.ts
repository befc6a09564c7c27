import type { Texts } from '../text/format';

/**
 * The common messages of docs/reference/field-rules.md, `{field}` being the field's display
 * name: the server answers malformed requests with them and the form engine refused form values.
 */
export const COMMON_MESSAGES = {
  required: { zh: '请输入{field}', zhtw: '請輸入{field}', en: 'Please enter {field}' },
  tooLong: {
    zh: '{field}长度不能超过{limit}个字符',
    zhtw: '{field}長度不能超過{limit}個字元',
    en: '{field} must be at most {limit} characters',
  },
  tooShort: {
    zh: '{field}长度不能少于{limit}个字符',
    zhtw: '{field}長度不能少於{limit}個字元',
    en: '{field} must be at least {limit} characters',
  },
  badFormat: { zh: '{field}格式不正确', zhtw: '{field}格式不正確', en: '{field} is not valid' },
  badType: { zh: '{field}类型不正确', zhtw: '{field}類型不正確', en: '{field} has the wrong type' },
  badChoice: {
    zh: '{field}的取值无效',
    zhtw: '{field}的取值無效',
    en: '{field} is not one of the allowed values',
  },
  unknownField: {
    zh: '不支持的字段{field}',
    zhtw: '不支援的欄位{field}',
    en: 'Unexpected field {field}',
  },
  alreadyExists: { zh: '{field}已存在', zhtw: '{field}已存在', en: '{field} already exists' },
  nulCharacter: {
    zh: '{field}不能包含空字符（U+0000）',
    zhtw: '{field}不能包含空字元（U+0000）',
    en: '{field} must not contain the NUL character (U+0000)',
  },
} as const satisfies Record<string, Texts>;
