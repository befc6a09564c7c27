/** What a secret value is replaced by. */
export const REDACTED = '******';

/** The longest body text an operation log keeps. */
export const BODY_LIMIT = 4096;

const STRING_LIMIT = 500;
const ARRAY_LIMIT = 50;
const DEPTH_LIMIT = 8;

/**
 * A key that names a secret: any password (`password`, `newPassword`, `dbPassword`, `pwd`),
 * secret, token or credential, and any key ending in `key` (`apiKey`, `accessKey`, `privateKey`).
 */
export function isSecretKey(key: string): boolean {
  const name = key.toLowerCase().replace(/[^a-z0-9]/g, '');
  return (
    /passw(or)?d|pwd|secret|token|credential|authorization|cookie/.test(name) ||
    name.endsWith('key')
  );
}

/**
 * A copy of a request body fit to be kept: values under secret keys replaced at every depth,
 * long strings and arrays cut, deep nesting elided. The walk itself is bounded, so a huge body
 * costs no more than a small one.
 */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') {
    return value.length > STRING_LIMIT ? `${value.slice(0, STRING_LIMIT)}…` : value;
  }
  if (value === null || typeof value !== 'object') return value;
  if (depth >= DEPTH_LIMIT) return '…';
  if (Array.isArray(value)) {
    const kept = value.slice(0, ARRAY_LIMIT).map((item) => redactValue(item, depth + 1));
    return value.length > ARRAY_LIMIT ? [...kept, `… ${value.length - ARRAY_LIMIT} more`] : kept;
  }
  if (Buffer.isBuffer(value)) return `<${value.length} bytes>`;
  const copy: Record<string, unknown> = {};
  let count = 0;
  for (const [key, item] of Object.entries(value)) {
    if (count++ >= ARRAY_LIMIT) {
      copy['…'] = 'more keys';
      break;
    }
    copy[key] = isSecretKey(key) ? REDACTED : redactValue(item, depth + 1);
  }
  return copy;
}

/** The body as JSON text with secrets removed, at most `BODY_LIMIT` characters. */
export function redactedBodyText(body: unknown): string {
  if (body === undefined || body === null) return '';
  const text = JSON.stringify(redactValue(body)) ?? '';
  return text.length > BODY_LIMIT ? `${text.slice(0, BODY_LIMIT - 1)}…` : text;
}
