/**
 * The runtime part of scan login (see routes-permission.ts): a login page asks for a ticket and
 * polls it; a signed-in session scans, confirms or cancels it. Imports nothing with TypeBox.
 */
import { route } from './kit/route';

export const SCAN_LOGIN = {
  ticket: '/api/oauth/ScanLogin',
  poll: '/api/oauth/ScanLogin/Actions/Poll',
  scan: '/api/oauth/ScanLogin/Actions/Scan',
  confirm: '/api/oauth/ScanLogin/Actions/Confirm',
  cancel: '/api/oauth/ScanLogin/Actions/Cancel',
} as const;

export const SCAN_LOGIN_ROUTES = {
  create: route('POST', SCAN_LOGIN.ticket),
  poll: route('POST', SCAN_LOGIN.poll),
  scan: route('POST', SCAN_LOGIN.scan),
  confirm: route('POST', SCAN_LOGIN.confirm),
  cancel: route('POST', SCAN_LOGIN.cancel),
};

/** A scan-login code lives this long after the login page asked for it. */
export const SCAN_LOGIN_TTL_MS = 120_000;

/**
 * The code a person carries from the login page to a signed-in session (in the QR code's URL, or
 * typed): ten characters of Crockford's base32, shown as two groups of five.
 */
export const SCAN_CODE_PATTERN = '^[0-9A-HJKMNP-TV-Z]{5}-?[0-9A-HJKMNP-TV-Z]{5}$';
