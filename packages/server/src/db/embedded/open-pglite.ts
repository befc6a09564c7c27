import { access, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { HostSettings, RestoreOutcome } from './host-protocol';

export interface OpenedPglite {
  db: PGlite;
  initialised: boolean;
  /** Set when a restore was staged: whether it replaced the data folder. */
  restore?: RestoreOutcome;
}

/**
 * Opens the PGlite folder, first creating it if needed. A first-time initialisation runs in a
 * separate folder that is renamed into place only once complete, so a start killed halfway never
 * leaves a folder that looks ready but is not. (The caller removes such half-made folders.)
 * A staged restore is unpacked the same way before the folder opens.
 */
export async function openPglite(
  settings: Pick<HostSettings, 'pgliteDir' | 'initDir' | 'restoreFile' | 'replacedDir'>,
): Promise<OpenedPglite> {
  const { pgliteDir, initDir } = settings;
  const restore = (await exists(settings.restoreFile)) ? await applyRestore(settings) : undefined;
  if (await exists(path.join(pgliteDir, 'PG_VERSION'))) {
    return { db: await PGlite.create(pgliteDir, { extensions }), initialised: false, restore };
  }
  const fresh = await PGlite.create(initDir, { extensions });
  await fresh.close();
  await rename(initDir, pgliteDir);
  return { db: await PGlite.create(pgliteDir, { extensions }), initialised: true, restore };
}

/**
 * Unpacks the staged dump into a fresh folder and swaps it in, keeping the replaced folder. The
 * staged file goes only once the swap is done: a start killed before that applies it again. A
 * dump that does not open is set aside and the current data stays.
 */
async function applyRestore(
  settings: Pick<HostSettings, 'pgliteDir' | 'initDir' | 'restoreFile' | 'replacedDir'>,
): Promise<RestoreOutcome> {
  try {
    const dump = new Blob([await readFile(settings.restoreFile)]);
    const restored = await PGlite.create(settings.initDir, { extensions, loadDataDir: dump });
    await restored.query('select 1');
    await restored.close();
  } catch (error) {
    await rm(settings.initDir, { recursive: true, force: true });
    await rename(settings.restoreFile, `${settings.restoreFile}.failed`);
    return { applied: false, message: error instanceof Error ? error.message : String(error) };
  }
  if (await exists(settings.pgliteDir)) await rename(settings.pgliteDir, settings.replacedDir);
  await rename(settings.initDir, settings.pgliteDir);
  await rm(settings.restoreFile, { force: true });
  return { applied: true, replacedDir: settings.replacedDir };
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
