import { defineMessages, type Texts } from '../../../kernel/i18n/catalog';

/** Texts of the system configuration page's refusals. */
export const SYS_CONFIG_MESSAGES = defineMessages({
  sysConfigOutOfRange: {
    zh: '{field}必须在{min}到{max}之间',
    zhtw: '{field}必須在{min}到{max}之間',
    en: '{field} must be from {min} to {max}',
  },
  sysConfigNoLoginMode: {
    zh: '登录页至少要提供一种登录方式',
    zhtw: '登入頁至少要提供一種登入方式',
    en: 'The login page must offer at least one sign-in mode',
  },
  sysConfigBadEmail: {
    zh: '{field}不是有效的电子邮箱地址',
    zhtw: '{field}不是有效的電子郵件地址',
    en: '{field} is not a valid e-mail address',
  },
  sysConfigBadGatewayUrl: {
    zh: '{field}必须是 https 地址（本机可用 http）',
    zhtw: '{field}必須是 https 網址（本機可用 http）',
    en: '{field} must be an https address (http only on this machine)',
  },
});

/** Display names of the settings, for the messages above and the validator's. */
export const SYS_CONFIG_FIELD_NAMES = {
  sysName: { zh: '系统名称', zhtw: '系統名稱', en: 'system name' },
  interfaceAllowedHosts: {
    zh: '数据接口可访问的内网主机',
    zhtw: '資料介面可存取的內網主機',
    en: 'internal hosts data interfaces may call',
  },
  company: { zh: '公司名称', zhtw: '公司名稱', en: 'company' },
  copyright: { zh: '版权信息', zhtw: '版權資訊', en: 'copyright' },
  loginAccount: { zh: '账号登录', zhtw: '帳號登入', en: 'account sign-in' },
  loginScan: { zh: '扫码登录', zhtw: '掃碼登入', en: 'scan sign-in' },
  loginCode: { zh: '验证码登录', zhtw: '驗證碼登入', en: 'verification-code sign-in' },
  passwordMinLength: { zh: '密码最小长度', zhtw: '密碼最小長度', en: 'minimum password length' },
  passwordExpiryDays: { zh: '密码有效天数', zhtw: '密碼有效天數', en: 'password expiry days' },
  sessionLifetimeHours: {
    zh: '登录有效时长（小时）',
    zhtw: '登入有效時長（小時）',
    en: 'session lifetime (hours)',
  },
  uploadLimitAnnexMb: {
    zh: '附件大小上限（MB）',
    zhtw: '附件大小上限（MB）',
    en: 'attachment size limit (MB)',
  },
  uploadLimitImageMb: {
    zh: '图片大小上限（MB）',
    zhtw: '圖片大小上限（MB）',
    en: 'image size limit (MB)',
  },
  smsSignName: { zh: '短信签名', zhtw: '簡訊簽名', en: 'SMS signature' },
  smsGatewayUrl: { zh: '短信网关地址', zhtw: '簡訊閘道網址', en: 'SMS gateway address' },
  smsGatewayKey: { zh: '短信网关密钥', zhtw: '簡訊閘道金鑰', en: 'SMS gateway key' },
  feedbackEmail: { zh: '意见反馈邮箱', zhtw: '意見回饋電子郵件', en: 'feedback e-mail' },
  defaultTheme: { zh: '新用户默认布局', zhtw: '新使用者預設版面', en: 'default layout' },
  defaultLanguage: { zh: '新用户默认语言', zhtw: '新使用者預設語言', en: 'default language' },
} satisfies Record<string, Texts>;

declare module '../../../kernel/i18n/catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this module's keys
  interface MessageCatalog extends Record<keyof typeof SYS_CONFIG_MESSAGES, Texts> {}
}
