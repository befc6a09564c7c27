import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { DATA_BACKUP_NAME, type BackupRecord } from '@mepm/contract';
import { DumpFailedError, DumpToolMissingError } from '../../../db/dump-errors';
import type { DatabaseDumps } from '../../../db/types';
import { ApiError, badRequest } from '../../../plugins/envelope/api-error';

const NAME_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * The backups of one data folder: files in its `backups` folder, named by the server. A name
 * from a request is used only when it is one of those names (no separators, no dots beyond the
 * extension), so it never reaches outside the folder. One backup runs at a time per process:
 * a dump holds the embedded database's every other statement back, and two would only double
 * that.
 */
export class BackupStore {
  private running: Promise<BackupRecord> | undefined;

  constructor(
    readonly folder: string,
    private readonly dumps: () => Promise<DatabaseDumps | undefined>,
    private readonly now: () => Date,
  ) {}

  async list(): Promise<BackupRecord[]> {
    let names: string[];
    try {
      names = await readdir(this.folder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const records: BackupRecord[] = [];
    for (const name of names.filter((entry) => DATA_BACKUP_NAME.test(entry))) {
      const record = await this.find(name);
      if (record) records.push(record);
    }
    // Newest first: the name starts with the time it was made, the file's time breaks ties.
    return records.sort((a, b) => b.createdTime - a.createdTime || b.id.localeCompare(a.id));
  }

  /** The file of a backup, or a 404 for a name that is not one. */
  async file(id: string): Promise<{ path: string; record: BackupRecord }> {
    const record = DATA_BACKUP_NAME.test(id) ? await this.find(id) : undefined;
    if (record === undefined) throw new ApiError(404, 404, 'backupNotFound');
    return { path: path.join(this.folder, record.id), record };
  }

  /** Makes a backup now; a second request while one runs is refused, not queued. */
  create(): Promise<BackupRecord> {
    if (this.running) return Promise.reject(badRequest('backupRunning'));
    this.running = this.make().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  async remove(id: string): Promise<void> {
    const { path: file } = await this.file(id);
    await rm(file, { force: true });
  }

  /** Keeps the newest `keep` backups and deletes the rest; answers how many went. */
  async keepNewest(keep: number): Promise<number> {
    const old = (await this.list()).slice(keep);
    for (const record of old) await rm(path.join(this.folder, record.id), { force: true });
    return old.length;
  }

  private async make(): Promise<BackupRecord> {
    const dumps = await this.dumps();
    if (dumps === undefined) throw badRequest('backupUnavailable');
    await mkdir(this.folder, { recursive: true, mode: 0o700 });
    const id = `${stamp(this.now())}-${randomName(6)}.${dumps.extension}`;
    try {
      await dumps.dump(path.join(this.folder, id));
    } catch (error) {
      if (error instanceof DumpToolMissingError) {
        throw badRequest('backupToolMissing', { tool: error.tool });
      }
      if (error instanceof DumpFailedError)
        throw badRequest('backupFailed', { reason: error.message });
      throw error;
    }
    const record = await this.find(id);
    if (record === undefined) throw new Error(`the backup ${id} was not written`);
    return record;
  }

  private async find(name: string): Promise<BackupRecord | undefined> {
    try {
      const info = await stat(path.join(this.folder, name));
      if (!info.isFile()) return undefined;
      return {
        id: name,
        size: info.size,
        createdTime: Math.round(info.mtimeMs),
        format: name.endsWith('.tar.gz') ? 'tar.gz' : 'sql.gz',
      };
    } catch {
      return undefined;
    }
  }
}

/** `backup-20261125-211500`: the UTC time, so that names sort as the backups were made. */
function stamp(at: Date): string {
  const iso = at.toISOString();
  return `backup-${iso.slice(0, 10).replace(/-/g, '')}-${iso.slice(11, 19).replace(/:/g, '')}`;
}

function randomName(length: number): string {
  return Array.from(randomBytes(length), (byte) => NAME_ALPHABET[byte % 36]).join('');
}
