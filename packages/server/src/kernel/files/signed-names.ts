import { createHmac, timingSafeEqual } from 'node:crypto';
import { FILE_NAME_SIGNING } from '@mepm/contract';

/**
 * Download names that carry their own permission: `<stored name>~<expiry>~<signature>`, where the
 * signature is an HMAC of the type, the stored name and the expiry under the server's key. A link
 * with one needs no session token in its URL; it opens that one file until it expires. The type
 * is an upload type, or another kind of file a module serves (e.g. `dataBackup`), so that a
 * name signed for one kind never opens another.
 */
const SEPARATOR = '~';

function signature(key: Buffer, type: string, name: string, expires: string): string {
  return createHmac('sha256', key)
    .update(`${type}/${name}/${expires}`, 'utf8')
    .digest('base64url')
    .slice(0, 22);
}

export function signName(key: Buffer, type: string, name: string, now: Date): string {
  const expires = (Math.floor(now.getTime() / 1000) + FILE_NAME_SIGNING.lifetimeSeconds).toString(
    36,
  );
  return [name, expires, signature(key, type, name, expires)].join(SEPARATOR);
}

export const isSignedName = (name: string): boolean => name.includes(SEPARATOR);

/** The stored name a signed name opens, or undefined when it is forged, altered or expired. */
export function verifyName(
  key: Buffer,
  type: string,
  signed: string,
  now: Date,
): string | undefined {
  const [name, expires, given, ...rest] = signed.split(SEPARATOR);
  if (name === undefined || expires === undefined || given === undefined || rest.length > 0) {
    return undefined;
  }
  if (!/^[0-9a-z]{1,10}$/.test(expires)) return undefined;
  const expected = Buffer.from(signature(key, type, name, expires));
  const received = Buffer.from(given);
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) {
    return undefined;
  }
  if (parseInt(expires, 36) * 1000 < now.getTime()) return undefined;
  return name;
}
