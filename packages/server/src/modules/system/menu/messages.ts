import { ruleMessages } from '@mepm/form-engine';
import { defineMessages, type Texts } from '../../../kernel/i18n/catalog';
import { fieldRule } from '../../../kernel/i18n/messages-records';

/** Texts of menu management: entries, their elements and data-permission schemes. */
export const MENU_MESSAGES = defineMessages({
  badMenuCode: ruleMessages.code,
  ruleMenuName: fieldRule('name'),
  menuHasChildren: {
    zh: '该菜单下有子菜单，不能删除',
    zhtw: '該選單下有子選單，不能刪除',
    en: 'This menu has child entries and cannot be deleted',
  },
  menuParentInvalid: {
    zh: '上级菜单无效',
    zhtw: '上級選單無效',
    en: 'The parent menu is not valid',
  },
  badPropertyJson: {
    zh: '菜单属性必须是包含moduleId和isTree的JSON',
    zhtw: '選單屬性必須是包含moduleId和isTree的JSON',
    en: 'The menu properties must be JSON holding moduleId and isTree',
  },
  badElementCode: {
    zh: '编码只能包含字母、数字、下划线和点',
    zhtw: '編碼只能包含字母、數字、底線和點',
    en: 'The code may hold only letters, digits, underscores and dots',
  },
  badSchemeConditions: {
    zh: '数据权限条件无效：{reason}',
    zhtw: '資料權限條件無效：{reason}',
    en: 'The data permission conditions are not valid: {reason}',
  },
});

/** The names of a menu body's `names` fields, which validation reports by their last part. */
export const MENU_FIELD_NAMES = {
  zhtw: { zh: '繁体名称', zhtw: '繁體名稱', en: 'traditional Chinese name' },
  en: { zh: '英文名称', zhtw: '英文名稱', en: 'English name' },
};

declare module '../../../kernel/i18n/catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this module's keys
  interface MessageCatalog extends Record<keyof typeof MENU_MESSAGES, Texts> {}
}
