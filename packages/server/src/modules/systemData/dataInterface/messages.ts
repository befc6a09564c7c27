import { defineMessages, type Texts } from '../../../kernel/i18n/catalog';

/** Texts of data interfaces. */
export const DATA_INTERFACE_MESSAGES = defineMessages({
  dataInterfaceDisabled: {
    zh: '数据接口已禁用',
    zhtw: '資料介面已停用',
    en: 'The data interface is disabled',
  },
  dataInterfaceSqlMissing: {
    zh: 'SQL 接口必须填写 SQL 语句',
    zhtw: 'SQL 介面必須填寫 SQL 陳述式',
    en: 'A SQL interface needs its statement',
  },
  dataInterfaceSqlParse: {
    zh: 'SQL 语句无法解析：{detail}',
    zhtw: 'SQL 陳述式無法解析：{detail}',
    en: 'The SQL statement cannot be read: {detail}',
  },
  dataInterfaceSqlNotSelect: {
    zh: '只允许一条 SELECT（或 WITH … SELECT）查询语句',
    zhtw: '只允許一條 SELECT（或 WITH … SELECT）查詢陳述式',
    en: 'Only one SELECT (or WITH … SELECT) statement is allowed',
  },
  dataInterfaceSqlForbidden: {
    zh: 'SQL 语句不允许使用 {name}',
    zhtw: 'SQL 陳述式不允許使用 {name}',
    en: 'The SQL statement may not use {name}',
  },
  dataInterfaceSqlUnknownParam: {
    zh: 'SQL 语句中的参数 :{name} 未声明',
    zhtw: 'SQL 陳述式中的參數 :{name} 未宣告',
    en: 'The parameter :{name} of the statement is not declared',
  },
  dataInterfaceParamBadName: {
    zh: '参数名 {name} 无效（字母开头，只含字母、数字和下划线，且不能重复或使用保留名）',
    zhtw: '參數名 {name} 無效（字母開頭，只含字母、數字和底線，且不能重複或使用保留名）',
    en: 'The parameter name {name} is not valid (a letter, then letters, digits or _; unique; not reserved)',
  },
  dataInterfaceParamRequired: {
    zh: '请填写参数 {name}',
    zhtw: '請填寫參數 {name}',
    en: 'The parameter {name} is required',
  },
  dataInterfaceParamBadValue: {
    zh: '参数 {name} 的值不是{type}',
    zhtw: '參數 {name} 的值不是{type}',
    en: 'The value of the parameter {name} is not of type {type}',
  },
  dataInterfaceStaticNotJson: {
    zh: '静态数据必须是 JSON',
    zhtw: '靜態資料必須是 JSON',
    en: 'Static data must be JSON',
  },
  dataInterfaceNoRows: {
    zh: '在结果路径 {path} 处没有找到数组',
    zhtw: '在結果路徑 {path} 處沒有找到陣列',
    en: 'There is no array at the result path {path}',
  },
  dataInterfaceHttpUrl: {
    zh: '接口地址必须是 http 或 https 地址',
    zhtw: '介面網址必須是 http 或 https 網址',
    en: 'The address must be an http or https address',
  },
  dataInterfaceHttpPrivate: {
    zh: '不允许访问内网或本机地址 {detail}（可在系统配置中放行主机）',
    zhtw: '不允許存取內網或本機位址 {detail}（可在系統設定中放行主機）',
    en: 'Calls to private or local addresses ({detail}) are refused unless the host is allowed in the system configuration',
  },
  dataInterfaceHttpUnresolved: {
    zh: '无法解析主机 {detail}',
    zhtw: '無法解析主機 {detail}',
    en: 'The host {detail} cannot be resolved',
  },
  dataInterfaceHttpTooLarge: {
    zh: '接口返回的数据过大',
    zhtw: '介面回傳的資料過大',
    en: 'The answer is too large',
  },
  dataInterfaceHttpRedirects: {
    zh: '接口重定向次数过多',
    zhtw: '介面重新導向次數過多',
    en: 'The address redirects too many times',
  },
  dataInterfaceHttpFailed: {
    zh: '调用接口失败：{detail}',
    zhtw: '呼叫介面失敗：{detail}',
    en: 'The call failed: {detail}',
  },
  dataInterfaceHttpStatus: {
    zh: '接口返回状态 {status}',
    zhtw: '介面回傳狀態 {status}',
    en: 'The address answered status {status}',
  },
  dataInterfaceHttpNotJson: {
    zh: '接口返回的不是 JSON',
    zhtw: '介面回傳的不是 JSON',
    en: 'The address did not answer JSON',
  },
  dataInterfaceTimeout: {
    zh: '数据接口调用超时',
    zhtw: '資料介面呼叫逾時',
    en: 'The data interface took too long',
  },
  dataInterfaceQueryFailed: {
    zh: '查询失败：{detail}',
    zhtw: '查詢失敗：{detail}',
    en: 'The query failed: {detail}',
  },
  dataInterfaceCallFailed: {
    zh: '数据接口调用失败',
    zhtw: '資料介面呼叫失敗',
    en: 'The data interface call failed',
  },
  dataInterfaceNoOptionMapping: {
    zh: '该接口未设置选项映射（ID 字段和名称字段）',
    zhtw: '該介面未設定選項對應（ID 欄位和名稱欄位）',
    en: 'The interface has no option mapping (id and name fields)',
  },
});

/** Display names of an interface's request fields. */
export const DATA_INTERFACE_FIELD_NAMES = {
  category: { zh: '分类', zhtw: '分類', en: 'category' },
  kind: { zh: '类型', zhtw: '類型', en: 'kind' },
  dataSourceId: { zh: '数据源', zhtw: '資料來源', en: 'data source' },
  sqlText: { zh: 'SQL 语句', zhtw: 'SQL 陳述式', en: 'SQL statement' },
  staticData: { zh: '静态数据', zhtw: '靜態資料', en: 'static data' },
  httpUrl: { zh: '接口地址', zhtw: '介面網址', en: 'address' },
  httpBody: { zh: '请求体', zhtw: '請求主體', en: 'request body' },
  resultPath: { zh: '结果路径', zhtw: '結果路徑', en: 'result path' },
};

declare module '../../../kernel/i18n/catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this module's keys
  interface MessageCatalog extends Record<keyof typeof DATA_INTERFACE_MESSAGES, Texts> {}
}
