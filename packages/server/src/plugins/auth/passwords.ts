import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** The client sends md5(password) as 32 hex characters: passwords never travel in clear. */
export function isMd5Hex(value: string): boolean {
  return /^[0-9a-f]{32}$/i.test(value);
}

export function md5Hex(plain: string): string {
  return createHash('md5').update(plain, 'utf8').digest('hex');
}

/** argon2id (the library's default algorithm) of the lower-cased md5 hex. */
export function hashPassword(md5: string): Promise<string> {
  return hash(md5.toLowerCase());
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash, or against a throw-away hash when there is no user,
 * so that an unknown account costs the same time as a wrong password.
 */
export async function verifyPassword(stored: string | undefined, md5: string): Promise<boolean> {
  dummyHash ??= hash(randomBytes(16).toString('hex'));
  const target = stored ?? (await dummyHash);
  const matches = await verify(target, md5.toLowerCase()).catch(() => false);
  return stored !== undefined && matches;
}
