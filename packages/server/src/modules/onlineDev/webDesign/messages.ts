import { defineMessages, type Texts } from '../../../kernel/i18n/catalog';

/** Texts of function designs. */
export const WEB_DESIGN_MESSAGES = defineMessages({
  designRefused: {
    zh: '表单设计有误：{reason}',
    zhtw: '表單設計有誤：{reason}',
    en: 'The form design is not valid: {reason}',
  },
  designStale: {
    zh: '该设计已被他人修改，请刷新后重新编辑',
    zhtw: '該設計已被他人修改，請重新整理後再編輯',
    en: 'Someone changed this design since you opened it; reload it and edit again',
  },
  designReleasedKeys: {
    zh: '已发布过的字段不能删除或改名：{keys}',
    zhtw: '已發布過的欄位不能刪除或改名：{keys}',
    en: 'Fields of a released design cannot be removed or renamed: {keys}',
  },
  designInUse: {
    zh: '菜单“{name}”正在使用该设计，不能删除',
    zhtw: '選單「{name}」正在使用該設計，不能刪除',
    en: 'The menu entry "{name}" opens this design; it cannot be deleted',
  },
  designCategoryUnknown: {
    zh: '功能设计分类中没有{code}',
    zhtw: '功能設計分類中沒有{code}',
    en: 'There is no design category {code}',
  },
  designJsonTooLarge: {
    zh: '{field}不能超过{limit}字节',
    zhtw: '{field}不能超過{limit}位元組',
    en: '{field} must not exceed {limit} bytes',
  },
  designUsesSource: {
    zh: '功能设计“{name}”正在使用该数据源',
    zhtw: '功能設計「{name}」正在使用該資料來源',
    en: 'The function design "{name}" uses this data source',
  },
  designTablesDestructive: {
    zh: '发布会删除以下表或字段，或改变其类型，可能丢失数据：{changes}。请确认后再发布',
    zhtw: '發布會刪除下列資料表或欄位，或變更其型別，可能遺失資料：{changes}。請確認後再發布',
    en: 'Releasing drops these tables or columns, or changes their types, and can lose data: {changes}. Confirm to release',
  },
  designKeySystemColumn: {
    zh: '字段{key}在表{table}中的列名{column}与系统字段相同，请修改字段名',
    zhtw: '欄位{key}在資料表{table}中的欄名{column}與系統欄位相同，請修改欄位名稱',
    en: 'The field {key} would be the column {column} of {table}, which the platform keeps for itself; rename the field',
  },
  designKeysSameColumn: {
    zh: '字段{keys}在表{table}中对应同一列{column}，请修改其中一个字段名',
    zhtw: '欄位{keys}在資料表{table}中對應同一欄{column}，請修改其中一個欄位名稱',
    en: 'The fields {keys} would both be the column {column} of {table}; rename one of them',
  },
  designBadTableName: {
    zh: '表名{table}无效：须以wyzx_开头，只含小写字母、数字和下划线，最长63个字符',
    zhtw: '資料表名稱{table}無效：須以wyzx_開頭，只含小寫字母、數字和底線，最長63個字元',
    en: 'The table name {table} is not valid: it starts with wyzx_ and holds lower-case letters, digits and underscores, at most 63',
  },
  designSameTable: {
    zh: '表{table}被设计使用了两次',
    zhtw: '資料表{table}被設計使用了兩次',
    en: 'The design uses the table {table} twice',
  },
  designTableTaken: {
    zh: '表{table}属于功能设计“{name}”',
    zhtw: '資料表{table}屬於功能設計「{name}」',
    en: 'The table {table} belongs to the function design "{name}"',
  },
  designCopyName: { zh: '{name}副本', zhtw: '{name}副本', en: '{name} (copy)' },
});

/** Display names of a design's request fields. */
export const WEB_DESIGN_FIELD_NAMES = {
  category: { zh: '分类', zhtw: '分類', en: 'category' },
  type: { zh: '类型', zhtw: '類型', en: 'type' },
  webType: { zh: '模式', zhtw: '模式', en: 'web type' },
  state: { zh: '状态', zhtw: '狀態', en: 'state' },
  formData: { zh: '表单设计', zhtw: '表單設計', en: 'form design' },
  formConf: { zh: '表单属性', zhtw: '表單屬性', en: 'form settings' },
  columnData: { zh: '列表设计', zhtw: '列表設計', en: 'list design' },
  tables: { zh: '数据表', zhtw: '資料表', en: 'tables' },
  dbLinkId: { zh: '数据源', zhtw: '資料來源', en: 'data source' },
  confirmDestructive: {
    zh: '确认可能丢失数据的修改',
    zhtw: '確認可能遺失資料的修改',
    en: 'confirm changes that can lose data',
  },
  version: { zh: '版本', zhtw: '版本', en: 'version' },
};

declare module '../../../kernel/i18n/catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this module's keys
  interface MessageCatalog extends Record<keyof typeof WEB_DESIGN_MESSAGES, Texts> {}
}
