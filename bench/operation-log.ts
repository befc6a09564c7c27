/**
 * `npx tsx bench/operation-log.ts` (also the last part of `npm run bench`): what the system log's
 * operation rows cost a write. One database, two applications on it, identical but for
 * OPERATION_LOG (off / on); rounds alternate so that both see the same machine. The write is the
 * profile's theme change (one UPDATE), through the whole app without HTTP, so the log's share is
 * not hidden behind socket work. Prints figures; never fails a build on a number.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../packages/server/src/app';
import { loadConfig } from '../packages/server/src/config';
import { createDb } from '../packages/server/src/db/client';
import { runMigrations } from '../packages/server/src/db/migrate';
import { openDatabase } from '../packages/server/src/db/open-database';
import { seed } from '../packages/server/src/db/seed';
import { seedMenusOf } from '../packages/server/src/kernel/compose-modules';
import { MODULES } from '../packages/server/src/modules';
import { runLoad } from './load';
import { injectSignIn } from './raw-sql';
import { ADMIN_PASSWORD, loginBody } from './sign-in';

const CONCURRENCY = 8;
/** Short rounds, many of them, order alternating: the machine's other load falls on both alike. */
const ROUND_MS = 1000;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

export interface OperationLogFigures {
  offPerSecond: number;
  onPerSecond: number;
  rowsWritten: number;
}

async function writer(app: FastifyInstance) {
  const authorization = await injectSignIn(app, loginBody());
  let turn = 0;
  return async () => {
    turn += 1;
    const response = await app.inject({
      method: 'PUT',
      url: `/api/permission/Users/Current/SystemTheme?n=${turn}`,
      headers: { authorization },
      payload: { theme: turn % 2 === 0 ? 'classic' : 'functional' },
    });
    if (response.statusCode !== 200) throw new Error(`theme change failed: ${response.body}`);
  };
}

export async function benchOperationLog(durationMs: number): Promise<OperationLogFigures> {
  const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'mepm-oplog-')), 'data');
  const handle = await openDatabase({ dataDir, logger: quiet });
  try {
    await runMigrations(handle.pool);
    const db = createDb(handle.pool);
    await seed(db, { adminPassword: ADMIN_PASSWORD, menus: seedMenusOf(MODULES) });
    const appWith = (operationLog: 'on' | 'off') =>
      buildApp({
        pool: handle.pool,
        config: loadConfig({
          ...process.env,
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          LOG_LEVEL: 'silent',
          OPERATION_LOG: operationLog,
        }),
      });
    const off = await appWith('off');
    const on = await appWith('on');
    const writeOff = await writer(off);
    const writeOn = await writer(on);
    // Warm both (compiled schemas, prepared statements) before measuring.
    await runLoad(writeOff, { concurrency: CONCURRENCY, durationMs: 1000 });
    await runLoad(writeOn, { concurrency: CONCURRENCY, durationMs: 1000 });
    let offRequests = 0;
    let onRequests = 0;
    const rounds = Math.max(2, Math.round(durationMs / ROUND_MS));
    const round = { concurrency: CONCURRENCY, durationMs: ROUND_MS };
    for (let i = 0; i < rounds; i++) {
      const offFirst = i % 2 === 0;
      if (offFirst) offRequests += (await runLoad(writeOff, round)).requests;
      onRequests += (await runLoad(writeOn, round)).requests;
      if (!offFirst) offRequests += (await runLoad(writeOff, round)).requests;
    }
    await off.close();
    await on.close();
    const counted = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from operation_logs`,
    );
    const seconds = (rounds * ROUND_MS) / 1000;
    return {
      offPerSecond: offRequests / seconds,
      onPerSecond: onRequests / seconds,
      rowsWritten: counted.rows[0]?.n ?? 0,
    };
  } finally {
    await handle.close();
    rmSync(path.dirname(dataDir), { recursive: true, force: true });
  }
}

export function printOperationLog(
  row: (name: string, value: string) => void,
  figures: OperationLogFigures,
): void {
  const cost = (1 - figures.onPerSecond / figures.offPerSecond) * 100;
  row('write (theme change), operation log off', `${figures.offPerSecond.toFixed(0)} req/s`);
  row('write (theme change), operation log on', `${figures.onPerSecond.toFixed(0)} req/s`);
  row('  cost of the operation log', `${cost.toFixed(1)} % (${figures.rowsWritten} rows kept)`);
}

if (process.argv[1]?.endsWith('operation-log.ts')) {
  const row = (name: string, value: string) => console.log(`${name.padEnd(44)} ${value}`);
  benchOperationLog(Number(process.env.BENCH_SECONDS ?? 5) * 1000)
    .then((figures) => printOperationLog(row, figures))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
