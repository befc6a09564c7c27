/**
 * A real server process for tests that need more than one: started as `npm start` runs it (the
 * launcher, which bundles the server when its sources changed), on a free port, and stopped for
 * sure: also when the test process itself exits early.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { OAUTH } from '@mepm/contract';
import type pg from 'pg';
import { ADMIN_PASSWORD, loginForm } from './app-harness';

const launcher = fileURLToPath(new URL('../../scripts/start.mjs', import.meta.url));

export interface ServerChild {
  origin: string;
  stop(): Promise<void>;
  /** Kills the process outright (SIGKILL): no chance to clean up, as a crashed machine. */
  kill(): Promise<void>;
}

/** Starts a server with this environment (on top of the test's own) and waits until it listens. */
export function startServerChild(env: Record<string, string>): Promise<ServerChild> {
  const child = spawn(process.execPath, [launcher], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // A failed assertion or a crash of the test must not leave a server listening behind it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = () => {
    process.off('exit', killOnExit);
    return stopChild(child);
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error('the server did not listen within 60 s'));
    }, 60_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before listening`));
    });
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      const origin = /"msg":"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/.exec(line)?.[1];
      if (origin === undefined) return;
      clearTimeout(timer);
      resolve({ origin, stop, kill: () => killChild(child) });
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const hard = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(hard);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

function killChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/** Signs the user in through the process's HTTP API; answers the session token. */
export async function signInAt(origin: string, account: string, password: string): Promise<string> {
  const response = await fetch(`${origin}${OAUTH.login}`, {
    method: 'POST',
    body: loginForm(account, password),
  });
  const body = (await response.json()) as { code: number; data: { token: string } | null };
  if (body.code !== 200 || body.data === null) throw new Error(`sign-in of ${account} failed`);
  return body.data.token;
}

/**
 * What server processes need to run on a test's PostgreSQL database (`serverUrl` names the
 * server, `pool` is on the database): its URL, a data folder of their own (gone at `dispose`),
 * the seed's administrator password, and no built shell.
 */
export async function serverEnvOn(
  serverUrl: string,
  pool: pg.Pool,
): Promise<{ env: Record<string, string>; dispose(): Promise<void> }> {
  const { rows } = await pool.query<{ name: string }>('select current_database() as name');
  const url = new URL(serverUrl);
  url.pathname = `/${rows[0]?.name ?? ''}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'mepm-server-child-'));
  return {
    env: {
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      DATA_SOURCE_KEY: randomBytes(32).toString('hex'),
      ADMIN_PASSWORD,
      SHELL_DIST: '/nonexistent',
      HOST_DEMO_DIST: '/nonexistent',
    },
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}
