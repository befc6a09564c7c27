import { readdirSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import type net from 'node:net';
import path from 'node:path';
import type { DbLogger } from '../types';
import type { DataLayout } from './data-layout';
import { listenForKnocks } from './liveness-socket';
import { parseLock, type LockContent } from './lock-holder';
import { startTimeOf } from './process-identity';

export interface LockTimings {
  /** How often the holder rewrites its heartbeat. */
  heartbeatMs: number;
  /** How long a heartbeat that cannot be checked otherwise may stand still before it is dead. */
  staleAfterMs: number;
  /** How long to wait for the PGlite host of a killed server to close before refusing. */
  exitingWaitMs: number;
}

export interface DataDirLock {
  /**
   * Listens in the data folder for as long as this process runs; the PGlite host must listen on
   * it too, so that a newcomer finds the folder busy until the host has exited. Undefined where
   * the folder cannot hold a unix socket.
   */
  livenessSocket: net.Server | undefined;
  /** Records the PGlite host process once it is started. */
  setChild(pid: number): void;
  /** Told once if another process took the lock over: this process must stop writing at once. */
  onLost(listener: (error: Error) => void): void;
  release(): Promise<void>;
}

const SOCKET_NAME = /^server\.lock\.[\w-]+\.sock$/;

/** The lock just created by this process: keeps it fresh, and tells when it was taken away. */
export async function holdLock(
  layout: DataLayout,
  content: LockContent,
  timings: LockTimings,
  logger: DbLogger,
  forget: () => void,
): Promise<DataDirLock> {
  const socketName = `server.lock.${content.token.slice(0, 8)}.sock`;
  // Sockets of earlier holders: none of them runs, or this process would not hold the lock.
  for (const name of readdirSync(layout.dataDir)) {
    if (SOCKET_NAME.test(name) && name !== socketName) {
      rmSync(path.join(layout.dataDir, name), { force: true });
    }
  }
  const livenessSocket = await listenForKnocks(path.join(layout.dataDir, socketName));
  let current: LockContent = livenessSocket ? { ...content, socket: socketName } : content;

  const ownership = (): 'mine' | 'missing' | 'taken' => {
    let raw: string;
    try {
      raw = readFileSync(layout.lockFile, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
      throw error;
    }
    return parseLock(raw)?.token === content.token ? 'mine' : 'taken';
  };
  // Synchronous on purpose: a few hundred microseconds that no queue of file-system work (the
  // thread pool is shared with password hashing) can delay.
  const rewrite = (next: LockContent): void => {
    const temporary = `${layout.lockFile}.${content.token}`;
    writeFileSync(temporary, JSON.stringify(next));
    renameSync(temporary, layout.lockFile);
    current = next;
  };

  const lostListeners: ((error: Error) => void)[] = [];
  let lost: Error | undefined;
  const lose = (): void => {
    clearInterval(heartbeat);
    lost = new Error(
      `Another process took over the lock of the data folder ${layout.dataDir}; ` +
        'stopping so that two processes never write it at once.',
    );
    for (const listener of lostListeners) listener(lost);
  };
  const beat = (): void => {
    try {
      const state = ownership();
      if (state === 'taken') return lose();
      const next = { ...current, heartbeatAt: Date.now() };
      if (state === 'mine') return rewrite(next);
      // Deleted, or moved aside for a moment by a process checking it: put it back unless
      // someone else created one meanwhile (the next beat then finds it taken).
      writeFileSync(layout.lockFile, JSON.stringify(next), { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return;
      logger.warn(`Could not refresh the lock of ${layout.dataDir}: ${(error as Error).message}`);
    }
  };
  rewrite({ ...current, heartbeatAt: Date.now() });
  const heartbeat = setInterval(beat, timings.heartbeatMs);
  // The lock must not keep the process alive; it goes with the process.
  heartbeat.unref();

  return {
    livenessSocket,
    setChild(pid) {
      if (lost !== undefined || ownership() !== 'mine') {
        throw new Error(`The lock of the data folder ${layout.dataDir} was taken over.`);
      }
      rewrite({
        ...current,
        childPid: pid,
        childStartTime: startTimeOf(pid),
        heartbeatAt: Date.now(),
      });
    },
    onLost(listener) {
      if (lost !== undefined) listener(lost);
      else lostListeners.push(listener);
    },
    async release() {
      clearInterval(heartbeat);
      forget();
      if (livenessSocket !== undefined) {
        await new Promise<void>((resolve) => livenessSocket.close(() => resolve()));
      }
      if (lost === undefined && ownership() === 'mine') unlinkSync(layout.lockFile);
    },
  };
}
