import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface RunningServer {
  origin: string;
  /** Milliseconds from spawning the process to the first healthy answer. */
  readyAfterMs: number;
  stop(): Promise<void>;
  /** kill -9 of the server process alone, as a crash would; resolves once it has gone. */
  kill(): Promise<void>;
}

/**
 * Starts the product server as `npm start` would after the build (the launcher that bundles the
 * server when its sources changed, then runs it) and waits until it answers.
 */
export async function startServer(
  env: Record<string, string>,
  /** Options for node itself (e.g. --cpu-prof, which NODE_OPTIONS refuses). */
  nodeArgs: string[] = [],
): Promise<RunningServer> {
  const port = env.PORT ?? '3199';
  const origin = `http://127.0.0.1:${port}`;
  // A server left over from another run would answer /health and fake every figure below.
  if (await answers(origin))
    throw new Error(`Something already answers on port ${port}; stop it first.`);
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [...nodeArgs, path.join(repo, 'packages/server/scripts/start.mjs')],
    {
      cwd: path.join(repo, 'packages/server'),
      env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env, PORT: port },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  await waitUntilHealthy(origin, child);
  const readyAfterMs = performance.now() - started;
  return {
    origin,
    readyAfterMs,
    stop: () => stopProcess(child, 'SIGTERM'),
    kill: () => stopProcess(child, 'SIGKILL'),
  };
}

async function answers(origin: string): Promise<boolean> {
  try {
    await fetch(`${origin}/health`, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

async function waitUntilHealthy(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${origin}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('server did not become healthy within 120 s');
}

function stopProcess(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}
