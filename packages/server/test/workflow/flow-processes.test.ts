/**
 * The engine on two real server processes sharing one PostgreSQL database: due timers fire once
 * whichever process claims them; a process killed outright (SIGKILL) while holding claims leaves
 * them to the others once its lease (FLOW_JOB_LEASE_MS) has passed, and they fire once; a process
 * killed amid a burst of approvals leaves no half-written action, and after a restart every task
 * goes on. PostgreSQL only (the embedded database is one process's): the test command leaves this
 * file out of an embedded run and says so (scripts/run-tests.ts); run alone there, it says why
 * it has nothing to run.
 */
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { FLOW_TASK_ENDPOINTS as e, fillPath } from '@mepm/contract';
import { sql } from 'drizzle-orm';
import { createDb, type Db } from '../../src/db/client';
import { seed } from '../../src/db/seed';
import { seedMenusOf } from '../../src/kernel/compose-modules';
import { MODULES } from '../../src/modules';
import { ADMIN_PASSWORD, createUser } from '../support/app-harness';
import { serverEnvOn, signInAt, startServerChild, type ServerChild } from '../support/server-child';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import {
  assertCountersignsAgree,
  countersignFlow,
  inFlight,
  pendingSignItems,
} from './countersign-runs';
import { approver, fixed, insertFlow, startWith, timerNode } from './flow-support';

const databaseUrl = process.env.DATABASE_URL ?? '';

const PASSWORD = 'Flow12345';
const POLL_MS = 50;
const LEASE_MS = 2_000;

interface Answer {
  code: number;
  msg: string;
  data: unknown;
}

