import type { FastifyInstance } from 'fastify';
import { buildApp } from '../packages/server/src/app';
import { loadConfig } from '../packages/server/src/config';
import { openDatabase } from '../packages/server/src/db/open-database';
import { runLoad } from './load';
import { captureQueries, replay } from './sql-capture';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

export interface RawSqlRate {
  perSecond: number;
  p99Ms: number;
  statements: number;
}

/**
 * Opens the bench's data folder in this process, records the SQL that one request sends
 * (`request` runs it through the app without HTTP), then replays exactly those statements through
 * `pg` with the same concurrency: the rate the database alone allows for that request.
 */
export async function rawSqlRate(
  dataDir: string,
  request: (app: FastifyInstance) => Promise<() => Promise<unknown>>,
  load: { concurrency: number; durationMs: number },
): Promise<RawSqlRate> {
  const handle = await openDatabase({ dataDir, logger: quiet });
  try {
    const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const app = await buildApp({ pool: handle.pool, config });
    const send = await request(app);
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
