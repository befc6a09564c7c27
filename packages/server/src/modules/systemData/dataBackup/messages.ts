import { defineMessages, type Texts } from '../../../kernel/i18n/catalog';

/** Texts of the data backup page. */
export const DATA_BACKUP_MESSAGES = defineMessages({
  backupRunning: {
    zh: '正在备份，请稍后再试',
    zhtw: '正在備份，請稍後再試',
    en: 'A backup is running; please try again shortly',
  },
  backupToolMissing: {
    zh: '服务器未安装 {tool}，无法备份 PostgreSQL 数据库',
    zhtw: '伺服器未安裝 {tool}，無法備份 PostgreSQL 資料庫',
    en: '{tool} is not installed on the server; the PostgreSQL database cannot be backed up',
  },
  backupFailed: {
    zh: '备份失败：{reason}',
    zhtw: '備份失敗：{reason}',
    en: 'The backup failed: {reason}',
  },
  backupUnavailable: {
    zh: '当前数据库不支持备份',
    zhtw: '目前資料庫不支援備份',
    en: 'This database cannot be backed up from here',
  },
  backupNotFound: {
    zh: '备份文件不存在',
    zhtw: '備份檔案不存在',
    en: 'The backup does not exist',
  },
  backupLinkInvalid: {
    zh: '下载链接无效或已过期',
    zhtw: '下載連結無效或已過期',
    en: 'The download link is invalid or has expired',
  },
  restoreUnsupported: {
    zh: 'PostgreSQL 数据库请使用 psql 恢复备份',
    zhtw: 'PostgreSQL 資料庫請使用 psql 還原備份',
    en: 'Restore a PostgreSQL backup with psql',
  },
  restoreWrongFormat: {
    zh: '该备份不是内置数据库的备份，不能恢复',
    zhtw: '該備份不是內建資料庫的備份，不能還原',
    en: 'This backup is not one of the embedded database and cannot be restored',
  },
  restoreStaged: {
    zh: '已准备恢复，重启服务后生效',
    zhtw: '已準備還原，重新啟動服務後生效',
    en: 'The restore is staged; it takes effect when the server restarts',
  },
});

declare module '../../../kernel/i18n/catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this module's keys
  interface MessageCatalog extends Record<keyof typeof DATA_BACKUP_MESSAGES, Texts> {}
}
