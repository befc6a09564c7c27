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
  listFieldUnknown: {
    zh: '列表设计的{field}中的{prop}不是表单的字段',
    zhtw: '列表設計的{field}中的{prop}不是表單的欄位',
    en: "The list design's {field} names {prop}, which is not a field of the form",
  },
  listFieldInSubTable: {
    zh: '列表设计的{field}不能使用子表或子表中的字段{prop}',
    zhtw: '列表設計的{field}不能使用子表或子表中的欄位{prop}',
    en: "The list design's {field} cannot use the sub-table field {prop}",
  },
  listFieldTwice: {
    zh: '列表设计的{field}中{prop}重复',
    zhtw: '列表設計的{field}中{prop}重複',
    en: "The list design's {field} names {prop} twice",
  },
  listColumnUnsortable: {
    zh: '字段{prop}的类型不能排序',
    zhtw: '欄位{prop}的類型不能排序',
    en: 'The field {prop} is of a type that cannot be sorted',
  },
  listPartRequired: {
    zh: '列表设计缺少{field}',
    zhtw: '列表設計缺少{field}',
    en: 'The list design needs its {field}',
  },
  listTreeFieldNotOption: {
    zh: '树形列表的树字段{prop}必须是选项或组织字段',
    zhtw: '樹狀列表的樹欄位{prop}必須是選項或組織欄位',
    en: 'The tree field {prop} of a tree list must be an option or organisation field',
  },
  publishNotReleased: {
    zh: '只有已发布的设计才能发布到菜单',
    zhtw: '只有已發布的設計才能發布到選單',
    en: 'Only a released design can be published to a menu',
  },
  publishParentInvalid: {
    zh: '上级菜单必须是启用的目录',
    zhtw: '上級選單必須是啟用的目錄',
    en: 'The parent menu must be an enabled directory',
  },
  publishMenuNotDesign: {
    zh: '该菜单不是打开此设计的功能菜单',
    zhtw: '該選單不是開啟此設計的功能選單',
    en: 'That menu entry does not open this design',
  },
  publishBadCode: {
    zh: '编码只能包含字母、数字和点，且不能以点开头或结尾',
    zhtw: '編碼只能包含字母、數字和點，且不能以點開頭或結尾',
    en: 'The code may hold only letters, digits and inner dots',
  },
  publishBadName: {
    zh: '{field}只能由文字组成，词之间最多一个空格',
    zhtw: '{field}只能由文字組成，詞之間最多一個空格',
    en: 'The {field} must be words one space apart',
  },
  onlineButtonAdd: { zh: '新增', zhtw: '新增', en: 'Add' },
  onlineButtonDownload: { zh: '导出', zhtw: '匯出', en: 'Export' },
  onlineButtonUpload: { zh: '导入', zhtw: '匯入', en: 'Import' },
  onlineButtonBatchRemove: { zh: '批量删除', zhtw: '批次刪除', en: 'Delete selected' },
  onlineButtonEdit: { zh: '编辑', zhtw: '編輯', en: 'Edit' },
  onlineButtonRemove: { zh: '删除', zhtw: '刪除', en: 'Delete' },
  onlineButtonDetail: { zh: '详情', zhtw: '詳情', en: 'Details' },
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
  searchList: { zh: '查询字段', zhtw: '查詢欄位', en: 'search fields' },
  columnList: { zh: '列表字段', zhtw: '列表欄位', en: 'list columns' },
  treeField: { zh: '树字段', zhtw: '樹欄位', en: 'tree field' },
  groupField: { zh: '分组字段', zhtw: '分組欄位', en: 'group field' },
  defaultSidx: { zh: '默认排序字段', zhtw: '預設排序欄位', en: 'default sort field' },
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
