/**
 * Start-up figures on one data folder: a cold first start, then, each the median of several
 * rounds, a warm start after a clean stop and a restart right after kill -9 of a server busy
 * writing (sign-ins store sessions), as a crash and an immediate restart by a supervisor would.
 * The restart includes waiting for the killed server's PGlite host to close.
 *
 * `npm run bench` prints these with the rest; `npx tsx bench/start-up.ts` prints them alone
 * (BENCH_PORT, BENCH_START_ROUNDS).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { percentile } from './load';
import { startServer, type RunningServer } from './server-process';
import { ADMIN_PASSWORD, login } from './sign-in';

export const START_ROUNDS = Number(process.env.BENCH_START_ROUNDS ?? 5);

export interface StartUpFigures {
  warmMs: number[];
  restartAfterKillMs: number[];
}

export async function measureStartUps(
  env: Record<string, string>,
  options: { rounds: number; signIn: (origin: string) => Promise<unknown> },
): Promise<StartUpFigures> {
  const warmMs: number[] = [];
  for (let round = 0; round < options.rounds; round++) {
    const server = await startServer(env);
    warmMs.push(server.readyAfterMs);
    await server.stop();
  }
  const restartAfterKillMs: number[] = [];
  let server: RunningServer = await startServer(env);
  for (let round = 0; round < options.rounds; round++) {
    await killWhileWriting(server, options.signIn);
    server = await startServer(env);
    restartAfterKillMs.push(server.readyAfterMs);
  }
  await server.stop();
  return { warmMs, restartAfterKillMs };
}

async function killWhileWriting(
  server: RunningServer,
  signIn: (origin: string) => Promise<unknown>,
): Promise<void> {
  let killed = false;
  const writer = async (): Promise<void> => {
    // Requests cut off by the kill fail; that is the point.
    while (!killed) await signIn(server.origin).catch(() => undefined);
  };
  const writers = Array.from({ length: 4 }, writer);
  await new Promise((resolve) => setTimeout(resolve, 500));
  killed = true;
  await server.kill();
  await Promise.all(writers);
}

export const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;

/** Rows of the bench's table: the median, with the fastest and slowest round. */
export function startUpRows(figures: StartUpFigures): [string, string][] {
  const spread = (values: number[]) =>
    `${seconds(percentile(values, 0.5))} (${seconds(Math.min(...values))}–${seconds(Math.max(...values))})`;
  const rounds = figures.warmMs.length;
  return [
    [`warm start, median of ${rounds}`, spread(figures.warmMs)],
    [
      `restart after kill -9 during writes, median of ${rounds}`,
      spread(figures.restartAfterKillMs),
    ],
  ];
}

async function main(): Promise<void> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'mepm-bench-'));
  const env = {
    PORT: process.env.BENCH_PORT ?? '3199',
    DATA_DIR: path.join(root, 'data'),
    ADMIN_PASSWORD,
    LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
  };
  const row = (name: string, value: string) => console.log(`${name.padEnd(44)} ${value}`);
  console.log(`\nStart-up on ${os.cpus().length} cores, Node ${process.version}\n`);
  try {
    const cold = await startServer(env);
    row('cold first start (init, migrate, seed, listen)', seconds(cold.readyAfterMs));
    await cold.stop();
    const figures = await measureStartUps(env, { rounds: START_ROUNDS, signIn: login });
    for (const [name, value] of startUpRows(figures)) row(name, value);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
