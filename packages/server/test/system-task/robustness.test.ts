/**
 * The scheduler when things go wrong: a server dies during a run, a run outlasts its interval,
 * the servers were down over several due times, a job fails with internals in its error. The
 * scheduler runs on the test database (embedded, or PostgreSQL with DATABASE_URL, where two
 * schedulers have their own connections as two servers would) with jobs of the test's own.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { asc, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { createDb, type Db } from '../../src/db/client';
import { defineJob, JobFailure } from '../../src/kernel/jobs/job';
import { composeJobs } from '../../src/kernel/jobs/job-registry';
import { ApiError } from '../../src/plugins/envelope/api-error';
import { RUN_MESSAGES } from '../../src/modules/system/task/run-messages';
import { createScheduler, type Scheduler } from '../../src/modules/system/task/scheduler';
import { scheduleTaskRuns, scheduleTasks } from '../../src/modules/system/task/schema';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/** A short lease, so that a dead server's lease runs out within the test. */
const LEASE_MS = 900;

let released = false;
const JOBS = composeJobs([
  defineJob({
    name: 'hold',
    title: { zh: '等待', zhtw: '等待', en: 'Hold' },
    params: [
      { key: 'ms', label: { zh: '毫秒', zhtw: '毫秒', en: 'ms' }, min: 0, max: 60_000, default: 0 },
    ],
    // Holds for `ms` milliseconds, or (0) until the test releases it; stops with the server.
    run: async ({ params, signal }) => {
      const until = params.ms === 0 ? Infinity : Date.now() + (params.ms ?? 0);
      while (Date.now() < until && !(params.ms === 0 && released)) {
        signal.throwIfAborted();
        await sleep(20);
      }
      return { zh: '完成', zhtw: '完成', en: 'Done' };
    },
  }),
  defineJob({
    name: 'explode',
    title: { zh: '出错', zhtw: '出錯', en: 'Explode' },
    params: [],
    run: async () => {
      throw new Error('connect ECONNREFUSED 10.1.2.3:5432 (user=backup password=hunter2)');
    },
  }),
  defineJob({
    name: 'explain',
    title: { zh: '说明', zhtw: '說明', en: 'Explain' },
    params: [],
    run: async () => {
      throw new JobFailure({
        zh: '备份盘已满',
        zhtw: '備份磁碟已滿',
        en: 'The backup disk is full',
      });
    },
  }),
]);

