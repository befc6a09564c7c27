import type { SysConfig, SysConfigBody } from '@mepm/contract';
import { LANGUAGES, LAYOUTS, type Language, type LayoutName } from '@mepm/contract/codes';
import { SYS_CONFIG_LIMITS } from '@mepm/contract/paths';
import { validators } from '@mepm/form-engine';
import type { FieldErrors } from '../../../shared/crud';

export type NumberField = keyof typeof SYS_CONFIG_LIMITS;
export type TextField =
  | 'sysName'
  | 'company'
  | 'copyright'
  | 'smsSignName'
  | 'smsGatewayUrl'
  | 'smsGatewayKey'
  | 'feedbackEmail'
  | 'interfaceAllowedHosts';
export type ModeField = 'loginAccount' | 'loginScan' | 'loginCode';

/** The form's state: numbers as typed, and the gateway key only when the user types a new one. */
export type SysConfigValues = Record<TextField, string> &
  Record<NumberField, string> &
  Record<ModeField, boolean> & {
    defaultTheme: LayoutName;
    defaultLanguage: Language;
    /** The key field was touched: what it holds replaces the stored key (empty removes it). */
    replaceKey: boolean;
  };

export type SysConfigField = TextField | NumberField | ModeField;

export const NUMBER_FIELDS = Object.keys(SYS_CONFIG_LIMITS) as NumberField[];
export { LANGUAGES, LAYOUTS };

export function valuesOf(config: SysConfig): SysConfigValues {
  const numbers = Object.fromEntries(
    NUMBER_FIELDS.map((field) => [field, String(config[field])]),
  ) as Record<NumberField, string>;
  return {
    ...numbers,
    sysName: config.sysName,
    company: config.company,
    copyright: config.copyright,
    smsSignName: config.smsSignName,
    smsGatewayUrl: config.smsGatewayUrl,
    smsGatewayKey: '',
    replaceKey: false,
    feedbackEmail: config.feedbackEmail,
    interfaceAllowedHosts: config.interfaceAllowedHosts,
    loginAccount: config.loginAccount,
    loginScan: config.loginScan,
    loginCode: config.loginCode,
    defaultTheme: config.defaultTheme,
    defaultLanguage: config.defaultLanguage,
  };
}

/** The same rules the server applies, so that most refusals never leave the browser. */
export function validateSysConfig(values: SysConfigValues): FieldErrors<SysConfigField> {
  const errors: FieldErrors<SysConfigField> = {};
  for (const field of NUMBER_FIELDS) {
    const { min, max } = SYS_CONFIG_LIMITS[field];
    const text = values[field].trim();
    const value = Number(text);
    if (!/^\d+$/.test(text) || value < min || value > max) {
      errors[field] = { key: 'system.sysConfig.outOfRange', values: { min, max } };
    }
  }
  if (!values.loginAccount && !values.loginScan && !values.loginCode) {
    errors.loginAccount = { key: 'system.sysConfig.noLoginMode' };
  }
  const email = values.feedbackEmail.trim();
  if (email !== '' && !validators.email(email)) errors.feedbackEmail = { rule: 'email' };
  const url = values.smsGatewayUrl.trim();
  if (url !== '' && !/^https:\/\/|^http:\/\/(127\.0\.0\.1|localhost|\[::1\])[:/]/.test(url)) {
    errors.smsGatewayUrl = { key: 'system.sysConfig.gatewayUrlRule' };
  }
  return errors;
}

export function toBody(values: SysConfigValues): SysConfigBody {
  const numbers = Object.fromEntries(
    NUMBER_FIELDS.map((field) => [field, Number(values[field].trim())]),
  ) as Record<NumberField, number>;
  return {
    ...numbers,
    sysName: values.sysName.trim(),
    company: values.company.trim(),
    copyright: values.copyright.trim(),
    loginAccount: values.loginAccount,
    loginScan: values.loginScan,
    loginCode: values.loginCode,
    smsSignName: values.smsSignName.trim(),
    smsGatewayUrl: values.smsGatewayUrl.trim(),
    ...(values.replaceKey ? { smsGatewayKey: values.smsGatewayKey } : {}),
    feedbackEmail: values.feedbackEmail.trim(),
    interfaceAllowedHosts: values.interfaceAllowedHosts.trim(),
    defaultTheme: values.defaultTheme,
    defaultLanguage: values.defaultLanguage,
  };
}
