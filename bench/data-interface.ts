/**
 * A SQL data interface over a 100,000-row table: a page of 20 through the preview endpoint over
 * HTTP (session, grant, statement checks, read-only cursor, capped count, call log), beside the
 * same page and count through the own-database connection without HTTP, and the bare page
 * query through `pg`: what the interface layer costs on top of the query itself.
 */
import { DATA_INTERFACE, fillPath } from '@mepm/contract';
import { ownDatabaseConnection } from '../packages/server/src/kernel/data-sources/own-database-connection';
import type { BenchDatabase } from './bench-database';
import { runLoad } from './load';
import { isSuccess, loadClient } from './load-client';
import { openBenchDatabase, openSeededDatabase } from './seeded-database';
import { startServer } from './server-process';
import { ADMIN_PASSWORD, login } from './sign-in';

const ROWS = 100_000;
const STATEMENT = 'select id, name, grp from bench_interface_rows order by id';

export interface DataInterfaceFigures {
  http: { perSecond: number; p99Ms: number };
  connection: { perSecond: number; p99Ms: number };
  bare: { perSecond: number; p99Ms: number };
}

async function prepare(database: BenchDatabase): Promise<void> {
  const handle = await openSeededDatabase(database);
  try {
    await handle.pool.query(
      'create table bench_interface_rows (id integer primary key, name text not null, grp integer not null)',
    );
    await handle.pool.query(
      `insert into bench_interface_rows select i, 'row ' || i, i % 100 from generate_series(1, ${ROWS}) i`,
    );
    await handle.pool.query('vacuum analyze bench_interface_rows');
  } finally {
    await handle.close();
  }
}

export async function benchDataInterface(
  database: BenchDatabase,
  options: { port: string; concurrency: number; durationMs: number },
): Promise<DataInterfaceFigures> {
  await prepare(database);
  const server = await startServer({
    PORT: options.port,
    ...database.env,
    ADMIN_PASSWORD,
    LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
  });
  const client = loadClient(server.origin, options.concurrency);
  let http: DataInterfaceFigures['http'];
  try {
    const token = await login(server.origin);
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const created = await fetch(`${server.origin}${DATA_INTERFACE.create}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        enCode: 'bench.rows',
        fullName: 'bench',
        kind: 'sql',
        sqlText: STATEMENT,
        paged: true,
      }),
    });
    if (!created.ok) throw new Error(`creating the interface failed: ${await created.text()}`);
    const { data } = (await created.json()) as { data: { id: string } };
    const url = `${fillPath(DATA_INTERFACE.response, { id: data.id })}?currentPage=1&pageSize=20`;
    http = await runLoad(async () => {
      const envelope = await client.getJson(url, headers);
      if (!isSuccess(envelope)) throw new Error(`preview failed: ${JSON.stringify(envelope)}`);
    }, options);
  } finally {
    client.close();
    await server.stop();
  }

  const handle = await openBenchDatabase(database);
  try {
    const connection = ownDatabaseConnection(handle.pool, handle.kind);
    const limits = { timeoutMs: 10_000, maxRows: 1000 };
    const page = `SELECT * FROM (${STATEMENT}) interface_rows LIMIT 20 OFFSET 0`;
    const count = `SELECT count(*) AS total FROM (SELECT 1 FROM (${STATEMENT}) interface_rows LIMIT 10001) capped`;
    const viaConnection = await runLoad(async () => {
      await connection.readOnlyQuery(page, [], limits);
      await connection.readOnlyQuery(count, [], { ...limits, maxRows: 1 });
    }, options);
    const bare = await runLoad(async () => {
      await handle.pool.query(`${STATEMENT} limit 20`);
    }, options);
    return { http, connection: viaConnection, bare };
  } finally {
    await handle.close();
  }
}
