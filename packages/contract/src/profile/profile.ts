import Type from 'typebox';
import { Envelope, TimestampQuery } from '../kit/envelope';
import { CodeItem, Layout } from '../oauth/oauth';
import { PagedList } from '../kit/paging';
import { KeywordPageQuery } from '../kit/keyword-query';
import { literalUnion } from '../kit/literal-union';
import { TreeOf } from '../kit/tree';
import { MenuNames } from '../kit/menu-names';
import { GENDERS, LANGUAGES } from '../codes';
import { PROFILE_ENDPOINT_ROUTES } from '../routes-profile';
import { Nothing } from '../kit/common';
import { endpointAt } from '../kit/endpoint';

export const Gender = literalUnion(GENDERS);

/** GET /api/permission/Users/Current/BaseInfo: the profile page's view. */
export const CurrentUserBaseInfo = Type.Object({
  id: Type.String(),
  account: Type.String(),
  realName: Type.String(),
  gender: Gender,
  /** Empty when none is recorded; the same holds for email and signature. */
  mobile: Type.String(),
  email: Type.String(),
  /** The company the user belongs to. */
  organizeName: Type.String(),
  departmentName: Type.String(),
  positionNames: Type.Array(Type.String()),
  roleNames: Type.Array(Type.String()),
  /** A URL under /api/file/Download/userAvatar/, or empty when no avatar is set. */
  headIcon: Type.String(),
  signature: Type.String(),
  /** Milliseconds since the epoch. */
  createdTime: Type.Integer(),
  /** The sign-in before this session's, as in CurrentUser's userInfo; null when none. */
  prevLoginTime: Type.Union([Type.Integer(), Type.Null()]),
  prevLoginIPAddress: Type.String(),
  prevLoginIPAddressName: Type.String(),
});
export type CurrentUserBaseInfo = Type.Static<typeof CurrentUserBaseInfo>;
export const CurrentUserBaseInfoResponse = Envelope(CurrentUserBaseInfo);

/**
 * PUT /api/permission/Users/Current/BaseInfo. An absent field stays as it is; an empty mobile,
 * email or signature clears it. Mobile and e-mail follow their field rules.
 */
export const UpdateBaseInfoBody = Type.Object({
  realName: Type.String({ minLength: 1, maxLength: 50 }),
  gender: Type.Optional(Gender),
  mobile: Type.Optional(Type.String({ maxLength: 20 })),
  email: Type.Optional(Type.String({ maxLength: 254 })),
  signature: Type.Optional(Type.String({ maxLength: 500 })),
});
export type UpdateBaseInfoBody = Type.Static<typeof UpdateBaseInfoBody>;

/** PUT /api/permission/Users/Current/Avatar/:name: `name` as the uploader returned it. */
export const AvatarParams = Type.Object({ name: Type.String({ minLength: 1, maxLength: 100 }) });
export type AvatarParams = Type.Static<typeof AvatarParams>;

/** POST .../Current/Actions/ModifyPassword: both passwords as md5 hex, as the client sends them. */
export const ModifyPasswordBody = Type.Object({
  oldPassword: Type.String({ minLength: 1, maxLength: 64 }),
  password: Type.String({ minLength: 1, maxLength: 64 }),
});
export type ModifyPasswordBody = Type.Static<typeof ModifyPasswordBody>;

/** PUT .../Current/SystemTheme: the layout the Login response and CurrentUser report. */
export const SystemThemeBody = Type.Object({ theme: Layout });
export type SystemThemeBody = Type.Static<typeof SystemThemeBody>;

export const LanguageName = literalUnion(LANGUAGES);

/** PUT .../Current/SystemLanguage. */
export const SystemLanguageBody = Type.Object({ language: LanguageName });
export type SystemLanguageBody = Type.Static<typeof SystemLanguageBody>;

/** GET .../Current/Subordinate: the users whose manager is the caller. */
export const SubordinateUser = Type.Object({
  id: Type.String(),
  account: Type.String(),
  realName: Type.String(),
  headIcon: Type.String(),
  departmentName: Type.String(),
  positionNames: Type.Array(Type.String()),
});
export type SubordinateUser = Type.Static<typeof SubordinateUser>;
export const SubordinateList = Type.Object({ list: Type.Array(SubordinateUser) });
export type SubordinateList = Type.Static<typeof SubordinateList>;
export const SubordinateResponse = Envelope(SubordinateList);

