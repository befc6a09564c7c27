/**
 * The users list with 100,000 users, read by a user whose data scope is their own department:
 * page 20, page 1000 and a keyword search over HTTP, beside the same statements replayed through
 * `pg`.
 */
import { md5 } from 'js-md5';
import { seedBenchUsers } from '../packages/server/src/db/bench-users';
import { createDb } from '../packages/server/src/db/client';
import { runMigrations } from '../packages/server/src/db/migrate';
import { openDatabase } from '../packages/server/src/db/open-database';
import { seed } from '../packages/server/src/db/seed';
import { seedMenusOf } from '../packages/server/src/kernel/compose-modules';
import { MODULES } from '../packages/server/src/modules';
import type { BenchDatabase } from './bench-database';
import { grantOwnDepartmentScope } from './department-scope';
import { runLoad } from './load';
import { isSuccess, loadClient } from './load-client';
import { injectSignIn, rawSqlRate } from './raw-sql';
import { startServer } from './server-process';

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const DEPARTMENTS = 4;
const PASSWORD = 'Bench12345';
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

export interface UsersListFigure {
  label: string;
  httpPerSecond: number;
  httpP99Ms: number;
  rawPerSecond: number;
  rawP99Ms: number;
  statements: number;
}

function signInBody(account: string): URLSearchParams {
  return new URLSearchParams({
    loginType: 'account',
    account,
    password: md5(PASSWORD),
    client_id: 'admin',
    client_secret: '123456',
    scope: 'all',
    grant_type: 'password',
  });
}

interface Scenario {
  label: string;
  url: string;
}

/** Page 2, so that the offset is not free; the keyword matches ~1,100 accounts of 100,000. */
const SCENARIOS: readonly Scenario[] = [
  { label: 'page 20', url: '/api/permission/Users?currentPage=2&pageSize=20' },
  { label: 'page 1000', url: '/api/permission/Users?currentPage=2&pageSize=1000' },
  {
    label: "keyword '0042', page 20",
    url: '/api/permission/Users?currentPage=1&pageSize=20&keyword=0042',
  },
];

async function prepare(database: BenchDatabase): Promise<{ account: string; seedSeconds: number }> {
  const handle = await openDatabase({ ...database, logger: quiet });
  try {
    await runMigrations(handle.pool);
    const db = createDb(handle.pool);
    await seed(db, { adminPassword: PASSWORD, menus: seedMenusOf(MODULES) });
    const started = performance.now();
    const { departmentIds } = await seedBenchUsers(db, {
      count: USERS,
      departments: DEPARTMENTS,
      password: PASSWORD,
    });
    const seedSeconds = (performance.now() - started) / 1000;
    // The statistics a running database has after a bulk load (PostgreSQL's autovacuum, the
    // embedded server's own refresh), rather than whether they were due at the first request.
    await handle.pool.query('vacuum analyze');
    const department = departmentIds[0];
    if (!department) throw new Error('no bench department');
    return { account: await grantOwnDepartmentScope(db, department), seedSeconds };
  } finally {
    await handle.close();
  }
}

export interface UsersListResult {
  users: number;
  seedSeconds: number;
  figures: UsersListFigure[];
}

/** The figures on one database, which the caller disposes of afterwards. */
export async function benchUsersList(
  database: BenchDatabase,
  options: { port: string; concurrency: number; durationMs: number },
): Promise<UsersListResult> {
  const { account, seedSeconds } = await prepare(database);
  const server = await startServer({
    PORT: options.port,
    ...database.env,
    LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
  });
  const http: { perSecond: number; p99Ms: number }[] = [];
  const client = loadClient(server.origin, options.concurrency);
  try {
    const response = await fetch(`${server.origin}/api/oauth/Login`, {
      method: 'POST',
      body: signInBody(account),
    });
    const token = ((await response.json()) as { data: { token: string } }).data.token;
    for (const scenario of SCENARIOS) {
      const result = await runLoad(
        async () => {
          const envelope = await client.getJson(scenario.url, { Authorization: `Bearer ${token}` });
          if (!isSuccess(envelope))
            throw new Error(`users list failed: ${JSON.stringify(envelope)}`);
        },
        { concurrency: options.concurrency, durationMs: options.durationMs },
      );
      http.push(result);
    }
  } finally {
    client.close();
    await server.stop();
  }
  const figures: UsersListFigure[] = [];
  for (const [index, scenario] of SCENARIOS.entries()) {
    const raw = await rawSqlRate(
      database,
      async (app) => {
        const authorization = await injectSignIn(app, signInBody(account));
        return () => app.inject({ method: 'GET', url: scenario.url, headers: { authorization } });
      },
      { concurrency: options.concurrency, durationMs: options.durationMs },
    );
    const measured = http[index];
    if (!measured) throw new Error('missing HTTP figure');
    figures.push({
      label: scenario.label,
      httpPerSecond: measured.perSecond,
      httpP99Ms: measured.p99Ms,
      rawPerSecond: raw.perSecond,
      rawP99Ms: raw.p99Ms,
      statements: raw.statements,
    });
  }
  return { users: USERS, seedSeconds, figures };
}
