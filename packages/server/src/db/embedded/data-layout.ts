import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * What lives inside DATA_DIR. PGlite gets a subfolder of its own so that the lock file and
 * half-made initialisations sit beside it rather than inside PostgreSQL's files, and so that
 * other server data (uploads, ...) can share DATA_DIR under the same lock.
 */
export interface DataLayout {
  dataDir: string;
  lockFile: string;
  pgliteDir: string;
  /** A dump staged by the data backup page; it replaces pgliteDir at the next start. */
  restoreFile: string;
}

const INIT_PREFIX = 'pglite.init-';
export const RESTORE_FILE = 'restore-pending.tar.gz';

export function dataLayout(dataDir: string): DataLayout {
  const absolute = path.resolve(dataDir);
  return {
    dataDir: absolute,
    lockFile: path.join(absolute, 'server.lock'),
    pgliteDir: path.join(absolute, 'pglite'),
    restoreFile: path.join(absolute, RESTORE_FILE),
  };
}

/** A fresh folder name for a first-time initialisation, renamed to pgliteDir when complete. */
export function initFolderFor(layout: DataLayout): string {
  return path.join(layout.dataDir, `${INIT_PREFIX}${process.pid}-${Date.now()}`);
}

/** Where a restore puts the data folder it replaces (kept: the restore can be undone by hand). */
export function replacedFolderFor(layout: DataLayout): string {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  return path.join(layout.dataDir, `pglite.replaced-${stamp}`);
}

/**
 * Removes what an interrupted first start left behind. Only safe while holding the lock: a
 * folder with this prefix then belongs to a process that is gone.
 */
export async function removeInitLeftovers(layout: DataLayout): Promise<string[]> {
  const entries = await readdir(layout.dataDir);
  const leftovers = entries.filter((name) => name.startsWith(INIT_PREFIX));
  for (const name of leftovers) {
    await rm(path.join(layout.dataDir, name), { recursive: true, force: true });
  }
  return leftovers;
}
