import type { FastifyInstance } from 'fastify';
import { buildApp } from '../packages/server/src/app';
import { loadConfig } from '../packages/server/src/config';
import {
  DataDirInUseError,
  openDatabase,
  type DatabaseHandle,
} from '../packages/server/src/db/open-database';
import { runLoad } from './load';
import { captureQueries, replay } from './sql-capture';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

export interface RawSqlRate {
  perSecond: number;
  p99Ms: number;
  statements: number;
}

/**
 * Opens the bench's data folder in this process, records the SQL that one request sends after a
 * first one (`request` runs it through the app without HTTP), then replays exactly those
 * statements through `pg` with the same concurrency: the rate the database alone allows for it.
 */
export async function rawSqlRate(
  database: { dataDir: string; databaseUrl?: string },
  request: (app: FastifyInstance) => Promise<() => Promise<unknown>>,
  load: { concurrency: number; durationMs: number },
): Promise<RawSqlRate> {
  const handle = await openWhenFree(database);
  try {
    const app = await buildBenchApp(handle, database);
    const send = await request(app);
    // Once before recording: what a steady stream of the same request sends (a list's total is
    // counted on the first request and kept until the table changes).
    await send();
    const queries = await captureQueries(handle.pool, async () => {
      await send();
    });
    await app.close();
    const result = await runLoad(() => replay(handle.pool, queries), load);
    return { perSecond: result.perSecond, p99Ms: result.p99Ms, statements: queries.length };
  } finally {
    await handle.close();
  }
}

/**
 * The bench opens the folder right after stopping the server that used it. Once (of many runs)
 * the stopped server's database process still held the folder for a moment; wait for it rather
 * than fail the run.
 */
async function openWhenFree(database: { dataDir: string; databaseUrl?: string }) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      return await openDatabase({ ...database, logger: quiet });
    } catch (error) {
      if (!(error instanceof DataDirInUseError) || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** The app on an open bench database, silent, for `inject`; `env` adds to the configuration. */
export function buildBenchApp(
  handle: DatabaseHandle,
  database: { dataDir: string; databaseUrl?: string },
  env: Record<string, string> = {},
): Promise<FastifyInstance> {
  const config = loadConfig({
    ...process.env,
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl,
    LOG_LEVEL: 'silent',
    ...env,
  });
  return buildApp({ pool: handle.pool, config });
}

/** Signs in through the app (no HTTP) and returns the Authorization header value. */
export async function injectSignIn(app: FastifyInstance, body: URLSearchParams): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/oauth/Login',
    payload: body.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const envelope = response.json() as { code: number; msg: string; data: { token: string } };
  if (envelope.code !== 200) throw new Error(`sign-in failed: ${envelope.msg}`);
  return `Bearer ${envelope.data.token}`;
}
