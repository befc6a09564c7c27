import type { OnlineUserPage, OnlineUserQuery } from '@mepm/contract';
import { ONLINE_USER, fillPath } from '@mepm/contract/paths';
import { api } from '../../../kernel/api';

/** What the table asks for; the base query adds the `n` timestamp itself. */
export type OnlineUserArgs = Omit<OnlineUserQuery, 'n'>;

const LIST = { type: 'OnlineUser', id: 'LIST' } as const;

/** Live sessions, and forcing a user offline (every session of theirs ends at once). */
export const onlineUserApi = api.enhanceEndpoints({ addTagTypes: ['OnlineUser'] }).injectEndpoints({
  endpoints: (build) => ({
    onlineUsers: build.query<OnlineUserPage, OnlineUserArgs>({
      query: (params) => ({ url: ONLINE_USER.list, params }),
      providesTags: [LIST],
    }),
    forceOffline: build.mutation<null, string>({
      query: (userId) => ({ url: fillPath(ONLINE_USER.one, { userId }), method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const { useOnlineUsersQuery, useForceOfflineMutation } = onlineUserApi;
