import { defineMessages } from '../i18n/catalog';

/** Why no bill number was issued: the bill-rule page and generated pages both take numbers. */
export const BILL_NUMBER_MESSAGES = defineMessages({
  billRuleUnknown: {
    zh: '单据规则{code}不存在',
    zhtw: '單據規則{code}不存在',
    en: 'There is no bill-number rule {code}',
  },
  billRuleDisabled: {
    zh: '单据规则{code}已禁用',
    zhtw: '單據規則{code}已停用',
    en: 'The bill-number rule {code} is disabled',
  },
});
