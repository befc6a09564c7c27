import { defineMessages, type Texts } from '../../../kernel/i18n/catalog';

/** Texts of bill-number rules. */
export const BILL_RULE_MESSAGES = defineMessages({
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

/** Display names of a rule's request fields. */
export const BILL_RULE_FIELD_NAMES = {
  category: { zh: '分类', zhtw: '分類', en: 'category' },
  prefix: { zh: '前缀', zhtw: '前綴', en: 'prefix' },
  dateFormat: { zh: '日期格式', zhtw: '日期格式', en: 'date format' },
  digits: { zh: '流水位数', zhtw: '流水位數', en: 'digits' },
  startNumber: { zh: '起始值', zhtw: '起始值', en: 'start number' },
  resetPerPeriod: { zh: '按周期重置', zhtw: '按週期重設', en: 'reset per period' },
};

declare module '../../../kernel/i18n/catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this module's keys
  interface MessageCatalog extends Record<keyof typeof BILL_RULE_MESSAGES, Texts> {}
}
