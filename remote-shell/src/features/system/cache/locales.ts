import { defineMessages } from '../../../kernel/locales/define';

/** The cache page's texts, under `system.cache.`. */
export const cacheMessages = defineMessages({
  zh: {
    title: '缓存管理',
    hint: '本服务进程的缓存；多台服务器时每台各有一份，Redis 键为共用。',
    fields: {
      title: '缓存',
      entries: '条目数',
      bytes: '大小',
      oldestTime: '最早条目',
      sinceTime: '清空于',
    },
    unknown: '未知',
    buttons: { clear: '清空', clearAll: '清空全部', refresh: '刷新' },
    confirmAll: '确定清空全部缓存吗？清空后的请求会重新读取数据库。',
    cleared: '已清空',
    loadFailed: '缓存列表加载失败',
  },
  zhtw: {
    title: '快取管理',
    hint: '本服務處理程序的快取；多台伺服器時每台各有一份，Redis 鍵為共用。',
    fields: {
      title: '快取',
      entries: '項目數',
      bytes: '大小',
      oldestTime: '最早項目',
      sinceTime: '清空於',
    },
    unknown: '未知',
    buttons: { clear: '清空', clearAll: '清空全部', refresh: '重新整理' },
    confirmAll: '確定清空全部快取嗎？清空後的請求會重新讀取資料庫。',
    cleared: '已清空',
    loadFailed: '快取清單載入失敗',
  },
  en: {
    title: 'Cache',
    hint: 'The caches of this server process; with several servers each has its own, Redis keys are shared.',
    fields: {
      title: 'Cache',
      entries: 'Entries',
      bytes: 'Size',
      oldestTime: 'Oldest entry',
      sinceTime: 'Cleared',
    },
    unknown: 'unknown',
    buttons: { clear: 'Clear', clearAll: 'Clear all', refresh: 'Refresh' },
    confirmAll: 'Clear every cache? Requests after it read the database again.',
    cleared: 'Cleared',
    loadFailed: 'Could not load the caches',
  },
});
