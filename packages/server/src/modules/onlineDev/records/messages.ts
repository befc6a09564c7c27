import { defineMessages, type Texts } from '../../../kernel/i18n/catalog';

/** Texts of generated pages' record calls. */
export const ONLINE_DEV_MESSAGES = defineMessages({
  onlineDevNotReleased: {
    zh: '该功能尚未发布，请发布后再使用',
    zhtw: '該功能尚未發布，請發布後再使用',
    en: 'This function is not released; release it first',
  },
  onlineDevOtherSource: {
    zh: '该功能的数据表在外部数据源中，暂不支持生成页面',
    zhtw: '該功能的資料表在外部資料來源中，暫不支援產生頁面',
    en: "This function's tables live on another data source; its page cannot be served yet",
  },
  onlineDevValuesRefused: {
    zh: '数据有误：{reason}',
    zhtw: '資料有誤：{reason}',
    en: 'The values are not valid: {reason}',
  },
  onlineDevStale: {
    zh: '该数据已被他人修改，请刷新后重新编辑',
    zhtw: '該資料已被他人修改，請重新整理後再編輯',
    en: 'Someone changed this record since you opened it; reload it and edit again',
  },
  onlineDevBadSearch: {
    zh: '查询条件格式不正确',
    zhtw: '查詢條件格式不正確',
    en: 'The search values are not valid',
  },
  onlineDevBadSort: {
    zh: '不能按{column}排序',
    zhtw: '不能依{column}排序',
    en: 'The list cannot be sorted by {column}',
  },
  onlineDevFieldNotListed: {
    zh: '不能读取字段{field}',
    zhtw: '不能讀取欄位{field}',
    en: 'The field {field} cannot be read here',
  },
});

/** Display names of the record calls' request fields. */
export const ONLINE_DEV_FIELD_NAMES = {
  menuId: { zh: '菜单', zhtw: '選單', en: 'menu' },
  recordId: { zh: '记录', zhtw: '記錄', en: 'record' },
  json: { zh: '查询条件', zhtw: '查詢條件', en: 'search values' },
  sidx: { zh: '排序字段', zhtw: '排序欄位', en: 'sort field' },
  sort: { zh: '排序方式', zhtw: '排序方式', en: 'sort order' },
  data: { zh: '表单数据', zhtw: '表單資料', en: 'form values' },
  version: { zh: '版本', zhtw: '版本', en: 'version' },
  relationField: { zh: '关联字段', zhtw: '關聯欄位', en: 'relation field' },
  columns: { zh: '字段', zhtw: '欄位', en: 'columns' },
};

declare module '../../../kernel/i18n/catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this module's keys
  interface MessageCatalog extends Record<keyof typeof ONLINE_DEV_MESSAGES, Texts> {}
}
