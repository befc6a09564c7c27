import { defineMessages } from '../../../kernel/locales/define';

/** The generated page's texts, under `onlineDev.records.`. */
export const recordsMessages = defineMessages({
  zh: {
    titles: { add: '新增', edit: '编辑', detail: '详情' },
    buttons: { detail: '详情', batchRemove: '批量删除', close: '关闭' },
    search: '查询条件',
    treeAll: '全部',
    group: '{{group}} ({{count}})',
    noGroup: '(空)',
    loadFailed: '无法打开该功能页面',
  },
  zhtw: {
    titles: { add: '新增', edit: '編輯', detail: '詳情' },
    buttons: { detail: '詳情', batchRemove: '批次刪除', close: '關閉' },
    search: '查詢條件',
    treeAll: '全部',
    group: '{{group}} ({{count}})',
    noGroup: '(空)',
    loadFailed: '無法開啟該功能頁面',
  },
  en: {
    titles: { add: 'Add', edit: 'Edit', detail: 'Details' },
    buttons: { detail: 'Details', batchRemove: 'Delete selected', close: 'Close' },
    search: 'Search',
    treeAll: 'All',
    group: '{{group}} ({{count}})',
    noGroup: '(none)',
    loadFailed: 'This page cannot be opened',
  },
});
