import type { OnlineUserQuery } from '@mepm/contract';
import { ONLINE_USER_ENDPOINT_ROUTES } from '@mepm/contract/paths';
import { api } from '../../../kernel/api';
import { routeMutation, routeQuery } from '../../../kernel/endpoints/route-endpoints';

/** What the table asks for; the base query adds the `n` timestamp itself. */
export type OnlineUserArgs = Omit<OnlineUserQuery, 'n'>;

const LIST = { type: 'OnlineUser', id: 'LIST' } as const;

/** Live sessions, and forcing a user offline (every session of theirs ends at once). */
export const onlineUserApi = api.enhanceEndpoints({ addTagTypes: ['OnlineUser'] }).injectEndpoints({
  endpoints: (build) => ({
    onlineUsers: routeQuery(build, ONLINE_USER_ENDPOINT_ROUTES.list, {
      request: (query: OnlineUserArgs) => ({ query }),
      providesTags: [LIST],
    }),
    forceOffline: routeMutation(build, ONLINE_USER_ENDPOINT_ROUTES.forceOffline, {
      request: (userId: string) => ({ params: { userId } }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const { useOnlineUsersQuery, useForceOfflineMutation } = onlineUserApi;
