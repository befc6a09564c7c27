/**
 * Each due time of a scheduled task runs exactly once, however many servers share the database:
 * a task due every second for about ten seconds, with two applications on one database (their own
 * connections on PostgreSQL, run with DATABASE_URL) and with one application.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createDb, type Db } from '../../src/db/client';
import { seed } from '../../src/db/seed';
import { seedMenusOf } from '../../src/kernel/compose-modules';
import { MODULES } from '../../src/modules';
import { scheduleTaskRuns, scheduleTasks } from '../../src/modules/system/task/schema';
import { ADMIN_PASSWORD } from '../support/app-harness';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const RUN_FOR_MS = 10_000;

async function everySecondTask(db: Db): Promise<string> {
  const [row] = await db
    .insert(scheduleTasks)
    .values({
      enCode: 'everySecond',
      fullName: 'every second',
      cron: '* * * * * *',
      jobName: 'purgeTaskRuns',
      params: { days: 30 },
      nextRunAt: new Date(Math.ceil(Date.now() / 1000) * 1000 + 1000),
    })
    .returning({ id: scheduleTasks.id });
  return row?.id ?? '';
}

/** Runs `servers` applications on one database for RUN_FOR_MS and checks the runs they record. */
async function runOnce(database: TestDatabase, servers: number): Promise<void> {
  const db = createDb(database.pool);
  await seed(db, { adminPassword: ADMIN_PASSWORD, menus: seedMenusOf(MODULES) });
  const config = loadConfig({ LOG_LEVEL: 'error' });
  // A claim that lost to the other server must find nothing to update, not fail on the
  // unique (task, due time) index behind it: any logged error fails the test.
  const errors: string[] = [];
  const logStream = { write: (line: string) => void errors.push(line) };
  // On PostgreSQL each server has its own connections, as separate processes would. The embedded
  // database is held by one process and serves one session, so there the servers share its pool:
  // their schedulers still compete for every due time.
  const ownPools = Boolean(process.env.DATABASE_URL);
  const pools = Array.from({ length: servers }, (_, index) =>
    index === 0 || !ownPools ? database.pool : new pg.Pool(database.pool.options),
  );
  const apps = await Promise.all(pools.map((pool) => buildApp({ pool, config, logStream })));
  let closed = false;
  const closeAll = async () => {
    if (closed) return;
    closed = true;
    await Promise.all(apps.map((app) => app.close()));
    await Promise.all(pools.filter((pool) => pool !== database.pool).map((pool) => pool.end()));
  };
  try {
    const id = await everySecondTask(db);
    const started = Date.now();
    await Promise.all(apps.map((app) => app.ready()));
    // On a loaded machine readying two apps takes seconds in which no scheduler runs yet.
    const ready = Date.now();
    await sleep(RUN_FOR_MS);
    await closeAll();
    assert.deepEqual(errors, []);
    const runs = await db.select().from(scheduleTaskRuns).where(eq(scheduleTaskRuns.taskId, id));
    const dueTimes = runs.map((run) => run.dueAt?.getTime() ?? 0);
    assert.equal(new Set(dueTimes).size, runs.length, 'a due time was recorded twice');
    assert.ok(
      runs.every((run) => run.outcome === 'success'),
      JSON.stringify(runs),
    );
    // About one run a second; a tick that slips past a second skips it rather than doubling it.
    const seconds = (Date.now() - started) / 1000;
    const running = (Date.now() - ready) / 1000;
    assert.ok(runs.length >= running * 0.5, `${runs.length} runs in ${running.toFixed(1)} s`);
    assert.ok(runs.length <= seconds + 1, `${runs.length} runs in ${seconds.toFixed(1)} s`);
    const runners = new Set(runs.map((run) => run.runner));
    console.log(
      `${servers} server(s): ${runs.length} runs in ${seconds.toFixed(1)} s, by ${runners.size} runner(s)`,
    );
  } finally {
    await closeAll();
  }
}

describe('a scheduled task runs once per due time', () => {
  const opened: TestDatabase[] = [];
  after(async () => {
    for (const database of opened) await database.close();
  });

  it('with two servers on one database', async () => {
    const database = await createTestDatabase();
    opened.push(database);
    await runOnce(database, 2);
  });

  it('not before the database is ready: a first start opens it while the app is built', async () => {
    const database = await createTestDatabase();
    opened.push(database);
    const db = createDb(database.pool);
    await seed(db, { adminPassword: ADMIN_PASSWORD, menus: seedMenusOf(MODULES) });
    const id = await everySecondTask(db);
    let markReady = () => {};
    const databaseReady = new Promise<void>((resolve) => {
      markReady = resolve;
    });
    const config = loadConfig({ LOG_LEVEL: 'error' });
    const app = await buildApp({ pool: database.pool, config, databaseReady });
    const runsOfTask = async () =>
      (await db.select().from(scheduleTaskRuns).where(eq(scheduleTaskRuns.taskId, id))).length;
    try {
      await app.ready();
      await sleep(2_500);
      assert.equal(await runsOfTask(), 0, 'a due time ran before the database was ready');
      markReady();
      await sleep(2_500);
      assert.ok((await runsOfTask()) >= 1, 'nothing ran once the database was ready');
    } finally {
      await app.close();
    }
  });

  it('with one server on the test database (embedded unless DATABASE_URL is set)', async () => {
    const database = await createTestDatabase();
    opened.push(database);
    await runOnce(database, 1);
  });
});
