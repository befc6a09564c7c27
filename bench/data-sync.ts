/**
 * Data sync: 100,000 rows (about 50 MB as text) copied into a new table through the copy the
 * server runs (batches into a staging table, published in one transaction), between two
 * PostgreSQL databases, from and into the embedded database, and into MariaDB when one answers
 * at 127.0.0.1:3306. Rows per second and the heap and resident memory the copy added at most.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DATA_SYNC_LIMITS } from '@mepm/contract';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { openDatabase } from '../packages/server/src/db/open-database';
import { DRIVERS, type SourceSettings } from '../packages/server/src/kernel/data-sources/drivers';
import { postgresqlTables } from '../packages/server/src/kernel/data-sources/tables/postgresql-tables';
import type { TableAccess } from '../packages/server/src/kernel/data-sources/tables/table-access';
import { copyTable } from '../packages/server/src/modules/systemData/dataSync/copy-table';

const ROWS = 100_000;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

const CREATE = `create table items (
  id bigint primary key, label text not null, amount numeric(12,2), flag boolean,
  made timestamptz, payload jsonb, note varchar(20))`;
const FILL = `insert into items
  select g, repeat(md5(g::text), 12), g * 1.25, g % 2 = 0,
    timestamptz '2026-01-01 08:00:00+08' + g * interval '1 minute',
    jsonb_build_object('n', g, 'tags', jsonb_build_array('a', g)), 'note ' || g
  from generate_series(1, ${ROWS}) g`;

export interface SyncFigure {
  label: string;
  rows: number;
  rowsPerSecond: number;
  /** The most the heap and the resident set grew over their size before the copy, in MiB. */
  heapMiB: number;
  rssMiB: number;
}

interface Side {
  access: TableAccess;
  dispose(): Promise<void>;
}

async function postgresSide(serverUrl: string, fill: boolean): Promise<Side> {
  const name = `mepm_sync_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 3 });
  if (fill) {
    await pool.query(CREATE);
    await pool.query(FILL);
    await pool.query('vacuum analyze items');
  }
  return {
    access: postgresqlTables(pool),
    async dispose() {
      await pool.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

async function embeddedSide(fill: boolean): Promise<Side> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'mepm-sync-bench-'));
  const handle = await openDatabase({ dataDir: path.join(root, 'data'), logger: quiet });
  if (fill) {
    await handle.pool.query(CREATE);
    await handle.pool.query(FILL);
  }
  return {
    access: postgresqlTables(handle.pool),
    async dispose() {
      await handle.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

async function mariadbSide(): Promise<Side | undefined> {
  const name = `mepm_sync_${randomBytes(4).toString('hex')}`;
  let admin: mysql.Connection;
  try {
    admin = await mysql.createConnection({ host: '127.0.0.1', port: 3306, user: 'root' });
  } catch {
    return undefined;
  }
  await admin.query(`create database ${name}`);
  const settings: SourceSettings = {
    kind: 'mysql',
    host: '127.0.0.1',
    port: 3306,
    database: name,
    schema: '',
    user: 'root',
    password: '',
    ssl: 'off',
    charset: '',
  };
  const connection = DRIVERS.mysql.open(settings);
  const access = await connection.openTables();
  return {
    access,
    async dispose() {
      await access.close();
      await connection.close();
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    },
  };
}

async function measure(label: string, from: Side, to: Side): Promise<SyncFigure> {
  try {
    const fromShape = await from.access.describe('items');
    if (fromShape === undefined) throw new Error('the bench table is missing');
    global.gc?.();
    const before = process.memoryUsage();
    let heap = before.heapUsed;
    let rss = before.rss;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      heap = Math.max(heap, now.heapUsed);
      rss = Math.max(rss, now.rss);
    }, 5);
    const started = performance.now();
    let rows: number;
    try {
      rows = await copyTable({
        from: from.access,
        fromShape,
        to: to.access,
        toTable: 'items',
        toShape: undefined,
        mode: 'append',
        columns: fromShape.columns.map((column) => column.name),
        staging: 'items__sync_bench00',
        batchRows: DATA_SYNC_LIMITS.batchRows,
        signal: new AbortController().signal,
        onProgress: async () => undefined,
      });
    } finally {
      clearInterval(sampler);
    }
    const seconds = (performance.now() - started) / 1000;
    return {
      label,
      rows,
      rowsPerSecond: rows / seconds,
      heapMiB: (heap - before.heapUsed) / 2 ** 20,
      rssMiB: (rss - before.rss) / 2 ** 20,
    };
  } finally {
    await Promise.all([from.dispose(), to.dispose()]);
  }
}

/** Copies on the PostgreSQL server at `serverUrl`, the embedded database and MariaDB. */
export async function benchDataSync(serverUrl: string): Promise<SyncFigure[]> {
  const figures = [
    await measure(
      'PostgreSQL → PostgreSQL',
      await postgresSide(serverUrl, true),
      await postgresSide(serverUrl, false),
    ),
    await measure(
      'embedded → PostgreSQL',
      await embeddedSide(true),
      await postgresSide(serverUrl, false),
    ),
    await measure(
      'PostgreSQL → embedded',
      await postgresSide(serverUrl, true),
      await embeddedSide(false),
    ),
  ];
  const maria = await mariadbSide();
  if (maria !== undefined) {
    figures.push(await measure('PostgreSQL → MariaDB', await postgresSide(serverUrl, true), maria));
  }
  return figures;
}

export function printDataSync(
  row: (name: string, value: string) => void,
  figures: readonly SyncFigure[],
): void {
  for (const figure of figures) {
    row(
      `  ${figure.label}`,
      `${figure.rowsPerSecond.toFixed(0)} rows/s, heap +${figure.heapMiB.toFixed(1)} MiB, RSS +${figure.rssMiB.toFixed(1)} MiB`,
    );
  }
}