describe('scheduled tasks when things go wrong', () => {
  let database: TestDatabase;
  let db: Db;
  const lines: string[] = [];
  const extraPools: pg.Pool[] = [];
  const schedulers: Scheduler[] = [];
  // A real logger writing lines the test reads: what the server log would hold.
  const logger = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
  }).log;

  /** A scheduler as one server has it: its own connections on PostgreSQL. */
  const scheduler = (ownPool = false): Scheduler => {
    let schedulerDb = db;
    if (ownPool && process.env.DATABASE_URL) {
      const pool = new pg.Pool(database.pool.options);
      extraPools.push(pool);
      schedulerDb = createDb(pool);
    }
    const created = createScheduler({
      db: schedulerDb,
      jobs: JOBS,
      now: () => new Date(),
      log: logger,
      leaseMs: LEASE_MS,
    });
    schedulers.push(created);
    return created;
  };
  let sequence = 0;
  const task = async (values: Partial<typeof scheduleTasks.$inferInsert>): Promise<string> => {
    const [row] = await db
      .insert(scheduleTasks)
      .values({
        enCode: `t${sequence++}`,
        fullName: 'test',
        cron: '0 0 3 * * *',
        jobName: 'hold',
        params: { ms: 1 },
        nextRunAt: new Date(Date.now() + 86_400_000),
        ...values,
      })
      .returning({ id: scheduleTasks.id });
    return row?.id ?? '';
  };
  const runsOf = (taskId: string) =>
    db
      .select()
      .from(scheduleTaskRuns)
      .where(eq(scheduleTaskRuns.taskId, taskId))
      .orderBy(asc(scheduleTaskRuns.startedAt));
  const taskRow = async (taskId: string) =>
    (await db.select().from(scheduleTasks).where(eq(scheduleTasks.id, taskId)))[0];
  const until = async (what: string, check: () => Promise<boolean>, ms = 8_000) => {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      if (await check()) return;
      await sleep(50);
    }
    assert.fail(`${what} did not happen within ${ms} ms`);
  };
  const nextSecond = () => new Date(Math.ceil(Date.now() / 1000) * 1000 + 1000);

  before(async () => {
    database = await createTestDatabase();
    db = createDb(database.pool);
  });
  after(async () => {
    await Promise.all(schedulers.map((s) => s.stop()));
    await Promise.all(extraPools.map((pool) => pool.end()));
    await database.close();
  });

  it('marks the run of a server that died failed once its lease runs out, and runs again', async () => {
    const leaseUntil = new Date(Date.now() + 1_500);
    const id = await task({
      cron: '* * * * * *',
      nextRunAt: nextSecond(),
      runId: 'run-of-a-dead-server',
      leaseUntil,
      lastOutcome: 'running',
    });
    await db.insert(scheduleTaskRuns).values({
      id: 'run-of-a-dead-server',
      taskId: id,
      startedAt: new Date(Date.now() - 5_000),
      outcome: 'running',
      runner: 'a server that died',
    });
    const s = scheduler();
    s.start();
    // While the lease holds, due times pass without a run (skipped, not queued).
    await sleep(leaseUntil.getTime() - Date.now() - 100);
    assert.deepEqual(
      (await runsOf(id)).map((run) => run.id),
      ['run-of-a-dead-server'],
    );
    assert.ok(((await taskRow(id))?.nextRunAt?.getTime() ?? 0) > Date.now() - 1_000);
    await until('the abandoned run is marked failed and the task runs again', async () => {
      const runs = await runsOf(id);
      return runs.length >= 2 && runs.every((run) => run.endedAt !== null);
    });
    const [dead, ...later] = await runsOf(id);
    assert.deepEqual([dead?.outcome, dead?.message], ['failure', RUN_MESSAGES.abandoned()]);
    assert.ok(later.every((run) => run.outcome === 'success' && run.dueAt !== null));
    await s.stop();
  });

  it('never overlaps a run that outlasts its interval, with two servers renewing the lease', async () => {
    // Each run takes 2.3 s, more than twice the lease: only renewals keep it.
    const id = await task({ cron: '* * * * * *', params: { ms: 2_300 }, nextRunAt: nextSecond() });
    const both = [scheduler(), scheduler(true)];
    both.forEach((s) => s.start());
    await sleep(6_000);
    // No new run from here; the one going ends by itself.
    await db.update(scheduleTasks).set({ enabled: false }).where(eq(scheduleTasks.id, id));
    await until('the last run ends', async () =>
      (await runsOf(id)).every((run) => run.endedAt !== null),
    );
    await Promise.all(both.map((s) => s.stop()));
    const runs = await runsOf(id);
    assert.ok(runs.length >= 2 && runs.length <= 3, `${runs.length} runs`);
    assert.ok(
      runs.every((run) => run.outcome === 'success'),
      JSON.stringify(runs),
    );
    runs.slice(1).forEach((run, index) => {
      const previous = runs[index];
      assert.ok(
        run.startedAt.getTime() >= (previous?.endedAt?.getTime() ?? Infinity),
        `run ${index + 1} started before the one before it ended`,
      );
    });
    assert.equal((await taskRow(id))?.runId, null, 'the lease is given back');
  });

  it('runs due times missed while the servers were down once, at start', async () => {
    const missedSince = new Date(Date.now() - 5 * 3_600_000);
    // Hourly: five due times passed while nothing ran.
    const id = await task({ cron: '0 0 * * * *', nextRunAt: missedSince });
    const s = scheduler();
    s.start();
    await until('the missed run', async () => (await runsOf(id)).some((run) => run.endedAt));
    await sleep(2_200);
    await s.stop();
    const runs = await runsOf(id);
    assert.deepEqual(
      runs.map((run) => [run.dueAt?.getTime(), run.outcome]),
      [[missedSince.getTime(), 'success']],
    );
    const next = (await taskRow(id))?.nextRunAt?.getTime() ?? 0;
    assert.ok(next > Date.now() && next <= Date.now() + 3_600_000, 'the next hour follows');
  });

  it('shows a failure without its internals, which go to the server log with the run', async () => {
    const s = scheduler();
    const exploding = await task({ jobName: 'explode', params: {} });
    const explaining = await task({ jobName: 'explain', params: {} });
    const gone = await task({ jobName: 'retiredJob', params: {} });
    const runIds = [await s.runNow(exploding), await s.runNow(explaining), await s.runNow(gone)];
    await until('the runs end', async () =>
      (await Promise.all([exploding, explaining, gone].map(runsOf))).every(
        (runs) => runs[0]?.endedAt !== null,
      ),
    );
    const [exploded, explained, retired] = await Promise.all(
      [exploding, explaining, gone].map(async (taskId) => (await runsOf(taskId))[0]),
    );
    assert.deepEqual(exploded?.message, RUN_MESSAGES.failed(runIds[0] ?? ''));
    assert.doesNotMatch(JSON.stringify(exploded?.message), /ECONNREFUSED|10\.1\.2\.3|hunter2/);
    assert.deepEqual(explained?.message, {
      zh: '备份盘已满',
      zhtw: '備份磁碟已滿',
      en: 'The backup disk is full',
    });
    assert.deepEqual(retired?.message, RUN_MESSAGES.jobGone('retiredJob'));
    assert.ok(
      [exploded, explained, retired].every((run) => run?.outcome === 'failure'),
      'every one failed',
    );
    const logged = lines.filter((line) => line.includes(runIds[0] ?? '-'));
    assert.equal(logged.length, 1, lines.join('\n'));
    assert.match(logged[0] ?? '', /ECONNREFUSED 10\.1\.2\.3/);
    // Failures the history explains are no server errors.
    assert.equal(lines.filter((line) => line.includes(runIds[1] ?? '-')).length, 0);
    await s.stop();
  });

  it('refuses to run a task now while a run holds it, and records a run the server stopped', async () => {
    released = false;
    const s = scheduler();
    const id = await task({ params: { ms: 0 } });
    await s.runNow(id);
    await assert.rejects(s.runNow(id), (error: unknown) => {
      assert.ok(error instanceof ApiError);
      assert.deepEqual([error.statusCode, error.key], [400, 'taskRunning']);
      return true;
    });
    await assert.rejects(s.runNow('no-such-task'), (error: unknown) => {
      assert.ok(error instanceof ApiError);
      assert.equal(error.statusCode, 404);
      return true;
    });
    released = true;
    await until('the held run ends', async () => (await runsOf(id))[0]?.endedAt !== null);
    released = false;
    await s.runNow(id);
    await s.stop();
    const runs = await runsOf(id);
    assert.deepEqual(
      runs.map((run) => [run.outcome, run.message?.en]),
      [
        ['success', 'Done'],
        ['failure', RUN_MESSAGES.stopped().en],
      ],
    );
    const row = await taskRow(id);
    assert.deepEqual([row?.runId, row?.lastOutcome], [null, 'failure']);
  });
});
