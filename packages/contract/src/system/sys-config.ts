import Type from 'typebox';
import { FILE_TYPES, LANGUAGES, LAYOUTS } from '../codes';
import { Nothing } from '../kit/common';
import { TimestampQuery } from '../kit/envelope';
import { endpointAt } from '../kit/endpoint';
import { literalUnion } from '../kit/literal-union';
import { FILE_NAME_ROUTES, SYS_CONFIG_ROUTES } from '../routes-system';

/**
 * What the login page shows: nothing here is secret, it is served before anyone signs in.
 * `passwordMinLength` is here too because the shell's password forms validate against it.
 */
export const LoginPageConfig = Type.Object({
  sysName: Type.String(),
  company: Type.String(),
  copyright: Type.String(),
  /** Which sign-in modes the login page offers (SPEC §2); at least one is on. */
  loginAccount: Type.Boolean(),
  loginScan: Type.Boolean(),
  loginCode: Type.Boolean(),
  passwordMinLength: Type.Integer(),
});
export type LoginPageConfig = Type.Static<typeof LoginPageConfig>;

/**
 * The settings both ways. Numeric ranges are in SYS_CONFIG_LIMITS (paths-system.ts): the server
 * answers a translated message naming the field, which a schema range could not.
 */
const SETTINGS_FIELDS = {
  sysName: Type.String({ maxLength: 50 }),
  company: Type.String({ maxLength: 100 }),
  copyright: Type.String({ maxLength: 200 }),
  loginAccount: Type.Boolean(),
  loginScan: Type.Boolean(),
  loginCode: Type.Boolean(),
  passwordMinLength: Type.Integer(),
  /** 0: passwords never expire. */
  passwordExpiryDays: Type.Integer(),
  /** Lifetime of sessions opened from now on. */
  sessionLifetimeHours: Type.Integer(),
  /** The largest `annex` upload. */
  uploadLimitAnnexMb: Type.Integer(),
  /** The largest image upload (`annexpic`, `userAvatar`). */
  uploadLimitImageMb: Type.Integer(),
  /** Put before verification-code texts as 【sign】. */
  smsSignName: Type.String({ maxLength: 20 }),
  /**
   * An HTTPS address the verification codes are posted to; empty: the server's own sender (its
   * log, or the outbox file when one is configured).
   */
  smsGatewayUrl: Type.String({ maxLength: 500 }),
  /** Empty: the server's FEEDBACK_EMAIL, if any. */
  feedbackEmail: Type.String({ maxLength: 100 }),
  defaultTheme: literalUnion(LAYOUTS),
  defaultLanguage: literalUnion(LANGUAGES),
};

/**
 * Hosts that HTTP data interfaces may call although they resolve to private or loopback
 * addresses: `host` or `host:port`, separated by commas, blanks or new lines.
 */
const interfaceAllowedHosts = Type.String({ maxLength: 1000 });

/** The settings as administrators read them: the SMS gateway key only says whether one is set. */
export const SysConfig = Type.Object({
  ...SETTINGS_FIELDS,
  interfaceAllowedHosts,
  smsGatewayKeySet: Type.Boolean(),
});
export type SysConfig = Type.Static<typeof SysConfig>;

/**
 * The settings as saved. `smsGatewayKey` absent keeps the stored key; a string replaces it (an
 * empty string removes it).
 */
export const SysConfigBody = Type.Object(
  {
    ...SETTINGS_FIELDS,
    smsGatewayKey: Type.Optional(Type.String({ maxLength: 200 })),
    /** Absent keeps the stored list. */
    interfaceAllowedHosts: Type.Optional(interfaceAllowedHosts),
  },
  { additionalProperties: false },
);
export type SysConfigBody = Type.Static<typeof SysConfigBody>;

export const SYS_CONFIG_ENDPOINTS = {
  read: endpointAt(SYS_CONFIG_ROUTES.read, 'The system configuration (its menu grant)', {
    query: TimestampQuery,
    data: SysConfig,
  }),
  update: endpointAt(SYS_CONFIG_ROUTES.update, 'Save the system configuration (administrators)', {
    query: TimestampQuery,
    body: SysConfigBody,
    data: Nothing,
  }),
  loginPage: endpointAt(
    SYS_CONFIG_ROUTES.loginPage,
    "The login page's title, company, copyright and sign-in modes (no session)",
    { query: TimestampQuery, data: LoginPageConfig },
  ),
};

/** GET /api/file/getFileName?encryption=<type>/<name>: a signed name for that file. */
export const FileNameQuery = Type.Object({
  encryption: Type.String({ minLength: 1, maxLength: 120 }),
  n: Type.Optional(Type.String()),
});
export type FileNameQuery = Type.Static<typeof FileNameQuery>;

/** The signed name and the address that downloads the file with it, without a session. */
export const SignedFileName = Type.Object({
  name: Type.String(),
  url: Type.String(),
  type: literalUnion(FILE_TYPES),
});
export type SignedFileName = Type.Static<typeof SignedFileName>;

export const FILE_NAME_ENDPOINTS = {
  getFileName: endpointAt(
    FILE_NAME_ROUTES.getFileName,
    'A signed download name for a file the caller may read, valid for a few minutes',
    { query: FileNameQuery, data: SignedFileName },
  ),
};
