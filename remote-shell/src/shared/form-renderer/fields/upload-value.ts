import { DEFAULT_UPLOAD_LIMIT, limitBytes } from '@mepm/contract/codes';
import type { SizeLimit, SizeUnit } from '@mepm/contract/codes';

/**
 * One uploaded file in a form's value. `name` and `fileId` are what the server answered (the
 * stored name a download names, and the file's id: what the server checks exists and belongs to
 * the caller); `fileName` is the name the file had on the user's machine, shown in the list.
 */
export interface UploadedRef {
  name: string;
  fileId: string;
  fileName: string;
  size: number;
}

const isRef = (item: unknown): item is UploadedRef =>
  typeof item === 'object' &&
  item !== null &&
  typeof Reflect.get(item, 'name') === 'string' &&
  typeof Reflect.get(item, 'fileId') === 'string';

/** The files of an upload field's value; anything else in it is dropped. */
export function refsOf(value: unknown): UploadedRef[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRef).map((ref) => ({
    name: ref.name,
    fileId: ref.fileId,
    fileName: typeof ref.fileName === 'string' && ref.fileName ? ref.fileName : ref.name,
    size: typeof ref.size === 'number' ? ref.size : 0,
  }));
}

/** The design's size limit: `fileSize` in `sizeUnit`, 2 MB when unset, none when 0 (SPEC §5). */
export function sizeLimitOf(field: { fileSize?: number; sizeUnit?: SizeUnit }): SizeLimit {
  if (field.fileSize === undefined) return DEFAULT_UPLOAD_LIMIT;
  return { size: field.fileSize, unit: field.sizeUnit ?? 'MB' };
}

/** Why a file is refused before any request, with the text's values; null when it may go. */
export type UploadRefusal =
  | { key: 'tooLarge'; size: number; unit: SizeUnit }
  | { key: 'notImage' }
  | { key: 'notAccepted'; accept: string };

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** `.pdf, .docx` as lower-case extensions; empty means any. */
function acceptedExtensions(accept: string | undefined): string[] {
  return (accept ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part.startsWith('.'));
}

export function refusalOf(
  file: File,
  rules: { limit: SizeLimit; images: boolean; accept?: string },
): UploadRefusal | null {
  // The server judges the kind by the bytes; this only spares a useless upload.
  if (rules.images && !IMAGE_TYPES.has(file.type)) return { key: 'notImage' };
  const extensions = acceptedExtensions(rules.accept);
  const name = file.name.toLowerCase();
  if (extensions.length > 0 && !extensions.some((extension) => name.endsWith(extension))) {
    return { key: 'notAccepted', accept: extensions.join(', ') };
  }
  if (file.size > limitBytes(rules.limit)) {
    return { key: 'tooLarge', size: rules.limit.size, unit: rules.limit.unit };
  }
  return null;
}
