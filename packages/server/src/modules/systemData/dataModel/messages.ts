/** Display names of the data model bodies' own fields. */
export const DATA_MODEL_FIELD_NAMES = {
  columns: { zh: '字段', zhtw: '欄位', en: 'columns' },
  originalName: { zh: '原字段名', zhtw: '原欄位名', en: 'original column name' },
  nullable: { zh: '允许空', zhtw: '允許空值', en: 'nullable' },
  primaryKey: { zh: '主键', zhtw: '主鍵', en: 'primary key' },
  defaultValue: { zh: '默认值', zhtw: '預設值', en: 'default value' },
  scale: { zh: '小数位数', zhtw: '小數位數', en: 'scale' },
  length: { zh: '长度', zhtw: '長度', en: 'length' },
  design: { zh: '表设计', zhtw: '資料表設計', en: 'table design' },
  table: { zh: '表名', zhtw: '資料表名稱', en: 'table' },
  version: { zh: '版本', zhtw: '版本', en: 'version' },
  comment: { zh: '说明', zhtw: '說明', en: 'comment' },
};
