import { randomBytes } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so that a typed code is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 10;

/**
 * A new scan code: 50 random bits. It only names a ticket to a signed-in user (whose confirm
 * signs the login page in as that user, never the reverse), lives two minutes, and scans are
 * rate-limited per user, so guessing one of the live codes stays hopeless.
 */
export function newScanCode(): string {
  // 32 divides 256: the low five bits of a random byte are uniform.
  return Array.from(randomBytes(CODE_LENGTH), (byte) => ALPHABET[byte & 31]).join('');
}

/** The stored form of a code as a person types it: `ABCDE-FGHJK` or `ABCDEFGHJK`. */
export function normalizeScanCode(input: string): string {
  return input.replace('-', '');
}

/** How the login page shows a code. */
export function displayScanCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}