/** A call of the engine's API on a process; a process that died answers `lost`. */
async function post(
  server: ServerChild,
  token: string,
  url: string,
  body: object,
): Promise<Answer | 'lost'> {
  try {
    const response = await fetch(`${server.origin}${url}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await response.json()) as Answer;
  } catch {
    return 'lost';
  }
}

async function until(what: string, check: () => Promise<boolean>, ms = 30_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await sleep(50);
  }
  assert.fail(`${what} did not happen within ${ms} ms`);
}

// Type aliases, not interfaces: drizzle's execute() wants record types.
type JobProgress = { done: number; held: number };
type HeldJob = { id: string; owner: string; leaseUntil: Date };
type TimerFacts = {
  id: string;
  timers: number;
  afterInstances: number;
  afterPending: number;
  lastTodos: number;
  jobs: number;
  jobsDone: number;
};

/** The timer tasks' jobs: how many are done and how many are claimed but not done. */
async function jobProgress(db: Db, flowId: string): Promise<JobProgress> {
  const { rows } = await db.execute<JobProgress>(sql`
    select count(*) filter (where j.done_at is not null)::int as done,
      count(*) filter (where j.done_at is null and j.lease_owner is not null)::int as held
    from flow_jobs j join flow_tasks t on t.id = j.task_id where t.flow_id = ${flowId}`);
  return rows[0] ?? { done: 0, held: 0 };
}

/** Every task of a timer flow fired its timer once: one history row, `after` opened once. */
async function assertTimersFiredOnce(db: Db, flowId: string, last: string, tasks: number) {
  const { rows } = await db.execute<TimerFacts>(sql`
    with todos as (
      select m.body_text::jsonb ->> 'id' as task_id, count(distinct m.id)::int as n
      from messages m join message_receivers r on r.message_id = m.id
      where m.type = 2 and r.user_id = ${last} group by 1)
    select t.id,
      (select count(*)::int from flow_task_records r
        where r.task_id = t.id and r.action = 'timer') as timers,
      (select count(*)::int from flow_task_nodes n
        where n.task_id = t.id and n.node_id = 'after') as "afterInstances",
      (select count(*)::int from flow_task_operators o
        where o.task_id = t.id and o.node_id = 'after' and o.state = 'pending') as "afterPending",
      coalesce(todos.n, 0) as "lastTodos",
      (select count(*)::int from flow_jobs j where j.task_id = t.id) as jobs,
      (select count(*)::int from flow_jobs j
        where j.task_id = t.id and j.done_at is not null) as "jobsDone"
    from flow_tasks t left join todos on todos.task_id = t.id
    where t.flow_id = ${flowId}`);
  assert.equal(rows.length, tasks);
  for (const task of rows) {
    assert.deepEqual(
      task,
      {
        id: task.id,
        timers: 1,
        afterInstances: 1,
        afterPending: 1,
        lastTodos: 1,
        jobs: 1,
        jobsDone: 1,
      },
      'the timer fired once and the flow went on once',
    );
  }
}

if (databaseUrl === '') {
  // Run alone on the embedded database (the test command leaves it out and says so).
  console.warn('flow-processes.test.ts runs on PostgreSQL only: set DATABASE_URL');
} else
  describe('workflow engine on two server processes', () => {
    let database: TestDatabase;
    let db: Db;
    let disposeEnv: () => Promise<void> = async () => undefined;
    let env: Record<string, string> = {};
    const servers: ServerChild[] = [];
    const users = { initiator: '', last: '', signers: [] as string[] };
    const tokens = { initiator: '', signers: [] as string[] };

    const start = async () => {
      const server = await startServerChild(env);
      servers.push(server);
      return server;
    };

    before(async () => {
      // Migrated and seeded here, so that the processes start side by side on it.
      database = await createTestDatabase();
      db = createDb(database.pool);
      await seed(db, { adminPassword: ADMIN_PASSWORD, menus: seedMenusOf(MODULES) });
      const user = (account: string) => createUser(db, { account, password: PASSWORD });
      users.initiator = await user('flow-initiator');
      users.last = await user('flow-last');
      users.signers = [await user('flow-s0'), await user('flow-s1'), await user('flow-s2')];
      const shared = await serverEnvOn(databaseUrl, database.pool);
      disposeEnv = shared.dispose;
      env = {
        ...shared.env,
        FLOW_JOB_POLL_MS: String(POLL_MS),
        FLOW_JOB_LEASE_MS: String(LEASE_MS),
      };
    });

    after(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await database?.close();
      await disposeEnv();
    });

    /** A flow start → a one-minute timer → `after` (the last approver), with `count` tasks. */
    async function timerTasks(on: ServerChild[], count: number): Promise<string> {
      const flowId = await insertFlow(
        db,
        startWith(timerNode('wait', 1, approver('after', { assignee: fixed([users.last]) }))),
      );
      const launched = await inFlight(8, Array.from({ length: count }), (_, index) => {
        const server = on[index % on.length] as ServerChild;
        return post(server, tokens.initiator, e.create.path, { flowId, status: 1, formData: {} });
      });
      assert.ok(launched.every((answer) => answer !== 'lost' && answer.code === 200));
      return flowId;
    }

    /** The minute passes for the flow's timers: they are due now. */
    const comeDue = (flowId: string) =>
      db.execute(sql`update flow_jobs set due_at = now() - interval '1 second'
      where task_id in (select id from flow_tasks where flow_id = ${flowId})`);

    it('fires each due timer once, whichever process claims it', async () => {
      const [a, b] = await Promise.all([start(), start()]);
      tokens.initiator = await signInAt(a.origin, 'flow-initiator', PASSWORD);
      tokens.signers = await Promise.all(
        ['flow-s0', 'flow-s1', 'flow-s2'].map((account) => signInAt(b.origin, account, PASSWORD)),
      );
      const flowId = await timerTasks([a, b], 400);
      await comeDue(flowId);
      await until('every timer fired', async () => (await jobProgress(db, flowId)).done === 400);
      await assertTimersFiredOnce(db, flowId, users.last, 400);
      // (A claim can also pass to the other process when its lease ends before its owner got to
      // it on a busy machine; the owner's late fire then does nothing, as the facts above show.)
      const { rows } = await db.execute<{ owners: number }>(sql`
      select count(distinct lease_owner)::int as owners
      from flow_jobs j join flow_tasks t on t.id = j.task_id where t.flow_id = ${flowId}`);
      assert.equal(rows[0]?.owners, 2, 'both processes fired timers');
    });

    it('leaves the claims of a process killed outright to the others after its lease', async () => {
      // One process alone claims; the other stops first (its current round ends).
      const [a, b] = servers as [ServerChild, ServerChild];
      await b.stop();
      const flowId = await timerTasks([a], 400);
      await comeDue(flowId);
      await until('the process holds claims it has not fired yet', async () => {
        const { done, held } = await jobProgress(db, flowId);
        return done > 0 && held > 0;
      });
      await a.kill();
      const { rows: held } = await db.execute<HeldJob>(sql`
      select j.id, j.lease_owner as owner, j.lease_until as "leaseUntil"
      from flow_jobs j join flow_tasks t on t.id = j.task_id
      where t.flow_id = ${flowId} and j.done_at is null and j.lease_owner is not null`);
      assert.ok(held.length > 0, 'the killed process held claims');

      // Both come back; the dead process's claims wait for its lease, then fire once.
      await Promise.all([start(), start()]);
      await until('every timer fired', async () => (await jobProgress(db, flowId)).done === 400);
      await assertTimersFiredOnce(db, flowId, users.last, 400);
      const { rows: takenOver } = await db.execute<{
        id: string;
        owner: string;
        attempts: number;
        doneAt: Date;
      }>(sql`
      select id, lease_owner as owner, attempts, done_at as "doneAt" from flow_jobs
      where id in (${sql.join(
        held.map((job) => sql`${job.id}`),
        sql`, `,
      )})`);
      for (const job of takenOver) {
        const before = held.find((old) => old.id === job.id);
        assert.ok(before);
        assert.notEqual(job.owner, before.owner, 'taken over by a living process');
        assert.ok(job.attempts >= 2, 'claimed again');
        assert.ok(
          new Date(job.doneAt) >= new Date(before.leaseUntil),
          'not before the lease ran out',
        );
      }
    });

    it('leaves every task consistent when a process is killed amid approvals', async () => {
      const tasks = 300;
      const [, , a, b] = servers as [ServerChild, ServerChild, ServerChild, ServerChild];
      const flowId = await countersignFlow(db, users.signers, users.last);
      const launched = await inFlight(8, Array.from({ length: tasks }), () =>
        post(b, tokens.initiator, e.create.path, { flowId, status: 1, formData: {} }),
      );
      assert.ok(launched.every((answer) => answer !== 'lost' && answer.code === 200));
      const items = [...(await pendingSignItems(db, flowId)).values()];
      assert.equal(items.length, tasks);

      // Every task's three approvals at once, two of them through `a`, which dies on the way.
      const answered = { count: 0 };
      const approve = (server: ServerChild, signer: number, itemId: string) =>
        post(server, tokens.signers[signer] ?? '', fillPath(e.audit.path, { id: itemId }), {}).then(
          (answer) => {
            answered.count += 1;
            return { signer, itemId, answer };
          },
        );
      const burst = inFlight(10, items, (itemIds) =>
        Promise.all(itemIds.map((itemId, signer) => approve(signer === 1 ? b : a, signer, itemId))),
      );
      await until('a third of the approvals answered', async () => answered.count >= tasks);
      await a.kill();
      const sent = (await burst).flat();
      const lost = sent.filter((call) => call.answer === 'lost');
      assert.ok(lost.length > 0, 'some approvals were cut off by the kill');

      // Whatever was cut off left nothing half-written.
      await until('the killed connections are gone', async () => {
        const { rows } = await db.execute<{ n: number }>(sql`
        select count(*)::int as n from pg_stat_activity
        where datname = current_database() and state like 'idle in transaction%'`);
        return rows[0]?.n === 0;
      });
      await assertCountersignsAgree(db, flowId, users.last, tasks);

      // After a restart, the cut-off approvals sent again are taken once or refused as handled.
      const restarted = await start();
      const again = await inFlight(10, lost, (call) =>
        post(
          restarted,
          tokens.signers[call.signer] ?? '',
          fillPath(e.audit.path, { id: call.itemId }),
          {},
        ),
      );
      for (const answer of again) {
        assert.ok(answer !== 'lost');
        assert.ok(
          answer.code === 200 || answer.msg === '该事项已处理或已不在您的待办中',
          JSON.stringify(answer),
        );
      }
      const passed = await assertCountersignsAgree(db, flowId, users.last, tasks);
      assert.equal(passed, tasks, 'no task is stuck');
    });
  });
