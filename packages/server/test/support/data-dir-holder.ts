import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { dataLayout } from '../../src/db/embedded/data-layout';

const script = fileURLToPath(new URL('./hold-data-dir.ts', import.meta.url));

export interface Holder {
  child: ChildProcess;
  /** Settles with the process's report once it has opened the folder or been refused. */
  outcome: Promise<{ opened: number } | { refused: string }>;
  warnings: string[];
}

/**
 * Starts a process that opens dataDir and holds it (see hold-data-dir.ts). `prefix` runs it
 * under another command, e.g. unshare; `detached` gives it a process group of its own, so that
 * it can be killed together with its PGlite host.
 */
export function startHolder(
  dataDir: string,
  options: { prefix?: string[]; detached?: boolean } = {},
): Holder {
  const command = [...(options.prefix ?? []), process.execPath, '--import', 'tsx', script, dataDir];
  const [file = '', ...args] = command;
  const child = spawn(file, args, {
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: options.detached ?? false,
  });
  const warnings: string[] = [];
  const outcome = new Promise<{ opened: number } | { refused: string }>((resolve, reject) => {
    child.once('exit', (code, signal) =>
      reject(new Error(`the holder exited (${signal ?? code}) before reporting`)),
    );
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      const report = JSON.parse(line) as { warning?: string; opened?: number; refused?: string };
      if (report.warning !== undefined) warnings.push(report.warning);
      if (report.opened !== undefined) resolve({ opened: report.opened });
      if (report.refused !== undefined) resolve({ refused: report.refused });
    });
  });
  return { child, outcome, warnings };
}

export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export interface LockFile {
  token: string;
  pid: number;
  childPid?: number;
  socket?: string;
  heartbeatAt?: number;
}

export async function readLock(dataDir: string): Promise<LockFile> {
  return JSON.parse(await readFile(dataLayout(dataDir).lockFile, 'utf8')) as LockFile;
}

/** The unix socket folder of a running PGlite host, from the settings on its command line. */
export async function socketFolderOf(hostPid: number): Promise<string> {
  const argv = (await readFile(`/proc/${hostPid}/cmdline`, 'utf8')).split('\0');
  const settings = JSON.parse(argv.find((arg) => arg.startsWith('{')) ?? '{}') as {
    socketPath: string;
  };
  return settings.socketPath.slice(0, settings.socketPath.lastIndexOf('/'));
}
