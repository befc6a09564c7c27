import type { LoginBody, LoginResult } from '@mepm/contract';
import { ApiError, badRequest } from '../../plugins/envelope/api-error';
import { isMd5Hex, verifyPassword } from '../../plugins/auth/passwords';
import { openSession } from '../../plugins/auth/sessions';
import type { OauthDeps } from './deps';
import { findMainUserByMobile, findUserByLoginName, isMobile, type UserRow } from './find-user';
import { ipPlace } from '../../kernel/place/ip-place';
import { passwordAttempt } from '../../kernel/sign-in/familiar-address';
import type { Reservation } from '../../kernel/sign-in/login-failures';
import { consumeCode } from './sms-codes';

export interface Client {
  ip: string;
  userAgent: string;
}

/**
 * Signs a user in by account + md5 password or by mobile + verification code. Both paths take
 * the attempt from the failure limits before checking anything, and refuse once they are used up.
 */
export async function signIn(
  deps: OauthDeps,
  body: LoginBody,
  client: Client,
): Promise<LoginResult> {
  const now = deps.now();
  const loginType = body.loginType ?? 'account';
  const login = (loginType === 'mobile' ? body.mobile : body.account)?.trim() ?? '';
  const named: Named = {};
  try {
    return await signInChecked(deps, body, client, now, named);
  } catch (error) {
    // A refusal of typed credentials goes to the sign-in log; an empty form is no attempt.
    if (error instanceof ApiError && login !== '' && error.key !== 'required') {
      deps.logs.signInFailed({
        userId: named.userId ?? null,
        account: login.slice(0, 100),
        loginAt: now,
        ip: client.ip,
        ipPlace: ipPlace(client.ip),
        userAgent: client.userAgent.slice(0, 500),
        loginType,
        failure: error.key,
      });
    }
    throw error;
  }
}

/** The user the typed login named, once known: a failure is logged under them. */
interface Named {
  userId?: string;
}

async function signInChecked(
  deps: OauthDeps,
  body: LoginBody,
  client: Client,
  now: Date,
  named: Named,
): Promise<LoginResult> {
  const loginType = body.loginType ?? 'account';
  const { user, reservation } =
    loginType === 'mobile'
      ? await byVerificationCode(deps, body, client, now)
      : await byPassword(deps, body, client, now, named);
  named.userId = user.id;
  await deps.failures.forgive(reservation);
  // Only someone who proved the password or code learns that the account is disabled.
  if (!user.enabled) throw badRequest('userDisabled');
  const settings = await deps.settings.get();
  const token = await openSession(deps.db, {
    userId: user.id,
    account: (loginType === 'mobile' ? body.mobile : body.account)?.trim() ?? user.account,
    ip: client.ip,
    ipPlace: ipPlace(client.ip),
    userAgent: client.userAgent,
    loginType,
    now,
    ttlHours: settings.sessionLifetimeHours,
  });
  const expired =
    loginType === 'account' && passwordExpired(user, settings.passwordExpiryDays, now);
  return { token, theme: user.theme, ...(expired ? { passwordExpired: true } : {}) };
}

/**
 * Whether the password is older than the configured days (0: never). The sign-in still succeeds,
 * since changing the password takes a session; the answer tells the shell to ask for a new one.
 */
function passwordExpired(user: UserRow, expiryDays: number, now: Date): boolean {
  if (expiryDays === 0) return false;
  return now.getTime() - user.passwordChangedAt.getTime() > expiryDays * 86_400_000;
}

interface Verified {
  user: UserRow;
  reservation: Reservation;
}

async function byPassword(
  deps: OauthDeps,
  body: LoginBody,
  client: Client,
  now: Date,
  named: Named,
): Promise<Verified> {
  const account = body.account?.trim() ?? '';
  const password = body.password ?? '';
  if (account === '') throw badRequest('required', { field: 'account' });
  if (password === '') throw badRequest('required', { field: 'password' });
  if (!isMd5Hex(password)) throw badRequest('badPasswordDigest');
  const user = await findUserByLoginName(deps.db, account);
  named.userId = user?.id;
  const attempt = await passwordAttempt(deps.db, { ip: client.ip, account, userId: user?.id }, now);
  const reservation = await deps.failures.reserve(attempt, now);
  const valid = await verifyPassword(user?.passwordHash, password);
  if (!valid || user === undefined) throw badRequest('badCredentials');
  return { user, reservation };
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
  // No account-wide delay here: each code allows a few tries only, and this path must stay open
  // to the owner while strangers slow the account's password down.
  const attempt = { ip: client.ip, account: `mobile:${mobile}`, accountWide: false };
  const reservation = await deps.failures.reserve(attempt, now);
  const matched = await consumeCode(deps.db, mobile, code, now);
  const user = matched ? await findMainUserByMobile(deps.db, mobile) : undefined;
  if (user === undefined) throw badRequest('badVerCode');
  return { user, reservation };
}
