import Type from 'typebox';
import { TimestampQuery } from '../kit/envelope';
import { Nothing } from '../kit/common';
import { literalUnion } from '../kit/literal-union';
import { endpointAt } from '../kit/endpoint';
import { SCAN_CODE_PATTERN, SCAN_LOGIN_ROUTES } from '../routes-scan-login';
import { Layout } from './oauth';

/**
 * POST /api/oauth/ScanLogin: a new scan-login ticket. `ticket` is the login page's secret (it
 * alone can collect the session) and never leaves that page; `code` is what the QR code carries.
 */
export const ScanTicket = Type.Object({
  ticket: Type.String(),
  code: Type.String(),
  /** Milliseconds since the epoch. */
  expiresAt: Type.Integer(),
});
export type ScanTicket = Type.Static<typeof ScanTicket>;

/** What the login page sees while it polls; `consumed` when another poll took the session. */
export const SCAN_POLL_STATES = [
  'waiting',
  'scanned',
  'confirmed',
  'cancelled',
  'consumed',
] as const;
export type ScanPollState = (typeof SCAN_POLL_STATES)[number];

/** In the body, never the URL: proxies and browsers keep URLs in logs and history. */
export const ScanPollBody = Type.Object({
  ticket: Type.String({ minLength: 1, maxLength: 100 }),
});
export type ScanPollBody = Type.Static<typeof ScanPollBody>;

/** POST .../Actions/Poll: the state; `token` and `theme` once, when confirmed. */
export const ScanPollResult = Type.Object({
  state: literalUnion(SCAN_POLL_STATES),
  token: Type.Optional(Type.String()),
  theme: Type.Optional(Layout),
});
export type ScanPollResult = Type.Static<typeof ScanPollResult>;

/** The body of scan, confirm and cancel: the code as the QR code or the login page shows it. */
export const ScanCodeBody = Type.Object({
  code: Type.String({ pattern: SCAN_CODE_PATTERN, maxLength: 11 }),
});
export type ScanCodeBody = Type.Static<typeof ScanCodeBody>;

/** POST .../Actions/Scan: who is asking to be signed in, so that the user can judge it. */
export const ScanRequester = Type.Object({
  ip: Type.String(),
  /** Where the address is, in the caller's language (local network or unknown). */
  ipPlace: Type.String(),
  userAgent: Type.String(),
  /** Milliseconds since the epoch. */
  createdAt: Type.Integer(),
  expiresAt: Type.Integer(),
});
export type ScanRequester = Type.Static<typeof ScanRequester>;

/** Scan login: a login page's ticket, confirmed by a signed-in session (docs/reference/sign-in.md). */
export const SCAN_LOGIN_ENDPOINTS = {
  create: endpointAt(SCAN_LOGIN_ROUTES.create, 'Create a scan-login ticket for a login page', {
    query: TimestampQuery,
    data: ScanTicket,
  }),
  poll: endpointAt(
    SCAN_LOGIN_ROUTES.poll,
    "A scan-login ticket's state; once confirmed, the session token (only once)",
    { query: TimestampQuery, body: ScanPollBody, data: ScanPollResult },
  ),
  scan: endpointAt(
    SCAN_LOGIN_ROUTES.scan,
    'Mark a scan-login code scanned by the signed-in user; tells who asks to sign in',
    { query: TimestampQuery, body: ScanCodeBody, data: ScanRequester },
  ),
  confirm: endpointAt(
    SCAN_LOGIN_ROUTES.confirm,
    'Sign the waiting login page in as the signed-in user',
    { query: TimestampQuery, body: ScanCodeBody, data: Nothing },
  ),
  cancel: endpointAt(SCAN_LOGIN_ROUTES.cancel, 'Refuse a scan-login code', {
    query: TimestampQuery,
    body: ScanCodeBody,
    data: Nothing,
  }),
};
