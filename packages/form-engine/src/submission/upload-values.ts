import type { FormField } from '@mepm/contract';
import { fail, pass, type ValueCheck } from './value-check';

/** Uploads take at most this many files when the field sets no limit. */
export const MAX_UPLOADS = 100;

export interface UploadedFile {
  name: string;
  fileId: string;
  url?: string;
  size?: number;
}

function uploadedFile(item: unknown): UploadedFile | undefined {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return undefined;
  const { name, fileId, url, size } = item as Record<string, unknown>;
  if (typeof name !== 'string' || name === '' || name.length > 255 || name.includes('\u0000'))
    return undefined;
  if (typeof fileId !== 'string' || !/^[A-Za-z0-9._-]{1,200}$/.test(fileId)) return undefined;
  const file: UploadedFile = { name, fileId };
  // Only a path of our own file service is kept as the link; anything else is dropped.
  if (typeof url === 'string' && url.length <= 500 && /^\/(?!\/)/.test(url)) file.url = url;
  if (typeof size === 'number' && Number.isSafeInteger(size) && size >= 0) file.size = size;
  return file;
}

/**
 * Upload file and upload image: a list of `{name, fileId}` (url and size kept when sound, other
 * keys dropped), at most the field's `limit`. That each file exists and belongs to the caller is
 * the server's check (it knows the files).
 */
export function checkUploads(field: FormField, value: unknown): ValueCheck {
  if (!Array.isArray(value)) return fail('badType');
  const { limit } = field as { limit?: number };
  const most = limit ? Math.min(limit, MAX_UPLOADS) : MAX_UPLOADS;
  if (value.length > most) {
    return fail(field.__config__.wyzxKey === 'uploadImage' ? 'tooManyImages' : 'tooManyFiles', {
      limit: most,
    });
  }
  const files = value.map(uploadedFile);
  if (files.some((file) => file === undefined)) return fail('badFormat');
  if (new Set(files.map((file) => file?.fileId)).size !== files.length) return fail('badFormat');
  return pass(files);
}
