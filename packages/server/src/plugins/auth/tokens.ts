import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: the token a client holds. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Sessions store only this digest of the token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** `Bearer <token>` or the bare token (the shell family sends either). */
export function tokenFromHeader(header: string | undefined): string | undefined {
  const value = header?.trim() ?? '';
  const token = /^bearer\s+/i.test(value) ? value.replace(/^bearer\s+/i, '') : value;
  return token === '' ? undefined : token;
}
