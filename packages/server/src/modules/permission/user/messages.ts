import { defineMessages, type Texts } from '../../../kernel/i18n/catalog';
import { fieldRule } from '../../../kernel/i18n/messages-records';

/** Texts of the users page: field rules, and what a user administrator may not do. */
export const USER_MESSAGES = defineMessages({
  ruleAccount: fieldRule('account'),
  ruleName: fieldRule('name'),
  ruleMobile: fieldRule('mobile'),
  ruleEmail: fieldRule('email'),
  cannotDeleteSelf: { zh: '不能删除自己', zhtw: '不能刪除自己', en: 'You cannot delete yourself' },
  cannotDisableSelf: {
    zh: '不能禁用自己',
    zhtw: '不能停用自己',
    en: 'You cannot disable yourself',
  },
  lastAdministrator: {
    zh: '系统至少需要保留一个可用的管理员',
    zhtw: '系統至少需要保留一個可用的管理員',
    en: 'The system needs at least one enabled administrator',
  },
  managerIsSelf: {
    zh: '直属主管不能是自己',
    zhtw: '直屬主管不能是自己',
    en: 'A user cannot be their own manager',
  },
  passwordReset: {
    zh: '密码已重置，该用户需重新登录',
    zhtw: '密碼已重設，該使用者需重新登入',
    en: 'Password reset; the user must sign in again',
  },
});

declare module '../../../kernel/i18n/catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this module's keys
  interface MessageCatalog extends Record<keyof typeof USER_MESSAGES, Texts> {}
}
