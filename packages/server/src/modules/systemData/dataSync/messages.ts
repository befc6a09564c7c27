import { defineMessages, type Texts } from '../../../kernel/i18n/catalog';

/** Texts of the data sync page. */
export const DATA_SYNC_MESSAGES = defineMessages({
  dataSyncBusy: {
    zh: '正在同步到表 {table}，请等待其完成',
    zhtw: '正在同步到資料表 {table}，請等待其完成',
    en: 'A copy into {table} is already running; wait for it to end',
  },
  dataSyncTooMany: {
    zh: '已有 {count} 个同步在运行，请稍后再试',
    zhtw: '已有 {count} 個同步在執行，請稍後再試',
    en: '{count} copies are running; try again when one has ended',
  },
  dataSyncTableMissing: {
    zh: '数据源中没有表 {table}',
    zhtw: '資料來源中沒有資料表 {table}',
    en: 'The source has no table {table}',
  },
  dataSyncViewRefused: {
    zh: '{table} 是视图，只能同步表',
    zhtw: '{table} 是檢視，只能同步資料表',
    en: '{table} is a view; only tables can be copied',
  },
  dataSyncPrivateTable: {
    zh: '{table} 是平台的内部表，不能同步',
    zhtw: '{table} 是平台的內部資料表，不能同步',
    en: '{table} belongs to the platform and cannot be copied',
  },
  dataSyncTargetReadOnly: {
    zh: '{table} 是平台的表，只能同步到数据建模创建的表或新表',
    zhtw: '{table} 是平台的資料表，只能同步到資料建模建立的資料表或新資料表',
    en: '{table} is a table of the platform; copy into a table the data model made, or a new one',
  },
  dataSyncTargetName: {
    zh: '平台数据库中的新表名只能包含小写字母、数字和下划线，且不能以 pg_ 开头',
    zhtw: '平台資料庫中的新資料表名稱只能包含小寫字母、數字和底線，且不能以 pg_ 開頭',
    en: 'A new table on the platform database is named with lower-case letters, digits and _, not starting with pg_',
  },
  dataSyncSameTable: {
    zh: '源表和目标表不能是同一张表',
    zhtw: '來源資料表和目標資料表不能是同一張',
    en: 'The source and the target are the same table',
  },
  dataSyncMissingColumns: {
    zh: '目标表缺少字段：{columns}',
    zhtw: '目標資料表缺少欄位：{columns}',
    en: 'The target table has no column {columns}',
  },
  dataSyncSourceFailed: {
    zh: '读取源表失败：{reason}',
    zhtw: '讀取來源資料表失敗：{reason}',
    en: 'Reading the source failed: {reason}',
  },
  dataSyncTargetFailed: {
    zh: '写入目标表失败：{reason}',
    zhtw: '寫入目標資料表失敗：{reason}',
    en: 'Writing the target failed: {reason}',
  },
  dataSyncTargetAppeared: {
    zh: '同步期间已有人创建了表 {table}，请重新同步',
    zhtw: '同步期間已有人建立了資料表 {table}，請重新同步',
    en: 'Someone created {table} during the copy; copy again to add to it',
  },
  dataSyncInterrupted: {
    zh: '同步中断：服务器在完成前停止了，目标表未改变',
    zhtw: '同步中斷：伺服器在完成前停止了，目標資料表未改變',
    en: 'The copy stopped: its server stopped before it ended; the target is unchanged',
  },
  dataSyncFailed: {
    zh: '同步失败（参考编号 {reference}）',
    zhtw: '同步失敗（參考編號 {reference}）',
    en: 'The copy failed (reference {reference})',
  },
});

/** Display names of the data sync request's own fields. */
export const DATA_SYNC_FIELD_NAMES = {
  fromSourceId: { zh: '源数据连接', zhtw: '來源資料連線', en: 'source' },
  fromTable: { zh: '源表', zhtw: '來源資料表', en: 'source table' },
  toSourceId: { zh: '目标数据连接', zhtw: '目標資料連線', en: 'target' },
  toTable: { zh: '目标表', zhtw: '目標資料表', en: 'target table' },
  mode: { zh: '同步方式', zhtw: '同步方式', en: 'mode' },
};

declare module '../../../kernel/i18n/catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this module's keys
  interface MessageCatalog extends Record<keyof typeof DATA_SYNC_MESSAGES, Texts> {}
}
