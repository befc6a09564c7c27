import Type from 'typebox';
import { Gender } from '../profile/profile';
import { Envelope, TimestampQuery } from '../kit/envelope';
import { PagedList } from '../kit/paging';
import { KeywordPageQuery, KeywordQuery } from '../kit/keyword-query';
import { USER_ENDPOINT_ROUTES, USER_RESOURCE_ROUTES } from '../routes-permission';
import { IdParams, Nothing } from '../kit/common';
import { endpointAt } from '../kit/endpoint';
import { defineResource } from '../kit/resource';
import { OrgTreeList } from './organize';

/**
 * A row of the users list. The caller's column grants on the user menu decide which fields come
 * back (column `organize` covers organizeId and organizeName, `position` positionNames, `roles`
 * roleNames, `realName` also headIcon, the others their own field); id always does, managerId and
 * isAdministrator only when the caller's columns are not restricted.
 * Times in milliseconds since the epoch.
 */
export const UserListItem = Type.Object({
  id: Type.String(),
  account: Type.Optional(Type.String()),
  realName: Type.Optional(Type.String()),
  gender: Type.Optional(Gender),
  mobile: Type.Optional(Type.String()),
  email: Type.Optional(Type.String()),
  /** The user's department (or company when in none). */
  organizeId: Type.Optional(Type.String()),
  organizeName: Type.Optional(Type.String()),
  managerId: Type.Optional(Type.String()),
  headIcon: Type.Optional(Type.String()),
  isAdministrator: Type.Optional(Type.Boolean()),
  enabled: Type.Optional(Type.Boolean()),
  createdTime: Type.Optional(Type.Integer()),
  positionNames: Type.Optional(Type.Array(Type.String())),
  roleNames: Type.Optional(Type.Array(Type.String())),
});
export type UserListItem = Type.Static<typeof UserListItem>;

/**
 * GET /api/permission/Users: `keyword` matches account, name or mobile; `organizeId` includes
 * the sub-organisations' users. Ordered by account. Page sizes 20/50/100/500/1000; `total` is
 * capped (TOTAL_COUNT_CAP, see Pagination).
 */
export const UserListQuery = KeywordPageQuery({
  organizeId: Type.Optional(Type.String({ maxLength: 64 })),
});
export type UserListQuery = Type.Static<typeof UserListQuery>;
export const UserPage = PagedList(UserListItem);
export type UserPage = Type.Static<typeof UserPage>;
export const UserPageResponse = Envelope(UserPage);

/** GET .../Users/:id: the edit form. Empty strings stand for values not recorded. */
export const UserRecord = Type.Object({
  id: Type.String(),
  account: Type.String(),
  realName: Type.String(),
  gender: Gender,
  mobile: Type.String(),
  email: Type.String(),
  organizeId: Type.String(),
  organizeName: Type.String(),
  managerId: Type.String(),
  headIcon: Type.String(),
  isAdministrator: Type.Boolean(),
  enabled: Type.Boolean(),
  roleIds: Type.Array(Type.String()),
  positionIds: Type.Array(Type.String()),
  createdTime: Type.Integer(),
});
export type UserRecord = Type.Static<typeof UserRecord>;
export const UserRecordResponse = Envelope(UserRecord);

const idList = Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 100 });

/**
 * PUT .../Users/:id. `account` follows the account rule and is unique; mobile and e-mail
 * follow theirs, and a main account's mobile is unique (it signs in by verification code). Roles
 * and positions replace the user's current ones. An empty mobile, e-mail or managerId clears it.
 * Disabling a user (enabled false) ends their sessions at once.
 */
export const UserUpdateBody = Type.Object({
  account: Type.String({ minLength: 1, maxLength: 50 }),
  realName: Type.String({ minLength: 1, maxLength: 50 }),
  gender: Type.Optional(Gender),
  mobile: Type.Optional(Type.String({ maxLength: 20 })),
  email: Type.Optional(Type.String({ maxLength: 254 })),
  organizeId: Type.String({ minLength: 1, maxLength: 64 }),
  managerId: Type.Optional(Type.String({ maxLength: 64 })),
  roleIds: Type.Optional(idList),
  positionIds: Type.Optional(idList),
  enabled: Type.Optional(Type.Boolean()),
});
export type UserUpdateBody = Type.Static<typeof UserUpdateBody>;

/**
 * POST .../Users. `password` is the md5 hex of the initial password; without it the server's
 * configured default password applies (the family's "initial password" practice).
 */
export const UserCreateBody = Type.Object({
  ...UserUpdateBody.properties,
  password: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
});
export type UserCreateBody = Type.Static<typeof UserCreateBody>;

/** POST .../Users/:id/Actions/ResetPassword: md5 hex; the user's sessions end. */
export const ResetPasswordBody = Type.Object({
  password: Type.String({ minLength: 1, maxLength: 64 }),
});
export type ResetPasswordBody = Type.Static<typeof ResetPasswordBody>;

