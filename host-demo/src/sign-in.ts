import { OAUTH_CLIENT } from '@mepm/contract/codes';
import { OAUTH } from '@mepm/contract/paths';
import { md5 } from 'js-md5';

interface LoginEnvelope {
  code: number;
  msg: string;
  data: { token: string } | null;
}

/** Signs in against the shell's server the way the shell itself does; resolves to the token. */
export async function signIn(
  apiOrigin: string,
  account: string,
  password: string,
): Promise<string> {
  const body = new URLSearchParams({
    account,
    password: md5(password),
    loginType: 'account',
    client_id: OAUTH_CLIENT.clientId,
    client_secret: OAUTH_CLIENT.clientSecret,
    scope: OAUTH_CLIENT.scope,
    grant_type: OAUTH_CLIENT.grantType,
  });
  const response = await fetch(apiOrigin + OAUTH.login, { method: 'POST', body });
  const envelope = (await response.json()) as LoginEnvelope;
  if (envelope.code !== 200 || !envelope.data) {
    throw new Error(envelope.msg || `Sign-in failed (code ${envelope.code})`);
  }
  return envelope.data.token;
}
