import { defineMessages } from '../../../kernel/locales/define';

/** The data backup page's texts, under `systemData.dataBackup.`. */
export const dataBackupMessages = defineMessages({
  zh: {
    title: '数据备份',
    hintEmbedded:
      '备份内置数据库的数据目录。备份期间其他请求会等待几秒；恢复在服务重启后生效，被替换的数据保留在数据目录中。',
    hintPostgres: '使用 pg_dump 备份 PostgreSQL 数据库；请由数据库管理员使用 psql 恢复。',
    pending: '已准备恢复一个备份，重启服务后生效。',
    fields: { id: '备份文件', size: '大小', createdTime: '备份时间' },
    buttons: {
      refresh: '刷新',
      create: '立即备份',
      download: '下载',
      restore: '恢复',
      remove: '删除',
      cancelRestore: '取消恢复',
    },
    creating: '正在备份…',
    created: '备份完成',
    empty: '暂无备份',
    confirmRestore: '恢复后，当前的全部数据将在服务重启时被备份“{{name}}”替换。确定要恢复吗？',
    confirmRemove: '确定要删除备份“{{name}}”吗？',
    loadFailed: '备份列表加载失败',
  },
  zhtw: {
    title: '資料備份',
    hintEmbedded:
      '備份內建資料庫的資料目錄。備份期間其他請求會等待數秒；還原在服務重新啟動後生效，被取代的資料保留在資料目錄中。',
    hintPostgres: '使用 pg_dump 備份 PostgreSQL 資料庫；請由資料庫管理員使用 psql 還原。',
    pending: '已準備還原一個備份，重新啟動服務後生效。',
    fields: { id: '備份檔案', size: '大小', createdTime: '備份時間' },
    buttons: {
      refresh: '重新整理',
      create: '立即備份',
      download: '下載',
      restore: '還原',
      remove: '刪除',
      cancelRestore: '取消還原',
    },
    creating: '正在備份…',
    created: '備份完成',
    empty: '尚無備份',
    confirmRestore:
      '還原後，目前的全部資料將在服務重新啟動時被備份「{{name}}」取代。確定要還原嗎？',
    confirmRemove: '確定要刪除備份「{{name}}」嗎？',
    loadFailed: '備份清單載入失敗',
  },
  en: {
    title: 'Data backup',
    hintEmbedded:
      "Backs up the embedded database's data folder. Other requests wait a few seconds meanwhile; a restore takes effect when the server restarts, and the replaced data stays in the data folder.",
    hintPostgres:
      'Backs up the PostgreSQL database with pg_dump; its administrator restores one with psql.',
    pending: 'A backup is staged for restore; it takes effect when the server restarts.',
    fields: { id: 'Backup file', size: 'Size', createdTime: 'Made' },
    buttons: {
      refresh: 'Refresh',
      create: 'Back up now',
      download: 'Download',
      restore: 'Restore',
      remove: 'Delete',
      cancelRestore: 'Cancel the restore',
    },
    creating: 'Backing up…',
    created: 'Backup made',
    empty: 'No backups yet',
    confirmRestore:
      'All current data will be replaced by the backup "{{name}}" when the server restarts. Restore it?',
    confirmRemove: 'Delete the backup "{{name}}"?',
    loadFailed: 'The backups could not be loaded',
  },
});
