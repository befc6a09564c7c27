import { randomUUID } from 'node:crypto';
import { link, mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DbLogger } from '../types';
import type { DataLayout } from './data-layout';
import { judgeHolder, parseLock, type Holder, type LockContent } from './lock-holder';
import { holdLock, type DataDirLock, type LockTimings } from './owned-lock';
import { currentSpace, startTimeOf } from './process-identity';

export type { DataDirLock, LockTimings } from './owned-lock';

/**
 * PGlite does not lock its folder, and two processes writing one folder lose acknowledged rows.
 * The lock file names the server process and its PGlite host process; the folder counts as free
 * only when neither runs, because a host orphaned by a killed server may still be closing.
 */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
    elsewhere = false,
  ) {
    super(
      `The data folder ${dataDir} is in use by process ${pid}` +
        `${elsewhere ? ' of another container or machine' : ''}. ` +
        'Stop that server or set DATA_DIR to another folder.',
    );
    this.name = 'DataDirInUseError';
  }
}

export const LOCK_TIMINGS: LockTimings = {
  heartbeatMs: 2000,
  // Long enough that a live holder on a loaded machine is never taken for dead; only holders
  // whose pids cannot be looked up from here (another container, another machine) wait this out.
  staleAfterMs: 15_000,
  // A PGlite host closes within a second or two of its server's end.
  exitingWaitMs: 15_000,
};

// A lock file is written right after it is created; content that is still unreadable after this
// long belongs to a process that died in between.
const UNREADABLE_GRACE_MS = 2000;
const MAX_RACES = 50;

const heldHere = new Set<string>();

export async function acquireDataDirLock(
  layout: DataLayout,
  logger: DbLogger,
  timings: LockTimings = LOCK_TIMINGS,
): Promise<DataDirLock> {
  await mkdir(layout.dataDir, { recursive: true });
  const mine: LockContent = {
    ...currentSpace(),
    token: randomUUID(),
    pid: process.pid,
    startTime: startTimeOf(process.pid),
  };
  const waits = new HolderWaits(timings);
  for (let races = 0; races < MAX_RACES;) {
    if (await tryCreate(layout.lockFile, { ...mine, heartbeatAt: Date.now() })) {
      heldHere.add(mine.token);
      try {
        return await holdLock(layout, mine, timings, logger, () => heldHere.delete(mine.token));
      } catch (error) {
        heldHere.delete(mine.token);
        await unlink(layout.lockFile).catch(() => undefined);
        throw error;
      }
    }
    const existing = await readExisting(layout.lockFile);
    if (existing === 'gone') {
      races++;
      continue;
    }
    if (existing === 'unreadable' && (await isYoung(layout.lockFile))) {
      await sleep(50);
      continue;
    }
    if (existing !== 'unreadable') {
      const holder = await judgeHolder(existing.content, {
        dataDir: layout.dataDir,
        heldHere,
        staleAfterMs: timings.staleAfterMs,
      });
      const verdict = waits.next(existing.content, holder);
      if (verdict === 'wait') {
        await sleep(holder.state === 'exiting' ? 50 : 250);
        continue;
      }
      if (verdict !== 'take-over') {
        throw new DataDirInUseError(layout.dataDir, verdict.pid, verdict.elsewhere);
      }
    }
    races++;
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

/** Refused: the folder's holder runs, here or (elsewhere) in another PID namespace or machine. */
interface InUse {
  pid: number;
  elsewhere: boolean;
}

/**
 * How long to wait on a holder before deciding: a closing PGlite host until it has exited, a
 * holder that cannot be looked up until its heartbeat either moves (alive) or stays still for
 * staleAfterMs (gone).
 */
class HolderWaits {
  private exitingSince: number | undefined;
  private watched: { token: string; heartbeatAt: number; since: number } | undefined;

  constructor(private readonly timings: LockTimings) {}

  next(content: LockContent, holder: Holder): 'take-over' | 'wait' | InUse {
    const now = performance.now();
    switch (holder.state) {
      case 'gone':
        return 'take-over';
      case 'alive':
        return { pid: holder.pid, elsewhere: holder.elsewhere };
      case 'exiting':
        this.exitingSince ??= now;
        return now - this.exitingSince < this.timings.exitingWaitMs
          ? 'wait'
          : { pid: holder.pid, elsewhere: false };
      case 'elsewhere': {
        const watched = this.watched;
        if (watched?.token === content.token && watched.heartbeatAt !== holder.heartbeatAt) {
          return { pid: holder.pid, elsewhere: true };
        }
        if (watched?.token !== content.token) {
          this.watched = { token: content.token, heartbeatAt: holder.heartbeatAt, since: now };
          return 'wait';
        }
        return now - watched.since < this.timings.staleAfterMs ? 'wait' : 'take-over';
      }
    }
  }
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

async function isYoung(lockFile: string): Promise<boolean> {
  try {
    return Date.now() - (await stat(lockFile)).mtimeMs < UNREADABLE_GRACE_MS;
  } catch {
    return true;
  }
}

/**
 * Moves the stale lock aside rather than deleting it, then checks that what was moved is the
 * stale lock that was read: if its holder refreshed it or another process took the lock over in
 * between, that lock is put back instead of being deleted.
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

function isCode(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}
