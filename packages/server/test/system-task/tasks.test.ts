import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  ADMIN_BUTTON,
  fillPath,
  SYSTEM_TASK,
  TASK_BUTTON,
  TASK_PAGE,
  type CreatedId,
  type StateResult,
  type TaskJobList,
  type TaskPage,
  type TaskRecord,
  type TaskRunPage,
  type TaskRunStarted,
  type TaskRunsPurged,
} from '@mepm/contract';
import { eq } from 'drizzle-orm';
import { errorLogs, loginLogs, operationLogs, sessions, users } from '../../src/db/schema';
import type { Harness } from '../support/app-harness';
import { describeAuthorizationMatrix } from '../support/authorization-matrix';
import { startAppAsAdmin } from '../support/start-as-admin';
import { call, envelope } from '../support/requests';

let sequence = 0;
const code = () => `task${Date.now().toString(36)}${(sequence++).toString(36)}`;
const body = (overrides: object = {}) => ({
  enCode: code(),
  fullName: '清理会话',
  cron: '0 3 * * *',
  jobName: 'cleanExpiredSessions',
  params: { days: 7 },
  ...overrides,
});

describe('scheduled tasks', () => {
  let h: Harness;
  let token = '';
  const create = async (payload: object): Promise<string> => {
    const response = await call(h.app, 'POST', SYSTEM_TASK.list, { token, payload });
    assert.equal(response.statusCode, 200, response.body);
    return envelope<CreatedId>(response).data.id;
  };
  const read = async (id: string) =>
    envelope<TaskRecord>(await call(h.app, 'GET', fillPath(SYSTEM_TASK.one, { id }), { token }))
      .data;
  /** Runs of a task once none is still running. */
  const finishedRuns = async (id: string, count: number) => {
    for (let attempt = 0; attempt < 200; attempt++) {
      const page = envelope<TaskRunPage>(
        await call(h.app, 'GET', `${fillPath(SYSTEM_TASK.runs, { id })}?pageSize=1000`, {
          token,
          language: 'en',
        }),
      ).data;
      if (page.list.length >= count && page.list.every((run) => run.endTime !== null)) return page;
      await sleep(50);
    }
    assert.fail(`the runs of ${id} did not finish`);
  };

  before(async () => {
    ({ h, token } = await startAppAsAdmin());
  });
  after(() => h.close());

  it('lists the built-in jobs with their parameters in the caller’s language', async () => {
    const jobs = envelope<TaskJobList>(
      await call(h.app, 'GET', SYSTEM_TASK.jobs, { token, language: 'en' }),
    ).data.list;
    const names = jobs.map((job) => job.name).sort();
    assert.deepEqual(names, [
      'cleanExpiredSessions',
      'purgeErrorLogs',
      'purgeInterfaceLogs',
      'purgeLoginLogs',
      'purgeOperationLogs',
      'purgeTaskRuns',
      'rotateDataBackup',
    ]);
    const purge = jobs.find((job) => job.name === 'purgeLoginLogs');
    assert.equal(purge?.title, 'Purge sign-in logs');
    assert.deepEqual(purge?.params, [
      { key: 'days', label: 'Days to keep', min: 1, max: 3650, default: 90 },
    ]);
  });

  it('creates, reads, edits, lists and deletes a task; the next due time follows the cron', async () => {
    const id = await create(body({ enCode: 'nightly', fullName: '夜间清理' }));
    const record = await read(id);
    assert.deepEqual(
      [record.enCode, record.cron, record.jobName, record.params, record.enabled],
      ['nightly', '0 3 * * *', 'cleanExpiredSessions', { days: 7 }, true],
    );
    const next = new Date(record.nextRunTime ?? 0);
    assert.deepEqual([next.getHours(), next.getMinutes(), next.getSeconds()], [3, 0, 0]);
    assert.ok(next.getTime() > Date.now() && next.getTime() <= Date.now() + 86_400_000);
    assert.equal(record.lastRunTime, null);

    const edit = await call(h.app, 'PUT', fillPath(SYSTEM_TASK.one, { id }), {
      token,
      payload: body({
        enCode: 'nightly',
        fullName: '每分钟',
        cron: '*/5 * * * *',
        jobName: 'purgeLoginLogs',
        params: {},
      }),
    });
    assert.equal(edit.statusCode, 200, edit.body);
    const edited = await read(id);
    assert.deepEqual(
      [edited.cron, edited.jobName, edited.params],
      ['*/5 * * * *', 'purgeLoginLogs', { days: 90 }],
    );
    assert.ok((edited.nextRunTime ?? 0) - Date.now() <= 5 * 60_000);

    const list = envelope<TaskPage>(
      await call(h.app, 'GET', `${SYSTEM_TASK.list}?keyword=nightly`, { token, language: 'en' }),
    ).data;
    assert.deepEqual(
      list.list.map((row) => [row.enCode, row.jobTitle]),
      [['nightly', 'Purge sign-in logs']],
    );

    const removed = await call(h.app, 'DELETE', fillPath(SYSTEM_TASK.one, { id }), { token });
    assert.equal(removed.statusCode, 200, removed.body);
    const gone = await call(h.app, 'GET', fillPath(SYSTEM_TASK.one, { id }), { token });
    assert.equal(gone.statusCode, 404);
  });

  it('refuses bad input with a translated message naming the field, writing nothing', async () => {
    const cases: [object, string][] = [
      [{ cron: '61 * * * *' }, 'Cron expression is not a valid cron expression'],
      [{ cron: 'every day' }, 'Cron expression is not a valid cron expression'],
      [{ cron: '* * *' }, 'Cron expression is not a valid cron expression'],
      [{ jobName: 'dropDatabase' }, 'Job is not a built-in job'],
      [
        { params: { days: 0 } },
        'Days to keep in Job parameters must be a whole number from 1 to 3650',
      ],
      [{ params: { days: 1.5 } }, 'days has the wrong type'],
      [{ params: { sql: 1 } }, 'sql in Job parameters is not a parameter of this job'],
      [{ enCode: '' }, 'code must be at least 1 characters'],
    ];
    for (const [overrides, message] of cases) {
      const response = await call(h.app, 'POST', SYSTEM_TASK.list, {
        token,
        language: 'en',
        payload: body({ enCode: 'refused', ...overrides }),
      });
      assert.equal(response.statusCode, 400, `${JSON.stringify(overrides)}: ${response.body}`);
      assert.match(
        envelope(response).msg,
        new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
        JSON.stringify(overrides),
      );
    }
    const zh = await call(h.app, 'POST', SYSTEM_TASK.list, {
      token,
      language: 'zh',
      payload: body({ cron: '61 * * * *' }),
    });
    assert.match(envelope(zh).msg, /^Cron 表达式不是有效的 Cron 表达式/);
    const list = envelope<TaskPage>(
      await call(h.app, 'GET', `${SYSTEM_TASK.list}?keyword=refused`, { token }),
    ).data;
    assert.equal(list.pagination.total, 0);
  });

  it('refuses a second task with the same code', async () => {
    await create(body({ enCode: 'twice' }));
    const again = await call(h.app, 'POST', SYSTEM_TASK.list, {
      token,
      language: 'en',
      payload: body({ enCode: 'twice' }),
    });
    assert.equal(again.statusCode, 400, again.body);
    assert.match(envelope(again).msg, /already exists/);
  });

  it('disables (no next due time) and enables again; 50 toggles at once flip 50 times', async () => {
    const id = await create(body());
    const off = await call(h.app, 'PUT', fillPath(SYSTEM_TASK.state, { id }), {
      token,
      payload: {},
    });
    assert.deepEqual(envelope<StateResult>(off).data, { enabled: false });
    assert.equal((await read(id)).nextRunTime, null);
    const on = await call(h.app, 'PUT', fillPath(SYSTEM_TASK.state, { id }), {
      token,
      payload: { enabled: true },
    });
    assert.deepEqual(envelope<StateResult>(on).data, { enabled: true });
    assert.ok(((await read(id)).nextRunTime ?? 0) > Date.now());

    const flips = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(h.app, 'PUT', fillPath(SYSTEM_TASK.state, { id }), { token, payload: {} }),
      ),
    );
    assert.ok(flips.every((response) => response.statusCode === 200));
    const states = flips.map((response) => envelope<StateResult>(response).data.enabled);
    assert.equal(states.filter(Boolean).length, 25);
    assert.equal((await read(id)).enabled, true);
  });

  it('runs a task now off the request, records the outcome, and purges the history', async () => {
    const user = (await h.db.select({ id: users.id }).from(users).limit(1))[0]?.id ?? '';
    const old = new Date(Date.now() - 100 * 86_400_000);
    await h.db.insert(loginLogs).values([
      { userId: user, loginAt: old },
      { userId: user, loginAt: old },
      { userId: user, loginAt: new Date() },
    ]);
    const id = await create(body({ jobName: 'purgeLoginLogs', params: { days: 90 } }));
    const started = await call(h.app, 'POST', fillPath(SYSTEM_TASK.run, { id }), { token });
    assert.equal(started.statusCode, 200, started.body);
    const { runId } = envelope<TaskRunStarted>(started).data;
    const runs = await finishedRuns(id, 1);
    assert.deepEqual(
      runs.list.map((run) => [run.id, run.outcome, run.message, run.manual, run.dueTime]),
      [[runId, 'success', 'Removed 2 rows', true, null]],
    );
    assert.ok((runs.list[0]?.endTime ?? 0) >= (runs.list[0]?.startTime ?? Infinity));
    const left = await h.db.select().from(loginLogs).where(eq(loginLogs.userId, user));
    assert.ok(left.every((row) => row.loginAt.getTime() > old.getTime()));
    const task = await read(id);
    assert.equal(task.lastOutcome, 'success');

    // 50 at once: a run never overlaps another run of its task, so those that come while one
    // goes are refused with the reason; each started run is recorded once.
    const many = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(h.app, 'POST', fillPath(SYSTEM_TASK.run, { id }), { token, language: 'en' }),
      ),
    );
    const started50 = many.filter((response) => response.statusCode === 200).length;
    const refused = many.filter((response) => response.statusCode !== 200);
    assert.ok(started50 >= 1, 'one of them runs');
    for (const response of refused) {
      assert.deepEqual(
        [response.statusCode, envelope(response).msg],
        [400, 'This task is running; try again once the run has ended'],
      );
    }
    const all = await finishedRuns(id, 1 + started50);
    assert.equal(all.list.length, 1 + started50);
    const spans = all.list
      .map((run) => [run.startTime, run.endTime ?? Infinity] as const)
      .sort((a, b) => a[0] - b[0]);
    spans.slice(1).forEach(([start], index) => {
      assert.ok(
        start >= (spans[index]?.[1] ?? Infinity),
        `run ${index + 1} overlaps the one before`,
      );
    });

    const purged = await call(h.app, 'DELETE', fillPath(SYSTEM_TASK.runs, { id }), { token });
    assert.deepEqual(envelope<TaskRunsPurged>(purged).data, { removed: 1 + started50 });
    assert.equal((await finishedRuns(id, 0)).list.length, 0);
  });

  it('cleans sessions that ended before the kept days, and records a failing job as a failure', async () => {
    const user = (await h.db.select({ id: users.id }).from(users).limit(1))[0]?.id ?? '';
    const day = 86_400_000;
    const at = (days: number) => new Date(h.clock.now().getTime() - days * day);
    await h.db.insert(sessions).values([
      { tokenHash: `expired-${code()}`, userId: user, createdAt: at(40), expiresAt: at(30) },
      {
        tokenHash: `revoked-${code()}`,
        userId: user,
        createdAt: at(40),
        expiresAt: at(-1),
        revokedAt: at(20),
      },
      { tokenHash: `recent-${code()}`, userId: user, createdAt: at(3), expiresAt: at(2) },
    ]);
    const before = (await h.db.select().from(sessions)).length;
    const id = await create(body({ jobName: 'cleanExpiredSessions', params: { days: 7 } }));
    await call(h.app, 'POST', fillPath(SYSTEM_TASK.run, { id }), { token });
    const runs = await finishedRuns(id, 1);
    assert.equal(runs.list[0]?.message, 'Removed 2 rows');
    assert.equal((await h.db.select().from(sessions)).length, before - 2);

    // A job whose parameters no longer fit fails; the failure is recorded, the server goes on.
    const broken = await create(body({ jobName: 'purgeTaskRuns' }));
    const { scheduleTasks } = await import('../../src/modules/system/task/schema');
    await h.db
      .update(scheduleTasks)
      .set({ params: { days: -5 } })
      .where(eq(scheduleTasks.id, broken));
    await call(h.app, 'POST', fillPath(SYSTEM_TASK.run, { id: broken }), { token });
    const failed = await finishedRuns(broken, 1);
    assert.equal(failed.list[0]?.outcome, 'failure');
    assert.equal(
      failed.list[0]?.message,
      "The parameter days is outside the job's bounds; edit the task",
    );
    assert.equal((await read(broken)).lastOutcome, 'failure');
  });

  it('purges operation and error logs older than the kept days (jobs the log module offers)', async () => {
    const marker = `/purge-test/${code()}`;
    const day = 86_400_000;
    const at = (days: number) => new Date(h.clock.now().getTime() - days * day);
    const operation = (days: number) => ({
      at: at(days),
      userId: 'u',
      account: 'a',
      method: 'PUT',
      path: marker,
      status: 200,
      durationMs: 1,
    });
    await h.db.insert(operationLogs).values([operation(40), operation(20), operation(1)]);
    await h.db.insert(errorLogs).values([
      { at: at(40), source: 'server', path: marker, message: 'old' },
      { at: at(1), source: 'client', path: marker, message: 'recent' },
    ]);
    const left = async () => ({
      operations: (await h.db.select().from(operationLogs).where(eq(operationLogs.path, marker)))
        .length,
      errors: (await h.db.select().from(errorLogs).where(eq(errorLogs.path, marker))).length,
    });
    const purgeOperations = await create(
      body({ jobName: 'purgeOperationLogs', params: { days: 7 } }),
    );
    await call(h.app, 'POST', fillPath(SYSTEM_TASK.run, { id: purgeOperations }), { token });
    await finishedRuns(purgeOperations, 1);
    assert.deepEqual(await left(), { operations: 1, errors: 2 });
    const purgeErrors = await create(body({ jobName: 'purgeErrorLogs', params: { days: 7 } }));
    await call(h.app, 'POST', fillPath(SYSTEM_TASK.run, { id: purgeErrors }), { token });
    const runs = await finishedRuns(purgeErrors, 1);
    assert.equal(runs.list[0]?.message, 'Removed 1 rows');
    assert.deepEqual(await left(), { operations: 1, errors: 1 });
  });

  it('answers 404 for the runs, run now and purge of a task that does not exist', async () => {
    for (const [method, path] of [
      ['GET', SYSTEM_TASK.runs],
      ['POST', SYSTEM_TASK.run],
      ['DELETE', SYSTEM_TASK.runs],
    ] as const) {
      const response = await call(h.app, method, fillPath(path, { id: 'missing' }), { token });
      assert.equal(response.statusCode, 404, `${method} ${path}`);
    }
  });

  let matrixTask = '';
  const taskId = async () => {
    matrixTask ||= await create(body());
    return matrixTask;
  };
  const menu = TASK_PAGE;
  describeAuthorizationMatrix(
    () => h,
    [
      {
        name: 'task list',
        permission: { menu },
        request: () => ({ method: 'GET', url: SYSTEM_TASK.list }),
      },
      {
        name: 'task jobs',
        permission: { menu },
        request: () => ({ method: 'GET', url: SYSTEM_TASK.jobs }),
      },
      {
        name: 'task read',
        permission: { menu },
        request: async () => ({
          method: 'GET',
          url: fillPath(SYSTEM_TASK.one, { id: await taskId() }),
        }),
      },
      {
        name: 'task create',
        permission: { menu, button: ADMIN_BUTTON.add },
        request: () => ({ method: 'POST', url: SYSTEM_TASK.list, payload: body() }),
      },
      {
        name: 'task edit',
        permission: { menu, button: ADMIN_BUTTON.edit },
        request: async () => ({
          method: 'PUT',
          url: fillPath(SYSTEM_TASK.one, { id: await taskId() }),
          payload: body(),
        }),
      },
      {
        name: 'task delete',
        permission: { menu, button: ADMIN_BUTTON.remove },
        request: async () => ({
          method: 'DELETE',
          url: fillPath(SYSTEM_TASK.one, { id: await create(body()) }),
        }),
      },
      {
        name: 'task state',
        permission: { menu, button: ADMIN_BUTTON.state },
        request: async () => ({
          method: 'PUT',
          url: fillPath(SYSTEM_TASK.state, { id: await taskId() }),
          payload: { enabled: true },
        }),
      },
      {
        name: 'task run now',
        permission: { menu, button: TASK_BUTTON.run },
        // A task of its own per caller: the run the previous caller started may still be going
        // on a busy machine, and a running task refuses another run (tested above).
        request: async () => ({
          method: 'POST',
          url: fillPath(SYSTEM_TASK.run, { id: await create(body()) }),
        }),
      },
      {
        name: 'task runs',
        permission: { menu },
        request: async () => ({
          method: 'GET',
          url: fillPath(SYSTEM_TASK.runs, { id: await taskId() }),
        }),
      },
      {
        name: 'task purge runs',
        permission: { menu, button: TASK_BUTTON.purgeRuns },
        request: async () => ({
          method: 'DELETE',
          url: fillPath(SYSTEM_TASK.runs, { id: await taskId() }),
        }),
      },
    ],
  );
});
