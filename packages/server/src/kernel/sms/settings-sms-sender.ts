import type { SystemSettings } from '../settings/system-settings';
import type { SmsSender } from './sms-sender';

/** How long a gateway may take before the code counts as not sent. */
const GATEWAY_TIMEOUT_MS = 5000;

/**
 * The sender the system configuration chooses at each send: its SMS gateway when an address is
 * set (a JSON POST of `{mobile, code, signName}` with the key as a bearer token), else the
 * server's own sender (log or outbox file).
 */
export function settingsSmsSender(settings: SystemSettings, fallback: SmsSender): SmsSender {
  return {
    async send(mobile, code) {
      const { smsGatewayUrl, smsGatewayKey, smsSignName } = await settings.get();
      if (smsGatewayUrl === '') return fallback.send(mobile, code);
      const response = await fetch(smsGatewayUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(smsGatewayKey === '' ? {} : { authorization: `Bearer ${smsGatewayKey}` }),
        },
        body: JSON.stringify({ mobile, code, signName: smsSignName }),
        signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
        redirect: 'error',
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}

/**
 * Addresses a gateway may have: HTTPS anywhere, plain HTTP only on this machine (a local relay),
 * so that the key never crosses a network in clear.
 */
export function isGatewayUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}
