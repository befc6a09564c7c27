import { md5 } from 'js-md5';
import type { LockScreenBody } from '@mepm/contract';
import { OAUTH } from '@mepm/contract/paths';
import { api } from '../../kernel/api';

/** Unlocking checks the account's password again (POST /api/oauth/LockScreen). */
export const lockScreenApi = api.injectEndpoints({
  endpoints: (build) => ({
    unlockScreen: build.mutation<null, LockScreenBody>({
      query: ({ account, password }) => ({
        url: OAUTH.lockScreen,
        method: 'POST',
        body: { account: account.trim(), password: md5(password) },
      }),
    }),
  }),
});

export const { useUnlockScreenMutation } = lockScreenApi;
