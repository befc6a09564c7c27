import { FILES, fillPath, type FileTypeName } from '@mepm/contract';

/** Where a stored file downloads from. */
export function fileUrl(type: FileTypeName, name: string): string {
  return fillPath(FILES.download, { type, name });
}

/** users.head_icon holds an avatar file's name; clients get its URL, or empty for none. */
export function headIconUrl(name: string): string {
  return name === '' ? '' : fileUrl('userAvatar', name);
}
