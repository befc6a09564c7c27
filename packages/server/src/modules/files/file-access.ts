import type { UploadTypeName } from '@mepm/contract';

export interface Reader {
  id: string;
  isAdministrator: boolean;
}

/**
 * Who may download a file. Avatars are shown to everyone signed in (and by their random names
 * without a session). Annexes and pictures belong to whoever uploaded them: no record of the
 * product refers to an uploaded file yet, so there is no record whose read rights could extend
 * this; administrators read every file. See docs/reference/files.md.
 */
export function mayRead(
  reader: Reader,
  file: { type: UploadTypeName; ownerId: string | null },
): boolean {
  if (file.type === 'userAvatar') return true;
  return reader.isAdministrator || (file.ownerId !== null && file.ownerId === reader.id);
}
