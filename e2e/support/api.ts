import { md5 } from 'js-md5';
import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { E2E } from './env';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** Signs in through the API, as a host portal does, and returns the token. */
export async function signInByApi(
  account: string = E2E.adminAccount,
  password: string = E2E.adminPassword,
): Promise<string> {
  const body = new URLSearchParams({
    loginType: 'account',
    account,
    password: md5(password),
    client_id: 'admin',
    client_secret: '123456',
    scope: 'all',
    grant_type: 'password',
  });
  const response = await fetch(`${E2E.remoteOrigin}/api/oauth/Login`, { method: 'POST', body });
  const envelope = (await response.json()) as Envelope<{ token: string } | null>;
  if (envelope.code !== 200 || !envelope.data) throw new Error(`sign-in failed: ${envelope.msg}`);
  return envelope.data.token;
}

/** Revokes a token the way a logout elsewhere (or an administrator) would. */
export async function revokeToken(token: string): Promise<void> {
  const response = await fetch(`${E2E.remoteOrigin}/api/oauth/Logout`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const envelope = (await response.json()) as Envelope<null>;
  if (envelope.code !== 200) throw new Error(`logout failed: ${envelope.msg}`);
}

/** The latest verification code the server sent to a mobile number (SMS_OUTBOX file). */
export async function latestSmsCode(mobile: string): Promise<string> {
  const lines = (await readFile(E2E.smsOutbox, 'utf8')).trim().split('\n');
  for (const line of lines.reverse()) {
    const entry = JSON.parse(line) as { mobile: string; code: string };
    if (entry.mobile === mobile) return entry.code;
  }
  throw new Error(`no verification code was sent to ${mobile}`);
}

/** The token a signed-in standalone shell keeps in localStorage, so that a reload keeps it. */
export async function tokenOfStandalonePage(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => /token$/i.test(name));
    return key ? localStorage.getItem(key) : null;
  });
  if (!token) throw new Error('the page holds no token');
  return token;
}

/** Calls the API with a token, as any client could, and returns the HTTP status and the code. */
export async function callApi(
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<{ status: number; code: number; data: unknown }> {
  const response = await fetch(`${E2E.remoteOrigin}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as Envelope<unknown>;
  return { status: response.status, code: envelope.code, data: envelope.data };
}
