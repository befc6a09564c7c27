import { defineMessages } from '../i18n/catalog';

/**
 * Why a designed table or a change of one is refused: the data model's page and a function
 * design's release both design tables through this kernel.
 */
export const TABLE_DESIGN_MESSAGES = defineMessages({
  dataModelSourceUnsupported: {
    zh: 'MySQL 数据连接的表只能查看，请在平台数据库或 PostgreSQL 数据连接中设计表',
    zhtw: 'MySQL 資料連線的資料表只能查看，請在平台資料庫或 PostgreSQL 資料連線中設計資料表',
    en: "A MySQL source's tables are read-only here; design tables on the platform database or a PostgreSQL source",
  },
  dataModelReadOnly: {
    zh: '表{table}不是在数据建模中创建的，只能查看',
    zhtw: '資料表{table}不是在資料建模中建立的，只能檢視',
    en: 'The table {table} was not made in the data model; it can only be viewed',
  },
  dataModelTableExists: {
    zh: '表{table}已存在',
    zhtw: '資料表{table}已存在',
    en: 'The table {table} already exists',
  },
  dataModelColumnExists: {
    zh: '表中已有字段{column}',
    zhtw: '資料表中已有欄位{column}',
    en: 'The table already has a column {column}',
  },
  dataModelChanged: {
    zh: '表结构已被修改，请刷新后重新设计',
    zhtw: '資料表結構已被修改，請重新整理後再設計',
    en: 'The table has changed since it was read; reload it and design again',
  },
  dataModelReservedName: {
    zh: '名称{name}以pg_开头，为数据库保留',
    zhtw: '名稱{name}以pg_開頭，為資料庫保留',
    en: 'The name {name} starts with pg_, which the database reserves',
  },
  dataModelDuplicateColumn: {
    zh: '字段{column}重复',
    zhtw: '欄位{column}重複',
    en: 'The column {column} appears twice',
  },
  dataModelUnknownColumn: {
    zh: '表中没有原字段{column}',
    zhtw: '資料表中沒有原欄位{column}',
    en: 'The table has no column {column} to change',
  },
  dataModelBadDefault: {
    zh: '字段{column}的默认值不是{type}类型的值',
    zhtw: '欄位{column}的預設值不是{type}型別的值',
    en: 'The default of column {column} is not a {type} value',
  },
  dataModelBadScale: {
    zh: '字段{column}的小数位数不能大于长度',
    zhtw: '欄位{column}的小數位數不能大於長度',
    en: 'The scale of column {column} cannot exceed its precision',
  },
  dataModelNotDesignable: {
    zh: '字段{column}的类型{type}不能在此修改，该表只能查看',
    zhtw: '欄位{column}的型別{type}不能在此修改，該資料表只能檢視',
    en: 'The column {column} has the type {type}, which the page cannot design; the table can only be viewed',
  },
  dataModelDdlFailed: {
    zh: '数据库拒绝了修改：{reason}',
    zhtw: '資料庫拒絕了修改：{reason}',
    en: 'The database refused the change: {reason}',
  },
});
