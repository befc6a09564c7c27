import { access, rename } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

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
    return { db: await PGlite.create(pgliteDir, { extensions }), initialised: false };
  }
  const fresh = await PGlite.create(initDir, { extensions });
  await fresh.close();
  await rename(initDir, pgliteDir);
  return { db: await PGlite.create(pgliteDir, { extensions }), initialised: true };
}

/** The extensions the migrations create (PGlite loads an extension's code only when asked). */
const extensions = { pg_trgm };

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}
