import { defineMessages, type Texts } from '../../../kernel/i18n/catalog';
import { fieldRule } from '../../../kernel/i18n/messages-records';

/** Texts of areas. */
export const AREA_MESSAGES = defineMessages({
  areaCodeDigits: fieldRule('numericCode'),
  areaHasChildren: {
    zh: '该区域下有{count}个下级区域，不能删除',
    zhtw: '該區域下有{count}個下級區域，不能刪除',
    en: 'This area has {count} areas under it and cannot be deleted',
  },
  areaTooDeep: {
    zh: '区县下不能再添加区域',
    zhtw: '區縣下不能再新增區域',
    en: 'No area can be added under a district',
  },
});

declare module '../../../kernel/i18n/catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this module's keys
  interface MessageCatalog extends Record<keyof typeof AREA_MESSAGES, Texts> {}
}
