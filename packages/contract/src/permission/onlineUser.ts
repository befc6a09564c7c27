import Type from 'typebox';
import { Envelope, TimestampQuery } from '../kit/envelope';
import { PagedList } from '../kit/paging';
import { KeywordPageQuery } from '../kit/keyword-query';
import { ONLINE_USER_ENDPOINT_ROUTES } from '../routes-permission';
import { Nothing } from '../kit/common';
import { endpointAt } from '../kit/endpoint';

/** GET /api/permission/OnlineUser: live sessions, newest first; keyword over account and name. */
export const OnlineUserQuery = KeywordPageQuery();
export type OnlineUserQuery = Type.Static<typeof OnlineUserQuery>;

/** One live session; a user signed in twice appears twice. */
export const OnlineUser = Type.Object({
  /** The session's id. */
  id: Type.String(),
  userId: Type.String(),
  account: Type.String(),
  realName: Type.String(),
  /** Milliseconds since the epoch. */
  loginTime: Type.Integer(),
  ip: Type.String(),
  /** Where the IP is, in the caller's language. */
  ipAddressName: Type.String(),
  userAgent: Type.String(),
});
export type OnlineUser = Type.Static<typeof OnlineUser>;
export const OnlineUserPage = PagedList(OnlineUser);
export type OnlineUserPage = Type.Static<typeof OnlineUserPage>;
export const OnlineUserPageResponse = Envelope(OnlineUserPage);

/** DELETE /api/permission/OnlineUser/:userId: forced offline ends every session of that user. */
export const OnlineUserParams = Type.Object({
  userId: Type.String({ minLength: 1, maxLength: 50 }),
});
export type OnlineUserParams = Type.Static<typeof OnlineUserParams>;

/** The online users page: live sessions, and forcing one user offline. */
export const ONLINE_USER_ENDPOINTS = {
  list: endpointAt(ONLINE_USER_ENDPOINT_ROUTES.list, 'Live sessions, newest sign-in first, paged', {
    query: OnlineUserQuery,
    data: OnlineUserPage,
  }),
  forceOffline: endpointAt(
    ONLINE_USER_ENDPOINT_ROUTES.forceOffline,
    'Forced offline: ends every session of the user',
    {
      params: OnlineUserParams,
      query: TimestampQuery,
      data: Nothing,
    },
  ),
};
