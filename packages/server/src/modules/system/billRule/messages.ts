/** Display names of a rule's request fields. */
export const BILL_RULE_FIELD_NAMES = {
  category: { zh: '分类', zhtw: '分類', en: 'category' },
  prefix: { zh: '前缀', zhtw: '前綴', en: 'prefix' },
  dateFormat: { zh: '日期格式', zhtw: '日期格式', en: 'date format' },
  digits: { zh: '流水位数', zhtw: '流水位數', en: 'digits' },
  startNumber: { zh: '起始值', zhtw: '起始值', en: 'start number' },
  resetPerPeriod: { zh: '按周期重置', zhtw: '按週期重設', en: 'reset per period' },
};
