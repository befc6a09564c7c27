/**
 * Added approvers (加签) and their removal (减签): before (the adder waits) and after (the node
 * waits for them), the refusals, a reject by an added approver, a countersign whose decision
 * waits for an added approver, and exactly once under concurrent requests. Run it with
 * DATABASE_URL to see the same on PostgreSQL.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { FLOW_TASK_LIMITS } from '@mepm/contract';
import { and, eq } from 'drizzle-orm';
import {
  flowTaskNodes,
  flowTaskOperators,
  flowTaskRecords,
  flowTasks,
  users,
} from '../../src/db/schema';
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
} from './flow-support';

describe('workflow engine: added approvers', () => {
  let h: Harness;
  let initiator: Caller;
  let adder: Caller;
  let other: Caller;
  let x: Caller;
  let y: Caller;
  let last: Caller;
  before(async () => {
    ({ h } = await startAppAsAdmin({ ...API_ONLY, flowJobPollMs: 0 }));
    const made: Caller[] = [];
    for (let index = 0; index < 6; index += 1) made.push(await createCaller(h));
    [initiator, adder, other, x, y, last] = made as [
      Caller,
      Caller,
      Caller,
      Caller,
      Caller,
      Caller,
    ];
  });
  after(() => h.close());

  const arrivals = async (taskId: string, nodeId: string) =>
    h.db
      .select()
      .from(flowTaskNodes)
      .where(and(eq(flowTaskNodes.taskId, taskId), eq(flowTaskNodes.nodeId, nodeId)));
  const itemsOf = async (taskId: string, userId: string) =>
    h.db
      .select()
      .from(flowTaskOperators)
      .where(and(eq(flowTaskOperators.taskId, taskId), eq(flowTaskOperators.userId, userId)));
  const records = async (taskId: string, action: string) =>
    h.db
      .select()
      .from(flowTaskRecords)
      .where(and(eq(flowTaskRecords.taskId, taskId), eq(flowTaskRecords.action, action)));

  const flowOf = async (taskId: string) =>
    (await h.db.select().from(flowTasks).where(eq(flowTasks.id, taskId)))[0]?.flowId ?? '';

  /** A task at the node `sign` (approvers `approvers`, with 加签), then `last`. */
  async function taskAt(approvers: Caller[], props: Parameters<typeof approver>[1] = {}) {
    const flowId = await insertFlow(
      h.db,
      startWith(
        approver(
          'sign',
          {
            assignee: fixed(approvers.map((caller) => caller.userId)),
            buttons: ['addSign', 'transfer'],
            ...props,
          },
          approver('last', { assignee: fixed([last.userId]) }),
        ),
      ),
    );
    const launched = await engineCalls(h, initiator.token).launch(flowId, {});
    assert.equal(launched.code, 200, launched.msg);
    return launched.data.id;
  }

  it('before: the adder waits until the added approver approved, then decides', async () => {
    const taskId = await taskAt([adder]);
    const item = await pendingItemOf(h.db, taskId, adder.userId);
    const added = await engineCalls(h, adder.token).addApprover(item, [x.userId], 'before');
    assert.equal(added.code, 200, added.msg);
    assert.deepEqual(await pendingUsers(h.db, taskId), [x.userId]);
    assert.equal((await engineCalls(h, adder.token).audit(item)).code, 400);
    const detail = await engineCalls(h, adder.token).detail(await flowOf(taskId), taskId);
    assert.deepEqual(
      detail.data.addedApprovers.map((row) => row.mode),
      ['before'],
    );
    assert.ok(!detail.data.actions.includes('audit'));
    const xItem = await pendingItemOf(h.db, taskId, x.userId);
    assert.equal((await engineCalls(h, x.token).audit(xItem)).code, 200);
    assert.equal((await arrivals(taskId, 'last')).length, 0);
    assert.deepEqual(await pendingUsers(h.db, taskId), [adder.userId]);
    assert.equal((await engineCalls(h, adder.token).audit(item)).code, 200);
    assert.equal((await arrivals(taskId, 'last')).length, 1);
    assert.equal((await records(taskId, 'addApprover')).length, 1);
  });

  it('after: the node waits for the added approver once the adder approved', async () => {
    const taskId = await taskAt([adder]);
    const item = await pendingItemOf(h.db, taskId, adder.userId);
    await engineCalls(h, adder.token).addApprover(item, [x.userId, y.userId], 'after');
    assert.deepEqual(await pendingUsers(h.db, taskId), [adder.userId]);
    assert.equal((await engineCalls(h, adder.token).audit(item)).code, 200);
    assert.equal((await arrivals(taskId, 'last')).length, 0);
    assert.deepEqual(await pendingUsers(h.db, taskId), [x.userId, y.userId].sort());
    await engineCalls(h, x.token).audit(await pendingItemOf(h.db, taskId, x.userId));
    assert.equal((await arrivals(taskId, 'last')).length, 0);
    await engineCalls(h, y.token).audit(await pendingItemOf(h.db, taskId, y.userId));
    assert.equal((await arrivals(taskId, 'last')).length, 1);
  });

  it('a reject by an added approver rejects the vote, and so an or-sign node', async () => {
    const taskId = await taskAt([adder, other]);
    const item = await pendingItemOf(h.db, taskId, adder.userId);
    await engineCalls(h, adder.token).addApprover(item, [x.userId], 'before');
    const rejected = await engineCalls(h, x.token).reject(
      await pendingItemOf(h.db, taskId, x.userId),
    );
    assert.equal(rejected.code, 200, rejected.msg);
    assert.equal(await statusOf(h.db, taskId), 3);
    assert.deepEqual(await pendingUsers(h.db, taskId), []);
  });

  it('refuses what a node or the rules do not allow', async () => {
    const plain = await taskAt([adder], { buttons: ['transfer'] });
    const plainItem = await pendingItemOf(h.db, plain, adder.userId);
    const refused = await engineCalls(h, adder.token).addApprover(plainItem, [x.userId], 'after');
    assert.equal(refused.code, 400);
    assert.match(refused.msg, /不允许加签/);

    const taskId = await taskAt([adder, other], { initiatorApproves: 'pass' });
    const item = await pendingItemOf(h.db, taskId, adder.userId);
    const calls = engineCalls(h, adder.token);
    const disabled = await createCaller(h);
    await h.db.update(users).set({ enabled: false }).where(eq(users.id, disabled.userId));
    for (const [userIds, why] of [
      [[adder.userId], 'the adder'],
      [[other.userId], 'an approver of the node'],
      [[initiator.userId], 'the initiator the node passes for'],
      [[disabled.userId], 'a disabled user'],
      [['no-such-user'], 'nobody'],
    ] as const) {
      const answer = await calls.addApprover(item, [...userIds], 'before');
      assert.equal(answer.code, 400, why);
      assert.match(answer.msg, /加签人员无效/, why);
    }
    const many = [];
    for (let index = 0; index < FLOW_TASK_LIMITS.addedApprovers; index += 1) {
      many.push((await createCaller(h)).userId);
    }
    assert.equal((await calls.addApprover(item, many.slice(0, 6), 'after')).code, 200);
    const over = await calls.addApprover(item, [...many.slice(6), x.userId], 'after');
    assert.equal(over.code, 400);
    assert.match(over.msg, /最多/);
    const tooLong = await calls.addApprover(item, [...many, x.userId], 'after');
    assert.equal(tooLong.code, 400);
    assert.deepEqual(await pendingUsers(h.db, taskId), [adder.userId, other.userId].sort());

    // An added approver adds nobody.
    const beforeTask = await taskAt([adder]);
    const beforeItem = await pendingItemOf(h.db, beforeTask, adder.userId);
    await calls.addApprover(beforeItem, [x.userId], 'before');
    const xItem = await pendingItemOf(h.db, beforeTask, x.userId);
    const nested = await engineCalls(h, x.token).addApprover(xItem, [y.userId], 'before');
    assert.equal(nested.code, 400);
  });

  it('removing the last open added approver passes the node, once', async () => {
    const taskId = await taskAt([adder]);
    const item = await pendingItemOf(h.db, taskId, adder.userId);
    await engineCalls(h, adder.token).addApprover(item, [x.userId], 'after');
    await engineCalls(h, adder.token).audit(item);
    const xItem = await pendingItemOf(h.db, taskId, x.userId);
    // Only whoever added them removes them: not the added approver, not a stranger.
    assert.equal((await engineCalls(h, x.token).removeApprover(xItem)).code, 400);
    assert.equal((await engineCalls(h, other.token).removeApprover(xItem)).code, 400);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => engineCalls(h, adder.token).removeApprover(xItem)),
    );
    assert.equal(answers.filter((answer) => answer.code === 200).length, 1);
    assert.equal((await arrivals(taskId, 'last')).length, 1);
    assert.equal((await records(taskId, 'removeApprover')).length, 1);
    assert.equal((await itemsOf(taskId, x.userId))[0]?.state, 'cancelled');
  });

  it('removing an added-before approver gives the adder their item back', async () => {
    const taskId = await taskAt([adder]);
    const item = await pendingItemOf(h.db, taskId, adder.userId);
    await engineCalls(h, adder.token).addApprover(item, [x.userId], 'before');
    const xItem = await pendingItemOf(h.db, taskId, x.userId);
    assert.equal((await engineCalls(h, adder.token).removeApprover(xItem)).code, 200);
    assert.deepEqual(await pendingUsers(h.db, taskId), [adder.userId]);
  });

  it('fifty identical adds at once add the user once', async () => {
    const taskId = await taskAt([adder]);
    const item = await pendingItemOf(h.db, taskId, adder.userId);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        engineCalls(h, adder.token).addApprover(item, [x.userId], 'after'),
      ),
    );
    assert.equal(answers.filter((answer) => answer.code === 200).length, 1);
    assert.equal((await itemsOf(taskId, x.userId)).length, 1);
  });

  it('a countersign waits for an added approver and decides once', async () => {
    const signers = [adder, other, y];
    const taskId = await taskAt(signers, {
      signMode: 'countersign',
      countersign: { unit: 'count', pass: 2, reject: 2 },
    });
    const item = await pendingItemOf(h.db, taskId, adder.userId);
    await engineCalls(h, adder.token).addApprover(item, [x.userId], 'after');
    await engineCalls(h, adder.token).audit(item);
    // One vote complete (other's) and one open (adder's, waiting for x): not yet two approvals.
    await engineCalls(h, other.token).audit(await pendingItemOf(h.db, taskId, other.userId));
    assert.equal((await arrivals(taskId, 'last')).length, 0);
    const xItem = await pendingItemOf(h.db, taskId, x.userId);
    const yItem = await pendingItemOf(h.db, taskId, y.userId);
    const answers = await Promise.all([
      ...Array.from({ length: 25 }, () => engineCalls(h, x.token).audit(xItem)),
      ...Array.from({ length: 25 }, () => engineCalls(h, y.token).audit(yItem)),
    ]);
    assert.ok(answers.filter((answer) => answer.code === 200).length >= 1);
    assert.equal((await arrivals(taskId, 'last')).length, 1);
  });

  it('sequential: the next approver waits for the adder’s added-after approver', async () => {
    const taskId = await taskAt([adder, other], { signMode: 'sequential' });
    const item = await pendingItemOf(h.db, taskId, adder.userId);
    await engineCalls(h, adder.token).addApprover(item, [x.userId], 'after');
    await engineCalls(h, adder.token).audit(item);
    assert.deepEqual(await pendingUsers(h.db, taskId), [x.userId]);
    await engineCalls(h, x.token).audit(await pendingItemOf(h.db, taskId, x.userId));
    assert.deepEqual(await pendingUsers(h.db, taskId), [other.userId]);
  });
});
