import { cpSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dataLayout } from '../../src/db/embedded/data-layout';
import { migratedTemplate } from './test-database';

export interface ScratchDataDir {
  dataDir: string;
  remove(): Promise<void>;
}

/** An empty DATA_DIR for tests of the embedded database that need a first start. */
export async function emptyDataDir(): Promise<ScratchDataDir> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'mepm-datadir-'));
  return { dataDir, remove: () => rm(dataDir, { recursive: true, force: true }) };
}

/** A DATA_DIR holding an initialised, migrated embedded database, copied from the template. */
export async function initialisedDataDir(): Promise<ScratchDataDir> {
  const template = await migratedTemplate();
  const scratch = await emptyDataDir();
  cpSync(dataLayout(template).pgliteDir, dataLayout(scratch.dataDir).pgliteDir, {
    recursive: true,
  });
  return scratch;
}

/** A logger that keeps what it was told, for tests that check warnings. */
export function recordingLogger(): {
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string): void;
  warnings: string[];
  errors: string[];
} {
  const warnings: string[] = [];
  const errors: string[] = [];
  return {
    info() {},
    warn: (msg) => warnings.push(msg),
    error: (msg) => errors.push(msg),
    warnings,
    errors,
  };
}
