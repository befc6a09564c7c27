import { md5 } from 'js-md5';
import type { LockScreenBody, LoginResult } from '@mepm/contract';
import { fillPath, OAUTH } from '@mepm/contract/paths';
import { api } from '../../app/api';
import { loginFormBody } from './login-form';
import type { LoginInput } from './login-form';

/**
 * Signing in. CurrentUser and Logout are in app/session-api.ts because the guard and every
 * signed-in page need them too.
 */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResult, LoginInput>({
      query: (input) => ({
        url: OAUTH.login,
        method: 'POST',
        // A string body with an explicit type: the server reads a classic HTML form post.
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: loginFormBody(input),
      }),
    }),
    sendSms: build.mutation<null, string>({
      query: (mobile) => fillPath(OAUTH.sendSms, { mobile }),
    }),
    lockScreen: build.mutation<null, LockScreenBody>({
      query: ({ account, password }) => ({
        url: OAUTH.lockScreen,
        method: 'POST',
        body: { account: account.trim(), password: md5(password) },
      }),
    }),
  }),
});

export const { useLoginMutation, useSendSmsMutation, useLockScreenMutation } = authApi;
