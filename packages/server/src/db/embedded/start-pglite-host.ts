import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isFromHost, type FromHost, type HostSettings, type ToHost } from './host-protocol';

export interface PgliteHost {
  pid: number;
  /**
   * Lets the host open the data folder, which must be locked by now; it listens on the lock's
   * liveness socket too, if there is one.
   */
  open(livenessSocket: net.Server | undefined): void;
  /** The folder holding the unix socket; `pg` connects with `host` set to it and port 5432. */
  socketDir: string;
  /** Settles when the host serves connections, or rejects with the reason it could not start. */
  ready: Promise<Extract<FromHost, { type: 'ready' }>>;
  onUnexpectedExit(listener: (error: Error) => void): void;
  /** Has the host write a gzipped tarball of the open data folder to `file`. */
  dump(file: string): Promise<{ bytes: number; ms: number }>;
  close(): Promise<void>;
  /** Stops the host at once, unclosed: PGlite recovers from that, not from a second writer. */
  kill(): void;
}

// First-time initialisation takes seconds and peaks near 1 GB; on a loaded machine give it room.
const READY_TIMEOUT_MS = 180_000;
const CLOSE_TIMEOUT_MS = 15_000;
export const SOCKET_PORT = 5432;
export const SOCKET_DIR_PREFIX = 'mepm-pglite-';

/** Starts the host process, which loads PGlite and waits for `open`. */
export function startPgliteHost(settings: Omit<HostSettings, 'socketPath'>): PgliteHost {
  // A private folder (mode 0700) rather than a TCP port: the socket accepts anyone who can reach
  // it without a password, so only this user may.
  const socketDir = mkdtempSync(path.join(tmpdir(), SOCKET_DIR_PREFIX));
  const hostSettings: HostSettings = {
    ...settings,
    socketPath: path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`),
  };
  const child = fork(hostScript(), [JSON.stringify(hostSettings)], {
    execArgv: hostExecArgv(),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  if (child.pid === undefined) throw new Error('Could not start the embedded database process.');

  let closing = false;
  const exitListeners: ((error: Error) => void)[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const ready = new Promise<Extract<FromHost, { type: 'ready' }>>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('The embedded database did not start within 3 minutes.'));
    }, READY_TIMEOUT_MS);
    const onExit = (code: number | null, signal: NodeJS.Signals | null): void => {
      clearTimeout(timer);
      reject(
        new Error(
          `The embedded database process exited while starting (${exitText(code, signal)}).`,
        ),
      );
    };
    child.once('exit', onExit);
    child.on('message', (message: unknown) => {
      if (!isFromHost(message) || (message.type !== 'ready' && message.type !== 'failed')) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      if (message.type === 'failed') {
        reject(new Error(`The embedded database could not start: ${message.message}`));
        return;
      }
      // From here on the server's own work keeps the process alive, not its database; if the
      // server exits without closing, the host sees the channel close and shuts down cleanly.
      child.unref();
      child.channel?.unref();
      child.once('exit', (code, signal) => {
        if (closing) return;
        const error = new Error(
          `The embedded database process exited unexpectedly (${exitText(code, signal)}).`,
        );
        for (const listener of exitListeners) listener(error);
      });
      resolve(message);
    });
  });

  // A host closed before it opened anything (its folder was in use) rejects with nobody waiting.
  ready.catch(() => undefined);

  let lastDumpId = 0;
  const dumps = new Map<number, (outcome: FromHost) => void>();
  child.on('message', (message: unknown) => {
    if (!isFromHost(message) || (message.type !== 'dumped' && message.type !== 'dumpFailed')) {
      return;
    }
    dumps.get(message.id)?.(message);
    dumps.delete(message.id);
  });
  child.once('exit', () => {
    for (const settle of dumps.values()) {
      settle({ type: 'dumpFailed', id: 0, message: 'The embedded database process exited.' });
    }
    dumps.clear();
  });

  return {
    pid: child.pid,
    open(livenessSocket) {
      const open: ToHost = { type: 'open' };
      child.send(open, livenessSocket);
    },
    socketDir,
    ready,
    onUnexpectedExit(listener) {
      exitListeners.push(listener);
    },
    dump(file) {
      const id = ++lastDumpId;
      return new Promise((resolve, reject) => {
        dumps.set(id, (outcome) => {
          if (outcome.type === 'dumped') resolve({ bytes: outcome.bytes, ms: outcome.ms });
          else if (outcome.type === 'dumpFailed') reject(new Error(outcome.message));
        });
        const message: ToHost = { type: 'dump', id, file };
        child.send(message);
      });
    },
    kill() {
      closing = true;
      child.kill('SIGKILL');
    },
    async close() {
      closing = true;
      // Hold the process open until the host has exited, so that the caller can release the lock.
      child.ref();
      await stopChild(child, exited);
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}

async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  if (child.connected) {
    const message: ToHost = { type: 'close' };
    child.send(message);
  } else {
    child.kill('SIGTERM');
  }
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(true), CLOSE_TIMEOUT_MS);
  });
  const gaveUp = await Promise.race([exited.then(() => false), timedOut]);
  clearTimeout(timer);
  if (gaveUp) {
    child.kill('SIGKILL');
    await exited;
  }
}

function exitText(code: number | null, signal: NodeJS.Signals | null): string {
  return signal ? `signal ${signal}` : `exit code ${String(code)}`;
}

/** The host script beside this file: .ts when the server runs under tsx, .js once compiled. */
function hostScript(): string {
  const here = fileURLToPath(import.meta.url);
  return path.join(path.dirname(here), `pglite-host${path.extname(here)}`);
}

function hostExecArgv(): string[] {
  if (path.extname(fileURLToPath(import.meta.url)) !== '.ts') return [];
  // Resolved here rather than by the child so that it does not depend on the working directory.
  return ['--import', import.meta.resolve('tsx')];
}
