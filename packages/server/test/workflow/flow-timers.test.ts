/**
 * Timer nodes and time limits as job rows: a timer waits for the clock and then the flow goes on;
 * two claimers at once fire a job once; a claim whose lease ran out is taken over and the old
 * claimer's late fire does nothing; a time limit approves for the approvers; a reminder or a job
 * that finds its node ended is no step of the task.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { flowJobs, flowTaskRecords, flowTasks } from '../../src/db/schema';
import { directMessagesOver } from '../../src/kernel/messages/direct-messages';
import type { ActionDeps } from '../../src/modules/workflow/flowTask/engine/engine-deps';
import { interfaceOptionsOver } from '../../src/kernel/forms/interface-options';
import {
  FLOW_JOB_LEASE_MS,
  claimDueJobs,
  fireDueJobs,
  fireJob,
} from '../../src/modules/workflow/flowTask/jobs/flow-jobs';
import { writeDirectMessage } from '../../src/modules/system/notice/direct-message';
import { messageReceivers } from '../../src/modules/system/notice/schema';
import type { Harness } from '../support/app-harness';
import { API_ONLY } from '../support/app-harness';
import { createCaller, type Caller } from '../support/permission-fixtures';
import { startAppAsAdmin } from '../support/start-as-admin';
import {
  approver,
  engineCalls,
  fixed,
  insertFlow,
  pendingItemOf,
  pendingUsers,
  startWith,
  statusOf,
  timerNode,
} from './flow-support';

describe('workflow engine: timers and time limits', () => {
  let h: Harness;
  let deps: ActionDeps;
  let alice: Caller;
  let bob: Caller;
  let carol: Caller;
  before(async () => {
    ({ h } = await startAppAsAdmin({ ...API_ONLY, flowJobPollMs: 0 }));
    deps = {
      db: h.db,
      now: h.clock.now,
      directMessages: directMessagesOver(writeDirectMessage),
      messagePush: { unreadChanged: () => undefined },
      // A composition without the data-interface module: these flows' forms use no interface.
      interfaceOptions: interfaceOptionsOver(() => {
        throw new Error('no module provides data interfaces here');
      }, undefined),
    };
    [alice, bob, carol] = [await createCaller(h), await createCaller(h), await createCaller(h)];
  });
  after(() => h.close());

  const minutes = (n: number) => n * 60_000;
  const failOnError = (error: unknown) => {
    throw error;
  };

  async function timerTask() {
    const flowId = await insertFlow(
      h.db,
      startWith(timerNode('wait', 10, approver('after', { assignee: fixed([bob.userId]) }))),
    );
    return (await engineCalls(h, alice.token).launch(flowId, {})).data.id;
  }

  it('a timer waits for its time, then the flow goes on, once', async () => {
    const taskId = await timerTask();
    assert.deepEqual(await pendingUsers(h.db, taskId), []);
    assert.equal(await fireDueJobs(deps, 'one', failOnError), 0);
    h.clock.advance(minutes(11));
    assert.equal(await fireDueJobs(deps, 'one', failOnError), 1);
    assert.deepEqual(await pendingUsers(h.db, taskId), [bob.userId]);
    assert.equal(await fireDueJobs(deps, 'one', failOnError), 0);
    const timerRecords = await h.db
      .select()
      .from(flowTaskRecords)
      .where(and(eq(flowTaskRecords.taskId, taskId), eq(flowTaskRecords.action, 'timer')));
    assert.equal(timerRecords.length, 1);
  });

  it('two claimers at once: each job fires once', async () => {
    const tasks = [await timerTask(), await timerTask(), await timerTask()];
    h.clock.advance(minutes(11));
    const fired = await Promise.all([
      fireDueJobs(deps, 'left', failOnError),
      fireDueJobs(deps, 'right', failOnError),
    ]);
    assert.equal(fired[0] + fired[1], 3);
    for (const taskId of tasks) assert.deepEqual(await pendingUsers(h.db, taskId), [bob.userId]);
  });

  it('a claim whose lease ran out is taken over; the old claimer’s fire does nothing', async () => {
    const taskId = await timerTask();
    h.clock.advance(minutes(11));
    const [claimed] = await claimDueJobs(h.db, 'crashed', h.clock.now());
    assert.ok(claimed);
    assert.deepEqual(await claimDueJobs(h.db, 'other', h.clock.now()), []);
    h.clock.advance(FLOW_JOB_LEASE_MS + 1);
    assert.equal(await fireDueJobs(deps, 'other', failOnError), 1);
    assert.equal(await fireJob(deps, 'crashed', claimed), false);
    assert.deepEqual(await pendingUsers(h.db, taskId), [bob.userId]);
    const [job] = await h.db.select().from(flowJobs).where(eq(flowJobs.id, claimed.id));
    assert.equal(job?.leaseOwner, 'other');
    assert.equal(job?.attempts, 2);
  });

  it('a time limit approves for the approvers; a job of a node already passed does nothing', async () => {
    const flowId = await insertFlow(
      h.db,
      startWith(
        approver(
          'limited',
          { assignee: fixed([bob.userId]), timeout: { hours: 1, action: 'approve' } },
          approver('next', { assignee: fixed([carol.userId]) }),
        ),
      ),
    );
    const timed = (await engineCalls(h, alice.token).launch(flowId, {})).data.id;
    const handled = (await engineCalls(h, alice.token).launch(flowId, {})).data.id;
    await engineCalls(h, bob.token).audit(await pendingItemOf(h.db, handled, bob.userId));
    h.clock.advance(minutes(61));
    assert.equal(await fireDueJobs(deps, 'one', failOnError), 2);
    assert.deepEqual(await pendingUsers(h.db, timed), [carol.userId]);
    assert.deepEqual(await pendingUsers(h.db, handled), [carol.userId]);
    const passes = await h.db
      .select()
      .from(flowTaskRecords)
      .where(and(eq(flowTaskRecords.taskId, handled), eq(flowTaskRecords.action, 'pass')));
    assert.equal(passes.length, 0);
  });

  it('a time limit that rejects sends the task back to its start; one that reminds tells again', async () => {
    const flowId = await insertFlow(
      h.db,
      startWith(
        approver('limited', {
          assignee: fixed([bob.userId]),
          timeout: { hours: 2, action: 'reject' },
        }),
      ),
    );
    const remindFlow = await insertFlow(
      h.db,
      startWith(
        approver('reminded', {
          assignee: fixed([carol.userId]),
          timeout: { hours: 2, action: 'remind' },
        }),
      ),
    );
    const rejected = (await engineCalls(h, alice.token).launch(flowId, {})).data.id;
    const reminded = (await engineCalls(h, alice.token).launch(remindFlow, {})).data.id;
    const todos = async () =>
      (await engineCalls(h, carol.token).list('Waiting')).data.list.filter(
        (row) => row.taskId === reminded,
      ).length;
    const messagesToCarol = async () =>
      (await h.db.select().from(messageReceivers).where(eq(messageReceivers.userId, carol.userId)))
        .length;
    const before = await messagesToCarol();
    h.clock.advance(minutes(121));
    assert.equal(await fireDueJobs(deps, 'one', failOnError), 2);
    assert.equal(await statusOf(h.db, rejected), 3);
    assert.deepEqual(await pendingUsers(h.db, rejected), []);
    assert.equal(await statusOf(h.db, reminded), 1);
    assert.equal(await todos(), 1);
    assert.equal(await messagesToCarol(), before + 1);
  });

  it('a reminder, or a job whose node ended, is no step: the approval before it can still be recalled', async () => {
    const flowId = await insertFlow(
      h.db,
      startWith(
        approver(
          'first',
          { assignee: fixed([bob.userId]) },
          approver('reminded', {
            assignee: fixed([carol.userId]),
            timeout: { hours: 2, action: 'remind' },
          }),
        ),
      ),
    );
    const taskId = (await engineCalls(h, alice.token).launch(flowId, {})).data.id;
    const versionOf = async () => {
      const [task] = await h.db.select().from(flowTasks).where(eq(flowTasks.id, taskId));
      return task?.version;
    };
    const approved = await pendingItemOf(h.db, taskId, bob.userId);
    await engineCalls(h, bob.token).audit(approved);
    const afterApproval = await versionOf();
    h.clock.advance(minutes(121));
    await fireDueJobs(deps, 'one', failOnError);
    const reminders = await h.db
      .select()
      .from(flowJobs)
      .where(and(eq(flowJobs.taskId, taskId), eq(flowJobs.kind, 'timeout')));
    assert.ok(reminders.every((job) => job.doneAt !== null));
    assert.equal(await versionOf(), afterApproval);
    assert.equal((await engineCalls(h, bob.token).recall(approved)).status, 200);
    assert.deepEqual(await pendingUsers(h.db, taskId), [bob.userId]);

    // Approved again and then by carol: the node's new time limit finds it ended.
    await engineCalls(h, bob.token).audit(await pendingItemOf(h.db, taskId, bob.userId));
    await engineCalls(h, carol.token).audit(await pendingItemOf(h.db, taskId, carol.userId));
    const ended = await versionOf();
    h.clock.advance(minutes(121));
    await fireDueJobs(deps, 'one', failOnError);
    assert.equal(await versionOf(), ended);
    assert.equal(await statusOf(h.db, taskId), 2);
  });
});
