import type { LoginBody, LoginResult } from '@mepm/contract';
import { badRequest } from '../../plugins/envelope/api-error';
import { isMd5Hex, verifyPassword } from '../../plugins/auth/passwords';
import { openSession } from '../../plugins/auth/sessions';
import type { OauthDeps } from './deps';
import { findMainUserByMobile, findUserByLoginName, isMobile, type UserRow } from './find-user';
import { ipPlace } from './ip-place';
import type { FailureKeys } from './login-failures';
import { consumeCode } from './sms-codes';

export interface Client {
  ip: string;
  userAgent: string;
}

/**
 * Signs a user in by account + md5 password or by mobile + verification code. Both paths refuse
 * before checking anything once the IP or the account has used up its failures for the minute.
 */
export async function signIn(
  deps: OauthDeps,
  body: LoginBody,
  client: Client,
): Promise<LoginResult> {
  const now = deps.now();
  const loginType = body.loginType ?? 'account';
  const { user, keys } =
    loginType === 'mobile'
      ? await byVerificationCode(deps, body, client, now)
      : await byPassword(deps, body, client, now);
  // Only someone who proved the password or code learns that the account is disabled.
  if (!user.enabled) throw badRequest('userDisabled');
  await deps.failures.clearAccount(keys.account);
  const token = await openSession(deps.db, {
    userId: user.id,
    ip: client.ip,
    ipPlace: ipPlace(client.ip),
    userAgent: client.userAgent,
    loginType,
    now,
    ttlHours: deps.config.sessionTtlHours,
  });
  return { token, theme: user.theme };
}

interface Verified {
  user: UserRow;
  keys: FailureKeys;
}

async function byPassword(
  deps: OauthDeps,
  body: LoginBody,
  client: Client,
  now: Date,
): Promise<Verified> {
  const account = body.account?.trim() ?? '';
  const password = body.password ?? '';
  if (account === '') throw badRequest('required', { field: 'account' });
  if (password === '') throw badRequest('required', { field: 'password' });
  if (!isMd5Hex(password)) throw badRequest('badPasswordDigest');
  const keys = { ip: client.ip, account: account.toLowerCase() };
  await deps.failures.assertAllowed(keys, now);
  const user = await findUserByLoginName(deps.db, account);
  const valid = await verifyPassword(user?.passwordHash, password);
  if (!valid || user === undefined) {
    await deps.failures.recordFailure(keys, now);
    throw badRequest('badCredentials');
  }
  return { user, keys };
}

async function byVerificationCode(
  deps: OauthDeps,
  body: LoginBody,
  client: Client,
  now: Date,
): Promise<Verified> {
  const mobile = body.mobile?.trim() ?? '';
  const code = body.verCode?.trim() ?? '';
  if (mobile === '') throw badRequest('required', { field: 'mobile' });
  if (!isMobile(mobile)) throw badRequest('badMobile');
  if (code === '') throw badRequest('required', { field: 'verCode' });
  const keys = { ip: client.ip, account: `mobile:${mobile}` };
  await deps.failures.assertAllowed(keys, now);
  const matched = await consumeCode(deps.db, mobile, code, now);
  const user = matched ? await findMainUserByMobile(deps.db, mobile) : undefined;
  if (user === undefined) {
    await deps.failures.recordFailure(keys, now);
    throw badRequest('badVerCode');
  }
  return { user, keys };
}
