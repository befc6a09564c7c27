import Type from 'typebox';
import { Envelope, TimestampQuery } from '../kit/envelope';
import { OAUTH } from '../paths';
import { Nothing } from '../kit/common';
import { literalUnion } from '../kit/literal-union';
import { TreeOf } from '../kit/tree';
import { MenuNames } from '../kit/menu-names';
import { LAYOUTS, LOGIN_TYPES } from '../codes';
import { endpoint } from '../kit/endpoint';

/** POST /api/oauth/Login, form-encoded (docs/reference/sign-in.md). */
export const LoginBody = Type.Object({
  /** `account` (account + md5 password, the default) or `mobile` (mobile + verification code). */
  loginType: Type.Optional(literalUnion(LOGIN_TYPES)),
  /** An account, or `mobile@account` for a sub-account. */
  account: Type.Optional(Type.String({ maxLength: 100 })),
  /** md5 of the password, 32 hex characters. */
  password: Type.Optional(Type.String({ maxLength: 64 })),
  mobile: Type.Optional(Type.String({ maxLength: 20 })),
  verCode: Type.Optional(Type.String({ maxLength: 10 })),
  client_id: Type.Optional(Type.String()),
  client_secret: Type.Optional(Type.String()),
  scope: Type.Optional(Type.String()),
  grant_type: Type.Optional(Type.String()),
});
export type LoginBody = Type.Static<typeof LoginBody>;

export const Layout = literalUnion(LAYOUTS);

export const LoginResult = Type.Object({
  token: Type.String(),
  theme: Layout,
  /** Present when the password is older than the configured expiry: the shell asks for a new one. */
  passwordExpired: Type.Optional(Type.Literal(true)),
});
export type LoginResult = Type.Static<typeof LoginResult>;
export const LoginResponse = Envelope(LoginResult);

/** A menu entry (docs/reference/system-menu.md): a tree, children nested. */
export const MenuEntry = TreeOf(
  'MenuEntry',
  Type.Object({
    id: Type.String(),
    parentId: Type.String(),
    enCode: Type.String(),
    /** The simplified Chinese name; `names` holds the others. */
    fullName: Type.String(),
    names: MenuNames,
    icon: Type.String(),
    type: Type.Integer({ minimum: 1, maximum: 8 }),
    urlAddress: Type.String(),
    linkTarget: Type.String(),
    /** JSON text holding `moduleId` and `isTree` for types 3, 4, 5 and 8. */
    propertyJson: Type.String(),
    sortCode: Type.Integer(),
    hasChildren: Type.Boolean(),
  }),
);
export type MenuEntry = Type.Static<typeof MenuEntry>;

export const RoleRef = Type.Object({ id: Type.String() });

export const UserInfo = Type.Object({
  userId: Type.String(),
  userAccount: Type.String(),
  userName: Type.String(),
  headIcon: Type.String(),
  portalId: Type.String(),
  organizeId: Type.String(),
  organizeName: Type.String(),
  departmentId: Type.String(),
  departmentName: Type.String(),
  roleIds: Type.Array(RoleRef),
  isAdministrator: Type.Boolean(),
  theme: Layout,
  language: Type.String(),
  /** True when an earlier sign-in exists; the fields below then describe it. */
  prevLogin: Type.Boolean(),
  /** Milliseconds since the epoch, or null. */
  prevLoginTime: Type.Union([Type.Integer(), Type.Null()]),
  prevLoginIPAddress: Type.String(),
  prevLoginIPAddressName: Type.String(),
});
export type UserInfo = Type.Static<typeof UserInfo>;

/** A granted button, column, form field or resource of a menu entry. */
export const CodeItem = Type.Object({ enCode: Type.String(), fullName: Type.String() });
export type CodeItem = Type.Static<typeof CodeItem>;

/** Per menu model: the codes of its granted buttons, columns, form fields and resources. */
export const PermissionItem = Type.Object({
  modelId: Type.String(),
  button: Type.Array(CodeItem),
  column: Type.Array(CodeItem),
  form: Type.Array(CodeItem),
  resource: Type.Array(CodeItem),
  /**
   * True when this menu defines list columns and the caller is held to the granted ones: then only
   * the `column` codes may show (none, when none are granted). Absent or false: every column.
   */
  columnsRestricted: Type.Optional(Type.Boolean()),
});
export type PermissionItem = Type.Static<typeof PermissionItem>;

export const CurrentUserBundle = Type.Object({
  menuList: Type.Array(MenuEntry),
  userInfo: UserInfo,
  permissionList: Type.Array(PermissionItem),
  /** Where the user menu's feedback mails go (the server's FEEDBACK_EMAIL); absent when unset. */
  feedbackEmail: Type.Optional(Type.String()),
  /**
   * True for a subcontractor (the server's SUBCONTRACTOR_ROLE_ID among the user's roles): the
   * shell shows no chat, and the server refuses it. Absent otherwise; the role id is not told.
   */
  subcontractor: Type.Optional(Type.Boolean()),
});
export type CurrentUserBundle = Type.Static<typeof CurrentUserBundle>;
export const CurrentUserResponse = Envelope(CurrentUserBundle);

export const SendSmsParams = Type.Object({ mobile: Type.String({ maxLength: 20 }) });
export const SendSmsResponse = Envelope(Type.Null());

/** POST /api/oauth/LockScreen: unlocking checks the account's password again. */
export const LockScreenBody = Type.Object({
  account: Type.String({ minLength: 1, maxLength: 100 }),
  password: Type.String({ minLength: 1, maxLength: 64 }),
});
export type LockScreenBody = Type.Static<typeof LockScreenBody>;

export { TimestampQuery };

/** Signing in and out, the session's bundle and the lock screen. */
export const OAUTH_ENDPOINTS = {
  login: endpoint(
    'POST',
    OAUTH.login,
    'Sign in by account and md5 password, or by mobile and verification code',
    { query: TimestampQuery, body: LoginBody, data: LoginResult },
  ),
  sendSms: endpoint('GET', OAUTH.sendSms, 'Send a sign-in verification code to a mobile number', {
    params: SendSmsParams,
    query: TimestampQuery,
    data: Nothing,
  }),
  currentUser: endpoint(
    'GET',
    OAUTH.currentUser,
    'The signed-in user, the menu tree and the permissions per menu entry',
    { query: TimestampQuery, data: CurrentUserBundle },
  ),
  logout: endpoint(
    'GET',
    OAUTH.logout,
    'End the current session; its token is refused from now on',
    {
      query: TimestampQuery,
      data: Nothing,
    },
  ),
  lockScreen: endpoint(
    'POST',
    OAUTH.lockScreen,
    "Unlock the screen with the signed-in user's password",
    {
      query: TimestampQuery,
      body: LockScreenBody,
      data: Nothing,
    },
  ),
};
