import { randomUUID } from 'node:crypto';
import { link, mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DbLogger } from '../types';
import type { DataLayout } from './data-layout';

/**
 * PGlite does not lock its folder, and two processes writing one folder lose acknowledged rows.
 * This lock file names the server process and, once started, its PGlite host process: the
 * folder counts as free only when neither is alive, because a host orphaned by a killed server
 * may still be flushing for a moment.
 */
interface LockContent {
  pid: number;
  childPid?: number;
  token: string;
}

export interface DataDirLock {
  /** Records the PGlite host process so that a lock left by a killed server is not taken too early. */
  setChildPid(pid: number): Promise<void>;
  release(): Promise<void>;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by process ${pid}. ` +
        'Stop that server or set DATA_DIR to another folder.',
    );
    this.name = 'DataDirInUseError';
  }
}

// A lock file is written right after it is created; content that is still unreadable after this
// long belongs to a process that died in between.
const UNREADABLE_GRACE_MS = 2000;
const MAX_ATTEMPTS = 50;

export async function acquireDataDirLock(
  layout: DataLayout,
  logger: DbLogger,
): Promise<DataDirLock> {
  await mkdir(layout.dataDir, { recursive: true });
  const mine: LockContent = { pid: process.pid, token: randomUUID() };
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    if (await tryCreate(layout.lockFile, mine)) return ownedLock(layout.lockFile, mine);
    const existing = await readExisting(layout.lockFile);
    if (existing === 'gone') continue;
    if (existing === 'unreadable') {
      if (await isYoung(layout.lockFile)) {
        await sleep(50);
        continue;
      }
    } else {
      const holder = liveHolder(existing.content);
      if (holder !== undefined) throw new DataDirInUseError(layout.dataDir, holder);
    }
    const raw = existing === 'unreadable' ? undefined : existing.raw;
    if (await takeOverStale(layout.lockFile, raw)) {
      const who =
        existing === 'unreadable' ? 'an unreadable lock' : `process ${existing.content.pid}`;
      logger.warn(
        `The data folder ${layout.dataDir} was locked by ${who}, which is no longer running; ` +
          'taking the lock over.',
      );
    }
  }
  throw new Error(
    `Could not lock the data folder ${layout.dataDir}: the lock file keeps changing.`,
  );
}

async function tryCreate(lockFile: string, content: LockContent): Promise<boolean> {
  try {
    await writeFile(lockFile, JSON.stringify(content), { flag: 'wx' });
    return true;
  } catch (error) {
    if (isCode(error, 'EEXIST')) return false;
    throw error;
  }
}

type Existing = 'gone' | 'unreadable' | { raw: string; content: LockContent };

async function readExisting(lockFile: string): Promise<Existing> {
  let raw: string;
  try {
    raw = await readFile(lockFile, 'utf8');
  } catch (error) {
    if (isCode(error, 'ENOENT')) return 'gone';
    throw error;
  }
  const content = parseLock(raw);
  return content ? { raw, content } : 'unreadable';
}

function parseLock(raw: string): LockContent | undefined {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return undefined;
    const { pid, childPid, token } = value as Record<string, unknown>;
    if (typeof pid !== 'number' || typeof token !== 'string') return undefined;
    return { pid, token, ...(typeof childPid === 'number' ? { childPid } : {}) };
  } catch {
    return undefined;
  }
}

async function isYoung(lockFile: string): Promise<boolean> {
  try {
    return Date.now() - (await stat(lockFile)).mtimeMs < UNREADABLE_GRACE_MS;
  } catch {
    return true;
  }
}

function liveHolder(content: LockContent): number | undefined {
  if (isAlive(content.pid)) return content.pid;
  if (content.childPid !== undefined && isAlive(content.childPid)) return content.childPid;
  return undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return isCode(error, 'EPERM');
  }
}

/**
 * Moves the stale lock aside rather than deleting it, then checks that what was moved is the
 * stale lock that was read: if another process took the lock over in between, its fresh lock
 * is put back instead of being deleted.
 */
async function takeOverStale(lockFile: string, expectedRaw: string | undefined): Promise<boolean> {
  const aside = `${lockFile}.stale-${process.pid}-${randomUUID()}`;
  try {
    await rename(lockFile, aside);
  } catch (error) {
    if (isCode(error, 'ENOENT')) return false;
    throw error;
  }
  const moved = await readFile(aside, 'utf8');
  if (expectedRaw === undefined ? parseLock(moved) === undefined : moved === expectedRaw) {
    await unlink(aside);
    return true;
  }
  try {
    await link(aside, lockFile);
  } catch {
    // Someone created a new lock meanwhile; theirs wins and the one moved aside is dropped.
  }
  await unlink(aside);
  return false;
}

function ownedLock(lockFile: string, mine: LockContent): DataDirLock {
  let content = mine;
  const stillMine = async (): Promise<boolean> => {
    const existing = await readExisting(lockFile);
    return typeof existing === 'object' && existing.content.token === mine.token;
  };
  return {
    async setChildPid(childPid) {
      if (!(await stillMine())) return;
      content = { ...content, childPid };
      const next = `${lockFile}.${mine.token}`;
      await writeFile(next, JSON.stringify(content));
      await rename(next, lockFile);
    },
    async release() {
      if (await stillMine()) await unlink(lockFile);
    },
  };
}

function isCode(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}
