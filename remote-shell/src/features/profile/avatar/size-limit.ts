import { DEFAULT_UPLOAD_LIMIT, limitBytes } from '@mepm/contract/codes';
import type { SizeLimit } from '@mepm/contract/codes';

/** The avatar takes the default upload limit (2 MB); a falsy size would mean none. */
export const AVATAR_LIMIT: SizeLimit = DEFAULT_UPLOAD_LIMIT;

export function exceedsLimit(file: Blob, limit: SizeLimit = AVATAR_LIMIT): boolean {
  return file.size > limitBytes(limit);
}

/** The server checks the content again; this only spares the user a useless upload. */
export function isImage(file: Blob): boolean {
  return file.type.startsWith('image/');
}
