import type { RuleName } from './rules';

/** The languages the product speaks; the Chinese texts are the rules' built-in messages. */
export type Language = 'zh' | 'zhtw' | 'en';

export const ruleMessages: Record<RuleName, Record<Language, string>> = {
  mobile: {
    zh: '请输入正确的手机号码',
    zhtw: '請輸入正確的手機號碼',
    en: 'Enter your phone number correctly',
  },
  password: {
    zh: '密码须为6-16位字母和数字的组合',
    zhtw: '密碼須為6-16位字母和數字的組合',
    en: 'The password must be 6-16 characters mixing letters and digits',
  },
  idNumber: {
    zh: '请输入正确的身份证号码',
    zhtw: '請輸入正確的身分證號碼',
    en: 'Enter a valid ID number',
  },
  email: {
    zh: '请输入正确的邮箱',
    zhtw: '請輸入正確的電子郵件',
    en: 'Enter a valid e-mail address',
  },
  licencePlate: {
    zh: '请输入正确的车牌号',
    zhtw: '請輸入正確的車牌號',
    en: 'Enter a valid licence plate',
  },
  chineseOnly: { zh: '只能输入中文', zhtw: '只能輸入中文', en: 'Only Chinese characters allowed' },
  code: {
    zh: '只能输入字母、数字、点，且点不能在开头或结尾',
    zhtw: '只能輸入字母、數字、點，且點不能在開頭或結尾',
    en: 'Only letters, digits and dots, not starting or ending with a dot',
  },
  account: { zh: '只能输入字母和数字', zhtw: '只能輸入字母和數字', en: 'Only letters and digits' },
  name: {
    zh: '只能输入中文、字母、数字，不能包含特殊符号',
    zhtw: '只能輸入中文、字母、數字，不能包含特殊符號',
    en: 'Only Chinese characters, letters and digits, no special symbols',
  },
  numericCode: { zh: '只能输入数字', zhtw: '只能輸入數字', en: 'Only digits allowed' },
  duration: {
    zh: '请输入整数或0.5的倍数',
    zhtw: '請輸入整數或0.5的倍數',
    en: 'Enter a whole number or a multiple of 0.5',
  },
  positiveInteger: { zh: '请输入正整数', zhtw: '請輸入正整數', en: 'Enter a positive integer' },
};
