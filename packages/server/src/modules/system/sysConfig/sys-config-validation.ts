import { SYS_CONFIG_LIMITS, type SysConfigBody } from '@mepm/contract';
import { validators } from '@mepm/form-engine';
import { optionalText } from '../../../kernel/data/text-fields';
import type { SystemSettingsValues } from '../../../kernel/settings/system-settings';
import { isGatewayUrl } from '../../../kernel/sms/settings-sms-sender';
import { badRequest } from '../../../plugins/envelope/api-error';
import { parseAllowedHosts } from '../../../kernel/http-client/allowed-hosts';

/** The allow-list as stored: one entry a line, each checked. */
function allowedHostsText(text: string): string {
  const hosts = parseAllowedHosts(text);
  if (hosts === undefined) throw badRequest('badFormat', { field: 'interfaceAllowedHosts' });
  return hosts.map((host) => host.text).join('\n');
}

/**
 * The settings to store from a saved form, or a translated 400 naming the first field refused.
 * The stored gateway key stays unless the body carries a new one.
 */
export function checkedSettings(
  body: SysConfigBody,
  stored: SystemSettingsValues,
): SystemSettingsValues {
  for (const [field, { min, max }] of Object.entries(SYS_CONFIG_LIMITS)) {
    const value = body[field as keyof typeof SYS_CONFIG_LIMITS];
    if (value < min || value > max) throw badRequest('sysConfigOutOfRange', { field, min, max });
  }
  if (!body.loginAccount && !body.loginScan && !body.loginCode) {
    throw badRequest('sysConfigNoLoginMode');
  }
  const feedbackEmail = body.feedbackEmail.trim();
  if (feedbackEmail !== '' && !validators.email(feedbackEmail)) {
    throw badRequest('sysConfigBadEmail', { field: 'feedbackEmail' });
  }
  const smsGatewayUrl = body.smsGatewayUrl.trim();
  if (smsGatewayUrl !== '' && !isGatewayUrl(smsGatewayUrl)) {
    throw badRequest('sysConfigBadGatewayUrl', { field: 'smsGatewayUrl' });
  }
  return {
    sysName: optionalText(body.sysName, 'sysName').replace(/\s+/g, ' '),
    company: optionalText(body.company, 'company').replace(/\s+/g, ' '),
    copyright: optionalText(body.copyright, 'copyright').replace(/\s+/g, ' '),
    loginAccount: body.loginAccount,
    loginScan: body.loginScan,
    loginCode: body.loginCode,
    passwordMinLength: body.passwordMinLength,
    passwordExpiryDays: body.passwordExpiryDays,
    sessionLifetimeHours: body.sessionLifetimeHours,
    uploadLimitAnnexMb: body.uploadLimitAnnexMb,
    uploadLimitImageMb: body.uploadLimitImageMb,
    smsSignName: optionalText(body.smsSignName, 'smsSignName').replace(/\s+/g, ' '),
    smsGatewayUrl,
    smsGatewayKey:
      body.smsGatewayKey === undefined
        ? stored.smsGatewayKey
        : optionalText(body.smsGatewayKey, 'smsGatewayKey'),
    feedbackEmail,
    defaultTheme: body.defaultTheme,
    defaultLanguage: body.defaultLanguage,
    interfaceAllowedHosts:
      body.interfaceAllowedHosts === undefined
        ? stored.interfaceAllowedHosts
        : allowedHostsText(body.interfaceAllowedHosts),
  };
}
