import { PUBLIC_FILE_TYPES, type FileTypeName } from '@mepm/contract';
import type { Caller } from '../../kernel/caller';
import { ApiError } from '../../plugins/envelope/api-error';
import { permissionDenied } from '../../plugins/permission/require-permission';
import type { FilesDeps } from './deps';

export interface Reader {
  id: string;
  isAdministrator: boolean;
}

/**
 * Who may download a file. Avatars and rich-text images are shown to everyone signed in (and by
 * their random names without a session). Annexes and pictures belong to whoever uploaded them,
 * administrators read every file, and modules' grants let the readers of their records read the
 * files those name (`assertMayRead`). See docs/reference/files.md.
 */
export function mayRead(
  reader: Reader,
  file: { type: FileTypeName; ownerId: string | null },
): boolean {
  if (isPublicFileType(file.type)) return true;
  return reader.isAdministrator || (file.ownerId !== null && file.ownerId === reader.id);
}

/** Files read by their random names alone (PUBLIC_FILE_TYPES). */
export function isPublicFileType(type: FileTypeName): boolean {
  return PUBLIC_FILE_TYPES.some((publicType) => publicType === type);
}

/**
 * Refuses a reader who may not read the file: for a type another module decides for (chat
 * images), with 404 as if the file did not exist; for the others with 403 unless a module's
 * grant lets them (the files a task's history names, for whoever may read the task).
 */
export async function assertMayRead(
  deps: FilesDeps,
  reader: Caller,
  type: FileTypeName,
  file: { name: string; ownerId: string | null },
): Promise<void> {
  const rule = deps.fileReaders.get(type);
  if (rule !== undefined) {
    if (!(await rule.mayRead(deps.db, reader.id, file)))
      throw new ApiError(404, 404, 'fileNotFound');
    return;
  }
  if (mayRead(reader, { type, ownerId: file.ownerId })) return;
  for (const grant of deps.fileGrants) {
    if (grant.types.includes(type) && (await grant.mayRead(deps.db, reader, file))) return;
  }
  throw permissionDenied();
}
