import type { CurrentUserBundle } from '@mepm/contract';
import { OAUTH } from '@mepm/contract/paths';
import { api } from './api';

/**
 * The calls the shell itself needs around a session: the guard loads the current user, and any
 * page may log out. Signing in (login, SMS, unlock) belongs to features/auth.
 */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    currentUser: build.query<CurrentUserBundle, undefined>({
      query: () => OAUTH.currentUser,
    }),
    logout: build.mutation<null, undefined>({
      query: () => OAUTH.logout,
    }),
  }),
});

export const { useLogoutMutation } = sessionApi;
