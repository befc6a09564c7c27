/**
 * The `code` of the `{code, msg, data}` envelope. 200 is success; the session codes end the
 * caller's session (docs/reference/api.md). Imports nothing, so the browser bundle can use it.
 */
export const Code = {
  ok: 200,
  /** Bad input: msg names the field and the reason, in the caller's language. */
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  /** An upload over its size limit. */
  payloadTooLarge: 413,
  tooManyRequests: 429,
  serverError: 500,
  /** The shell opens a dialog with msg. */
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

/** The languages the product speaks: simplified Chinese, traditional Chinese, English. */
export const LANGUAGES = ['zh', 'zhtw', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Layout names sent in the login response `theme` (docs/reference/shell.md, Layouts). */
export const LAYOUTS = ['classic', 'functional', 'plain'] as const;
export type LayoutName = (typeof LAYOUTS)[number];

/** Menu entry types 1-8 (docs/reference/system-menu.md). */
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

/** The fixed OAuth client of the shell: fixed client id and secret, scope all. */
export const OAUTH_CLIENT = {
  clientId: 'admin',
  clientSecret: '123456',
  scope: 'all',
  grantType: 'password',
} as const;

/** Byte sizes of the upload size units (docs/reference/files.md). */
export const SIZE_UNITS = { KB: 1024, MB: 1_048_576, GB: 1_073_741_824 } as const;
export type SizeUnit = keyof typeof SIZE_UNITS;

export interface SizeLimit {
  size: number;
  unit: SizeUnit;
}

/** Uploads default to 2 MB; chat images to 5 MB (docs/reference/files.md). */
export const DEFAULT_UPLOAD_LIMIT: SizeLimit = { size: 2, unit: 'MB' };
export const CHAT_IMAGE_LIMIT: SizeLimit = { size: 5, unit: 'MB' };

/** A limit in bytes; a falsy size means no limit, which is Infinity here. */
export function limitBytes(limit: SizeLimit): number {
  return limit.size ? limit.size * SIZE_UNITS[limit.unit] : Infinity;
}

/**
 * What `/api/file/Uploader/:type` accepts: `userAvatar` takes images only (the profile avatar),
 * `annex` any file, `annexpic` images, `editorImage` images placed in rich text such as a
 * notice's body (docs/reference/files.md).
 */
export const UPLOAD_TYPES = ['userAvatar', 'annex', 'annexpic', 'editorImage'] as const;
export type UploadTypeName = (typeof UPLOAD_TYPES)[number];

/** Upload types whose files must be images (checked by content on the server). */
export const IMAGE_UPLOAD_TYPES: readonly UploadTypeName[] = [
  'userAvatar',
  'annexpic',
  'editorImage',
];

/**
 * Upload types read by their random names alone, without a session: what an `<img>` shows, which
 * cannot send the Authorization header. Whoever was shown the name may read the file.
 */
export const PUBLIC_FILE_TYPES: readonly UploadTypeName[] = ['userAvatar', 'editorImage'];

/**
 * Chat images: uploaded at the upload path plus `/IM`, read only by the two parties of a
 * conversation that carries them (docs/reference/chat.md).
 */
export const CHAT_UPLOAD_TYPE = 'IM';

/** Every kind of stored file a download names: the upload types and chat images. */
export const FILE_TYPES = [...UPLOAD_TYPES, CHAT_UPLOAD_TYPE] as const;
export type FileTypeName = (typeof FILE_TYPES)[number];

/** Genders a user's base info records. */
export const GENDERS = ['unknown', 'male', 'female'] as const;
export type GenderName = (typeof GENDERS)[number];

/** How a user signs in: account and md5 password, or mobile and verification code. */
export const LOGIN_TYPES = ['account', 'mobile'] as const;
export type LoginTypeName = (typeof LOGIN_TYPES)[number];

/** How a session began: the sign-in log's login type; `scan` is a login page a session confirmed. */
export const SESSION_LOGIN_TYPES = [...LOGIN_TYPES, 'scan'] as const;
export type SessionLoginTypeName = (typeof SESSION_LOGIN_TYPES)[number];

/** Companies and departments share one table; the category tells them apart. */
export const ORGANIZE_CATEGORIES = ['company', 'department'] as const;
export type OrganizeCategoryName = (typeof ORGANIZE_CATEGORIES)[number];

/** What a node of the organisation pickers stands for. */
export const ORG_NODE_TYPES = [...ORGANIZE_CATEGORIES, 'position', 'user'] as const;
export type OrgNodeTypeName = (typeof ORG_NODE_TYPES)[number];

/** Who receives grants. */
export const AUTHORIZE_OBJECT_TYPES = ['role', 'position', 'user'] as const;
export type AuthorizeObjectTypeName = (typeof AUTHORIZE_OBJECT_TYPES)[number];

/** Where a menu entry opens: in the shell or in a new browser tab. */
export const LINK_TARGETS = ['_self', '_blank'] as const;
export type LinkTargetName = (typeof LINK_TARGETS)[number];

/** The page sizes a user may pick, the default, and the largest page any list serves. */
export const PAGE_SIZES = [20, 50, 100, 500, 1000] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 1000;

/**
 * The values a data-permission scheme condition may name instead of a constant: the caller, the
 * caller and their subordinates, the caller's organisation, and that organisation with everything
 * below it (docs/reference/permission.md, Data schemes).
 */
export const SCHEME_VARIABLES = [
  '@userId',
  '@userAndSubordinates',
  '@organizeId',
  '@organizeAndSub',
] as const;
export type SchemeVariable = (typeof SCHEME_VARIABLES)[number];

export function isSchemeVariable(value: string): value is SchemeVariable {
  return (SCHEME_VARIABLES as readonly string[]).includes(value);
}

/** How a data-permission scheme condition compares its field with its value. */
export const SCHEME_OPERATORS = ['==', '<>', 'in', 'like'] as const;
export type SchemeOperator = (typeof SCHEME_OPERATORS)[number];

/** How a scheme joins its conditions within a group, and its groups. */
export const SCHEME_LOGICS = ['and', 'or'] as const;
export type SchemeLogicName = (typeof SCHEME_LOGICS)[number];

/**
 * A button, column, form-field or scheme code: the code rule plus underscores (the default
 * buttons are btn_add, btn_edit, btn_remove); dots may join parts but not start or end a code.
 */
export const ELEMENT_CODE_PATTERN = /^[A-Za-z0-9_](?:[A-Za-z0-9_.]*[A-Za-z0-9_])?$/;

/** The column a scheme condition filters on: an identifier, so it can never carry SQL. */
export const FIELD_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;
