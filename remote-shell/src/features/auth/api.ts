import type { LoginResult } from '@mepm/contract';
import { fillPath, OAUTH } from '@mepm/contract/paths';
import { api } from '../../kernel/api';
import { loginFormBody } from './login-form';
import type { LoginInput } from './login-form';

/**
 * Signing in. CurrentUser and Logout are in kernel/session-api.ts because the guard and every
 * signed-in page need them too; unlocking the screen is in features/lock-screen.
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
  }),
});

export const { useLoginMutation, useSendSmsMutation } = authApi;