/** GET .../Current/Authorize: one visible menu entry with its granted codes, children nested. */
export const AuthorizeEntry = TreeOf(
  'AuthorizeEntry',
  Type.Object({
    id: Type.String(),
    parentId: Type.String(),
    enCode: Type.String(),
    fullName: Type.String(),
    names: MenuNames,
    icon: Type.String(),
    type: Type.Integer({ minimum: 1, maximum: 8 }),
    button: Type.Array(CodeItem),
    column: Type.Array(CodeItem),
    form: Type.Array(CodeItem),
    resource: Type.Array(CodeItem),
  }),
);
export type AuthorizeEntry = Type.Static<typeof AuthorizeEntry>;
export const AuthorizeList = Type.Object({ list: Type.Array(AuthorizeEntry) });
export type AuthorizeList = Type.Static<typeof AuthorizeList>;
export const AuthorizeResponse = Envelope(AuthorizeList);

/** The latest instant a JavaScript Date can hold. */
const MAX_TIME_MS = 8_640_000_000_000_000;

/** GET .../Current/SystemLog: the caller's own sign-ins, newest first. */
/** `keyword` matches the IP address or the browser text. */
export const SystemLogQuery = KeywordPageQuery({
  /** Milliseconds since the epoch, inclusive. */
  startTime: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_TIME_MS })),
  endTime: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_TIME_MS })),
});
export type SystemLogQuery = Type.Static<typeof SystemLogQuery>;

export const SystemLogEntry = Type.Object({
  id: Type.String(),
  /** Milliseconds since the epoch. */
  loginTime: Type.Integer(),
  ip: Type.String(),
  /** Where the IP is, in the caller's language. */
  ipAddressName: Type.String(),
  userAgent: Type.String(),
  /** `account` or `mobile`. */
  loginType: Type.String(),
});
export type SystemLogEntry = Type.Static<typeof SystemLogEntry>;
export const SystemLogPage = PagedList(SystemLogEntry);
export type SystemLogPage = Type.Static<typeof SystemLogPage>;
export const SystemLogResponse = Envelope(SystemLogPage);

/** The answer to the avatar change: the new head icon URL. */
export const AvatarResult = Type.Object({ headIcon: Type.String() });
export type AvatarResult = Type.Static<typeof AvatarResult>;
export const AvatarResponse = Envelope(AvatarResult);

/** The signed-in user's own profile (the paths the platform family gives it under Users/Current). */
export const PROFILE_ENDPOINTS = {
  baseInfo: endpointAt(PROFILE_ENDPOINT_ROUTES.baseInfo, "The signed-in user's profile", {
    query: TimestampQuery,
    data: CurrentUserBaseInfo,
  }),
  updateBaseInfo: endpointAt(
    PROFILE_ENDPOINT_ROUTES.updateBaseInfo,
    "Edit the signed-in user's name, gender, mobile, e-mail and signature",
    { query: TimestampQuery, body: UpdateBaseInfoBody, data: Nothing },
  ),
  avatar: endpointAt(
    PROFILE_ENDPOINT_ROUTES.avatar,
    "Use one of the signed-in user's uploaded avatar images as the head icon",
    { params: AvatarParams, query: TimestampQuery, data: AvatarResult },
  ),
  modifyPassword: endpointAt(
    PROFILE_ENDPOINT_ROUTES.modifyPassword,
    'Change the password (md5 hex) and end the other sessions of this user',
    { query: TimestampQuery, body: ModifyPasswordBody, data: Nothing },
  ),
  systemTheme: endpointAt(
    PROFILE_ENDPOINT_ROUTES.systemTheme,
    'Remember the layout; Login and CurrentUser report it from now on',
    { query: TimestampQuery, body: SystemThemeBody, data: Nothing },
  ),
  systemLanguage: endpointAt(
    PROFILE_ENDPOINT_ROUTES.systemLanguage,
    'Remember the language; CurrentUser reports it from now on',
    { query: TimestampQuery, body: SystemLanguageBody, data: Nothing },
  ),
  subordinate: endpointAt(
    PROFILE_ENDPOINT_ROUTES.subordinate,
    'The users whose manager is the signed-in user',
    {
      query: TimestampQuery,
      data: SubordinateList,
    },
  ),
  authorize: endpointAt(
    PROFILE_ENDPOINT_ROUTES.authorize,
    "The signed-in user's visible menu tree with the granted codes of each entry",
    { query: TimestampQuery, data: AuthorizeList },
  ),
  systemLog: endpointAt(
    PROFILE_ENDPOINT_ROUTES.systemLog,
    "The signed-in user's own sign-ins, newest first, paged",
    { query: SystemLogQuery, data: SystemLogPage },
  ),
};
