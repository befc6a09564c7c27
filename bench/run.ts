/**
 * `npm run bench`: start-up, sign-in latency, CurrentUser throughput beside the raw SQL rate of the
 * same statements, the JavaScript a browser loads for the login page, and the first signed-in page
 * of the shell (mount() to interactive, JavaScript) beside a minimal React + MUI + Redux page built
 * with the same config (the floor). Prints figures; never fails a build on a number.
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { md5 } from 'js-md5';
import { loadConfig } from '../packages/server/src/config';
import { buildApp } from '../packages/server/src/app';
import { openDatabase } from '../packages/server/src/db/open-database';
import { measureLoadedJavaScript } from './loaded-javascript';
import { percentile, runLoad } from './load';
import { buildBenchPages } from './mount/build-pages';
import { printMountFigures } from './mount/report';
import { startPagesServer } from './mount/static-server';
import { measureMountToInteractive } from './mount-to-interactive';
import { startServer } from './server-process';
import { captureQueries, replay } from './sql-capture';

const PORT = process.env.BENCH_PORT ?? '3199';
const ADMIN_PASSWORD = 'Bench12345';
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 8) * 1000;
const CONCURRENCY = 8;
const MOUNT_RUNS = Number(process.env.BENCH_MOUNT_RUNS ?? 5);

const loginBody = () =>
  new URLSearchParams({
    loginType: 'account',
    account: 'admin',
    password: md5(ADMIN_PASSWORD),
    client_id: 'admin',
    client_secret: '123456',
    scope: 'all',
    grant_type: 'password',
  });

async function login(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/oauth/Login`, { method: 'POST', body: loginBody() });
  const envelope = (await response.json()) as { code: number; data: { token: string } };
  if (envelope.code !== 200) throw new Error(`login failed with ${envelope.code}`);
  return envelope.data.token;
}

async function currentUser(origin: string, token: string): Promise<void> {
  const response = await fetch(`${origin}/api/oauth/CurrentUser?n=${Date.now()}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const envelope = (await response.json()) as { code: number };
  if (envelope.code !== 200) throw new Error(`CurrentUser failed with ${envelope.code}`);
}

const row = (name: string, value: string) => console.log(`${name.padEnd(44)} ${value}`);
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) execSync('npm run build', { stdio: 'inherit' });
  // The bench's own pages (floor, shell harness) are always built: --no-build is about the product.
  await buildBenchPages();
  // Their origin hosts the shell the way a portal on another origin does, so the server admits it.
  const pages = await startPagesServer();
  const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'mepm-bench-')), 'data');
  const env = {
    PORT,
    DATA_DIR: dataDir,
    ADMIN_PASSWORD,
    LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
    HOST_ORIGINS: pages.origin,
  };
  console.log(`\nBench on ${os.cpus().length} cores, Node ${process.version}\n`);

  const cold = await startServer(env);
  row('cold first start (init, migrate, seed, listen)', ms(cold.readyAfterMs));

  const loginTimes: number[] = [];
  for (let i = 0; i < 60; i++) {
    const t0 = performance.now();
    await login(cold.origin);
    loginTimes.push(performance.now() - t0);
  }
  row(
    'login p50 / p99 (60 sequential)',
    `${ms(percentile(loginTimes, 0.5))} / ${ms(percentile(loginTimes, 0.99))}`,
  );

  const token = await login(cold.origin);
  const http = await runLoad(() => currentUser(cold.origin, token), {
    concurrency: CONCURRENCY,
    durationMs: DURATION_MS,
  });
  row(
    `CurrentUser over HTTP (${CONCURRENCY} clients)`,
    `${http.perSecond.toFixed(0)} req/s, p99 ${ms(http.p99Ms)}`,
  );

  const js = await measureLoadedJavaScript(`${cold.origin}/login`);
  row(
    'JavaScript loaded by /login (gzip)',
    `${(js.gzipBytes / 1024).toFixed(1)} KiB in ${js.files} files (${(js.rawBytes / 1024).toFixed(0)} KiB raw)`,
  );

  try {
    const mount = await measureMountToInteractive({
      shellOrigin: cold.origin,
      pagesOrigin: pages.origin,
      signIn: () => login(cold.origin),
      runs: MOUNT_RUNS,
    });
    printMountFigures(row, mount);
  } catch (error) {
    // The shell's first page is still changing; say why it was not measured and bench the rest.
    row(
      'first signed-in page',
      `not measured: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    await pages.stop();
  }
  await cold.stop();

  const warm = await startServer(env);
  row('warm start (existing data folder)', ms(warm.readyAfterMs));
  await warm.stop();

  const raw = await rawSqlRate(dataDir);
  row(
    `same SQL through pg, no HTTP (${CONCURRENCY} clients)`,
    `${raw.perSecond.toFixed(0)} sets/s (${raw.statements} statements each)`,
  );
  row('CurrentUser HTTP / raw SQL', `${((http.perSecond / raw.perSecond) * 100).toFixed(0)} %`);
  rmSync(path.dirname(dataDir), { recursive: true, force: true });
}

/** Opens the bench's data folder in this process, records CurrentUser's SQL and replays it. */
async function rawSqlRate(dataDir: string): Promise<{ perSecond: number; statements: number }> {
  const quiet = { info: () => {}, warn: () => {}, error: () => {} };
  const handle = await openDatabase({ dataDir, logger: quiet });
  try {
    const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const app = await buildApp({ pool: handle.pool, config });
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/oauth/Login',
      payload: loginBody().toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const token = (signIn.json() as { data: { token: string } }).data.token;
    const queries = await captureQueries(handle.pool, async () => {
      await app.inject({
        method: 'GET',
        url: '/api/oauth/CurrentUser',
        headers: { authorization: `Bearer ${token}` },
      });
    });
    await app.close();
    const result = await runLoad(() => replay(handle.pool, queries), {
      concurrency: CONCURRENCY,
      durationMs: DURATION_MS,
    });
    return { perSecond: result.perSecond, statements: queries.length };
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
