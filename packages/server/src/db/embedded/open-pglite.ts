import { access, rename } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * Opens the PGlite folder, first creating it if needed. A first-time initialisation runs in a
 * separate folder that is renamed into place only once complete, so a start killed halfway never
 * leaves a folder that looks ready but is not. (The caller removes such half-made folders.)
 */
export async function openPglite(
  pgliteDir: string,
  initDir: string,
): Promise<{ db: PGlite; initialised: boolean }> {
  if (await exists(path.join(pgliteDir, 'PG_VERSION'))) {
    return { db: await PGlite.create(pgliteDir), initialised: false };
  }
  const fresh = await PGlite.create(initDir);
  await fresh.close();
  await rename(initDir, pgliteDir);
  return { db: await PGlite.create(pgliteDir), initialised: true };
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}
