import { md5 } from 'js-md5';
import { OAUTH_CLIENT } from '@mepm/contract/codes';

export type LoginInput =
  | { loginType: 'account'; account: string; password: string }
  | { loginType: 'mobile'; mobile: string; verCode: string };

/**
 * The form-encoded body of POST /api/oauth/Login: the password travels as its md5,
 * with the shell's fixed OAuth client.
 */
export function loginFormBody(input: LoginInput): string {
  const fields: Record<string, string> =
    input.loginType === 'account'
      ? { loginType: 'account', account: input.account.trim(), password: md5(input.password) }
      : { loginType: 'mobile', mobile: input.mobile.trim(), verCode: input.verCode.trim() };
  return new URLSearchParams({
    ...fields,
    client_id: OAUTH_CLIENT.clientId,
    client_secret: OAUTH_CLIENT.clientSecret,
    scope: OAUTH_CLIENT.scope,
    grant_type: OAUTH_CLIENT.grantType,
  }).toString();
}