/**
 * A user as pickers show one. `fullName` reads "realName/account". Pickers are the company
 * directory (approvers, chat contacts, user fields of forms): any signed-in user may pick any
 * enabled user, so they ignore the users page's data scope, which governs administration, and
 * carry directory fields only (no mobile, e-mail or state).
 */
export const UserBrief = Type.Object({
  id: Type.String(),
  account: Type.String(),
  realName: Type.String(),
  fullName: Type.String(),
  headIcon: Type.String(),
  organizeId: Type.String(),
  organizeName: Type.String(),
});
export type UserBrief = Type.Static<typeof UserBrief>;
export const UserBriefList = Type.Object({ list: Type.Array(UserBrief) });
export type UserBriefList = Type.Static<typeof UserBriefList>;
export const UserBriefResponse = Envelope(UserBriefList);

/** GET .../Users/All: enabled users by account, at most MAX_ALL_ITEMS; keyword narrows. */
export const UserAllQuery = KeywordQuery();
export type UserAllQuery = Type.Static<typeof UserAllQuery>;

/**
 * GET .../Users/Selector: the organisation tree with user nodes (only user nodes are choosable).
 * Without a keyword, one level: `parentId` absent gives the top companies, else that node's
 * departments and users. With a keyword, the matching enabled users as a flat list.
 */
export const UserSelectorQuery = KeywordQuery({
  parentId: Type.Optional(Type.String({ maxLength: 64 })),
});
export type UserSelectorQuery = Type.Static<typeof UserSelectorQuery>;

/** POST .../Users/ImUser/Selector/:id: as Users/Selector; `:id` is the node, `0` the top. */
export const ImUserSelectorBody = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
});
export type ImUserSelectorBody = Type.Static<typeof ImUserSelectorBody>;

/** A chat contact: who a user can chat with. */
export const ChatContact = Type.Object({
  id: Type.String(),
  realName: Type.String(),
  account: Type.String(),
  headIcon: Type.String(),
  department: Type.String(),
});
export type ChatContact = Type.Static<typeof ChatContact>;

/** GET .../Users/ImUser: enabled users other than the caller, 20 a page by default. */
export const ImUserQuery = KeywordPageQuery();
export type ImUserQuery = Type.Static<typeof ImUserQuery>;
export const ImUserPage = PagedList(ChatContact);
export type ImUserPage = Type.Static<typeof ImUserPage>;
export const ImUserPageResponse = Envelope(ImUserPage);

/** POST .../Users/getUserList: users by id, in the order asked, unknown ids left out. */
export const GetUserListBody = Type.Object({
  userId: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 1000 }),
});
export type GetUserListBody = Type.Static<typeof GetUserListBody>;

/**
 * The users page: every read and write applies the caller's data scope over these fields, which
 * a data scheme of the users menu may test.
 */
export const USER_RESOURCE = defineResource({
  routes: USER_RESOURCE_ROUTES,
  schemas: {
    listQuery: UserListQuery,
    page: UserPage,
    record: UserRecord,
    body: UserUpdateBody,
    createBody: UserCreateBody,
  },
  summaries: {
    list: 'Users by account, paged, within the data scope and granted columns',
    create: 'Create a user with roles and positions',
    read: 'One user with role and position ids; 404 outside the data scope',
    update: 'Edit a user; roles and positions are replaced',
    remove: 'Delete a user (not yourself, not the last administrator)',
    state: 'Enable or disable a user (flip without a body); disabling ends their sessions',
  },
  scopeFields: ['id', 'account', 'organizeId', 'managerId', 'createdBy', 'enabled'],
});

/** The users page's own action, and the user pickers every page of the product uses. */
export const USER_ENDPOINTS = {
  resetPassword: endpointAt(
    USER_ENDPOINT_ROUTES.resetPassword,
    "Set a user's password (md5 hex) and end all their sessions",
    { params: IdParams, query: TimestampQuery, body: ResetPasswordBody, data: Nothing },
  ),
  all: endpointAt(
    USER_ENDPOINT_ROUTES.all,
    'Enabled users by account (at most 1000), optionally by keyword',
    {
      query: UserAllQuery,
      data: UserBriefList,
    },
  ),
  selector: endpointAt(
    USER_ENDPOINT_ROUTES.selector,
    'One level of the organisation tree with its users, or users by keyword',
    { query: UserSelectorQuery, data: OrgTreeList },
  ),
  imUserSelector: endpointAt(
    USER_ENDPOINT_ROUTES.imUserSelector,
    'As Users/Selector for the chat: id 0 is the top of the tree',
    { params: IdParams, query: TimestampQuery, body: ImUserSelectorBody, data: OrgTreeList },
  ),
  imUser: endpointAt(
    USER_ENDPOINT_ROUTES.imUser,
    'Chat contacts: enabled users other than the caller, 20 a page',
    {
      query: ImUserQuery,
      data: ImUserPage,
    },
  ),
  getUserList: endpointAt(USER_ENDPOINT_ROUTES.getUserList, 'Users by id, in the order asked', {
    query: TimestampQuery,
    body: GetUserListBody,
    data: UserBriefList,
  }),
};
