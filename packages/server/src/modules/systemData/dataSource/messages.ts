import { defineMessages, type Texts } from '../../../kernel/i18n/catalog';

/** Texts of data sources: the own database's name and why a connection failed. */
export const DATA_SOURCE_MESSAGES = defineMessages({
  dataSourceOwnDatabase: {
    zh: '本系统数据库',
    zhtw: '本系統資料庫',
    en: 'Platform database',
  },
  dataSourceConnected: {
    zh: '连接成功：{version}',
    zhtw: '連線成功：{version}',
    en: 'Connected: {version}',
  },
  dataSourceRefused: {
    zh: '连接被拒绝：{host}:{port}上没有数据库在监听',
    zhtw: '連線被拒絕：{host}:{port}上沒有資料庫在監聽',
    en: 'Connection refused: no database listens on {host}:{port}',
  },
  dataSourceUnknownHost: {
    zh: '找不到主机{host}',
    zhtw: '找不到主機{host}',
    en: 'The host {host} is unknown',
  },
  dataSourceAuthentication: {
    zh: '用户名或密码错误，或该用户不允许从本服务器登录',
    zhtw: '使用者名稱或密碼錯誤，或該使用者不允許從本伺服器登入',
    en: 'Wrong user or password, or the user may not sign in from this server',
  },
  dataSourceUnknownDatabase: {
    zh: '数据库{database}不存在',
    zhtw: '資料庫{database}不存在',
    en: 'There is no database {database}',
  },
  dataSourceTimeout: {
    zh: '连接超时：{seconds}秒内没有应答',
    zhtw: '連線逾時：{seconds}秒內沒有回應',
    en: 'Timed out: no answer within {seconds} s',
  },
  dataSourceTls: {
    zh: 'SSL连接失败：{reason}',
    zhtw: 'SSL連線失敗：{reason}',
    en: 'The SSL connection failed: {reason}',
  },
  dataSourceFailed: {
    zh: '连接失败：{reason}',
    zhtw: '連線失敗：{reason}',
    en: 'The connection failed: {reason}',
  },
  dataSourceTestNeedsPassword: {
    zh: '主机、端口或用户名已更改，请输入密码后再测试',
    zhtw: '主機、連接埠或使用者名稱已變更，請輸入密碼後再測試',
    en: 'The host, port or user changed: enter the password to test',
  },
  dataSourceStoredPasswordUnreadable: {
    zh: '无法解密已保存的密码（密钥已更换？），请重新输入密码',
    zhtw: '無法解密已儲存的密碼（金鑰已更換？），請重新輸入密碼',
    en: 'The stored password cannot be decrypted (was the key changed?); enter the password again',
  },
});

/** Display names of a source's request fields. */
export const DATA_SOURCE_FIELD_NAMES = {
  kind: { zh: '类型', zhtw: '類型', en: 'kind' },
  host: { zh: '主机', zhtw: '主機', en: 'host' },
  port: { zh: '端口', zhtw: '連接埠', en: 'port' },
  database: { zh: '数据库名', zhtw: '資料庫名稱', en: 'database' },
  schema: { zh: '模式', zhtw: '結構描述', en: 'schema' },
  user: { zh: '用户名', zhtw: '使用者名稱', en: 'user' },
  options: { zh: '连接选项', zhtw: '連線選項', en: 'options' },
  ssl: { zh: 'SSL', zhtw: 'SSL', en: 'SSL' },
  charset: { zh: '字符集', zhtw: '字元集', en: 'character set' },
};

declare module '../../../kernel/i18n/catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this module's keys
  interface MessageCatalog extends Record<keyof typeof DATA_SOURCE_MESSAGES, Texts> {}
}
