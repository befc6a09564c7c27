import { randomBytes } from 'node:crypto';

/** 128 random bits: names cannot be guessed, which is what keeps avatars private enough. */
export function storedName(ext: string): string {
  return `${randomBytes(16).toString('hex')}.${ext}`;
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const CONTROL = /[\u0000-\u001f\u007f]/g;

/**
 * The client's file name reduced to something fit for display: the last path segment, no
 * control characters, at most 200 characters. It is stored for Content-Disposition only.
 */
export function displayName(clientName: string): string {
  const lastSegment = clientName.split(/[/\\]/).pop() ?? '';
  return lastSegment.replace(CONTROL, '').trim().slice(0, 200);
}
