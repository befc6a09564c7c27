/**
 * The `code` of the `{code, msg, data}` envelope. 200 is success; the session codes end the
 * caller's session (SPEC §8). Imports nothing, so the browser bundle can use it.
 */
export const Code = {
  ok: 200,
  /** Bad input: msg names the field and the reason, in the caller's language. */
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  tooManyRequests: 429,
  serverError: 500,
  /** The shell opens a dialog with msg (SPEC §8). */
  dialog: 369,
  /** No token, or one the server never issued. */
  sessionInvalid: 600,
  /** The token's lifetime is over. */
  sessionExpired: 601,
  /** The token was revoked: logout, forced offline or a disabled user. */
  sessionRevoked: 602,
} as const;

export type CodeValue = (typeof Code)[keyof typeof Code];

export const SESSION_ENDED_CODES: readonly number[] = [
  Code.sessionInvalid,
  Code.sessionExpired,
  Code.sessionRevoked,
];

export function isSessionEnded(code: number): boolean {
  return SESSION_ENDED_CODES.includes(code);
}

/** The languages the product speaks (SPEC §1). */
export const LANGUAGES = ['zh', 'zhtw', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Layout names sent in the login response `theme` (SPEC §3). */
export const LAYOUTS = ['classic', 'functional', 'plain'] as const;
export type LayoutName = (typeof LAYOUTS)[number];

/** Menu entry types 1-8 (SPEC §2). */
export const MenuType = {
  directory: 1,
  page: 2,
  formModel: 3,
  dictionary: 4,
  report: 5,
  dataScreen: 6,
  link: 7,
  portal: 8,
} as const;
export type MenuTypeValue = (typeof MenuType)[keyof typeof MenuType];

/** The fixed OAuth client of the shell (SPEC §7: fixed client id and secret, scope all). */
export const OAUTH_CLIENT = {
  clientId: 'admin',
  clientSecret: '123456',
  scope: 'all',
  grantType: 'password',
} as const;
