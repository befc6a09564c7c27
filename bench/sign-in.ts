import { md5 } from 'js-md5';

/** The admin password the bench starts its servers with. */
export const ADMIN_PASSWORD = 'Bench12345';

export const loginBody = () =>
  new URLSearchParams({
    loginType: 'account',
    account: 'admin',
    password: md5(ADMIN_PASSWORD),
    client_id: 'admin',
    client_secret: '123456',
    scope: 'all',
    grant_type: 'password',
  });

/** Signs the admin in over HTTP (a session row written) and returns the token. */
export async function login(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/oauth/Login`, { method: 'POST', body: loginBody() });
  const envelope = (await response.json()) as { code: number; data: { token: string } };
  if (envelope.code !== 200) throw new Error(`login failed with ${envelope.code}`);
  return envelope.data.token;
}
