/**
 * Sign modes and exactly-once: countersign thresholds in percent and counts, sequential turns,
 * the same approval sent 50 times at once, and 20 countersigners approving at once (the node
 * passes exactly once). Run it with DATABASE_URL to see the same on PostgreSQL.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { flowTaskNodes, flowTaskOperators, flowTaskRecords } from '../../src/db/schema';
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
  startWith,
  statusOf,
  userIdsOf,
} from './flow-support';

describe('workflow engine: sign modes, exactly once', () => {
  let h: Harness;
  let alice: Caller;
  let signers: Caller[] = [];
  let last: Caller;
  before(async () => {
    ({ h } = await startAppAsAdmin({ ...API_ONLY, flowJobPollMs: 0 }));
    alice = await createCaller(h);
    last = await createCaller(h);
    signers = [];
    for (let index = 0; index < 20; index += 1) signers.push(await createCaller(h));
  });
  after(() => h.close());

  const arrivals = async (taskId: string, nodeId: string) =>
    h.db
      .select()
      .from(flowTaskNodes)
      .where(and(eq(flowTaskNodes.taskId, taskId), eq(flowTaskNodes.nodeId, nodeId)));
  const actions = async (taskId: string, action: string) =>
    h.db
      .select()
      .from(flowTaskRecords)
      .where(and(eq(flowTaskRecords.taskId, taskId), eq(flowTaskRecords.action, action)));

  /** A flow: a countersign node of the given signers, then `last` approves. */
  async function countersignTask(
    callers: Caller[],
    countersign: { unit: 'percent' | 'count'; pass: number; reject: number },
  ) {
    const flowId = await insertFlow(
      h.db,
      startWith(
        approver(
          'sign',
          { assignee: fixed(userIdsOf(callers)), signMode: 'countersign', countersign },
          approver('last', { assignee: fixed([last.userId]) }),
        ),
      ),
    );
    const launched = await engineCalls(h, alice.token).launch(flowId, {});
    assert.equal(launched.code, 200, launched.msg);
    return launched.data.id;
  }

  it('countersign in percent passes when approvals reach the share, not before', async () => {
    const five = signers.slice(0, 5);
    const taskId = await countersignTask(five, { unit: 'percent', pass: 60, reject: 50 });
    for (const [index, signer] of five.slice(0, 3).entries()) {
      assert.equal((await arrivals(taskId, 'last')).length, 0, `passed after ${index}`);
      const item = await pendingItemOf(h.db, taskId, signer.userId);
      assert.equal((await engineCalls(h, signer.token).audit(item)).code, 200);
    }
    assert.equal((await arrivals(taskId, 'last')).length, 1);
    const fourth = five[3];
    assert.ok(fourth);
    const left = await h.db
      .select()
      .from(flowTaskOperators)
      .where(
        and(eq(flowTaskOperators.taskId, taskId), eq(flowTaskOperators.userId, fourth.userId)),
      );
    assert.equal(left[0]?.state, 'cancelled');
  });

  it('countersign in counts rejects at the reject count', async () => {
    const four = signers.slice(5, 9);
    const taskId = await countersignTask(four, { unit: 'count', pass: 3, reject: 2 });
    const [a, b] = four;
    assert.ok(a && b);
    await engineCalls(h, a.token).reject(await pendingItemOf(h.db, taskId, a.userId));
    assert.equal(await statusOf(h.db, taskId), 1);
    await engineCalls(h, b.token).reject(await pendingItemOf(h.db, taskId, b.userId));
    assert.equal(await statusOf(h.db, taskId), 3);
    assert.equal((await arrivals(taskId, 'last')).length, 0);
  });

  it('countersign rejects as soon as the pass is out of reach', async () => {
    const three = signers.slice(9, 12);
    const taskId = await countersignTask(three, { unit: 'percent', pass: 100, reject: 100 });
    const [a] = three;
    assert.ok(a);
    await engineCalls(h, a.token).reject(await pendingItemOf(h.db, taskId, a.userId));
    assert.equal(await statusOf(h.db, taskId), 3);
  });

  it('sequential: one approver at a time, in order', async () => {
    const three = signers.slice(12, 15);
    const flowId = await insertFlow(
      h.db,
      startWith(
        approver(
          'seq',
          { assignee: fixed(userIdsOf(three)), signMode: 'sequential' },
          approver('last', { assignee: fixed([last.userId]) }),
        ),
      ),
    );
    const taskId = (await engineCalls(h, alice.token).launch(flowId, {})).data.id;
    const [first, second, third] = three;
    assert.ok(first && second && third);
    const waiting = await engineCalls(h, second.token).list('Waiting');
    assert.equal(
      waiting.data.list.some((row) => row.taskId === taskId),
      false,
    );
    await engineCalls(h, first.token).audit(await pendingItemOf(h.db, taskId, first.userId));
    await engineCalls(h, second.token).audit(await pendingItemOf(h.db, taskId, second.userId));
    assert.equal((await arrivals(taskId, 'last')).length, 0);
    await engineCalls(h, third.token).audit(await pendingItemOf(h.db, taskId, third.userId));
    assert.equal((await arrivals(taskId, 'last')).length, 1);
  });

  it('the same approval sent 50 times at once has one effect and one history row', async () => {
    const [bob] = signers;
    assert.ok(bob);
    const flowId = await insertFlow(
      h.db,
      startWith(
        approver(
          'a',
          { assignee: fixed([bob.userId]) },
          approver('last', { assignee: fixed([last.userId]) }),
        ),
      ),
    );
    const taskId = (await engineCalls(h, alice.token).launch(flowId, {})).data.id;
    const item = await pendingItemOf(h.db, taskId, bob.userId);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => engineCalls(h, bob.token).audit(item, { comment: 'ok' })),
    );
    assert.equal(answers.filter((answer) => answer.code === 200).length, 1);
    const refused = answers.filter((answer) => answer.status === 400);
    assert.equal(refused.length, 49);
    assert.ok(refused.every((answer) => answer.msg === '该事项已处理或已不在您的待办中'));
    assert.equal((await actions(taskId, 'agree')).length, 1);
    assert.equal((await arrivals(taskId, 'last')).length, 1);
  });

  it('20 countersigners approving at once: the node passes exactly once', async () => {
    const taskId = await countersignTask(signers, { unit: 'percent', pass: 50, reject: 60 });
    const items = await Promise.all(
      signers.map((signer) => pendingItemOf(h.db, taskId, signer.userId)),
    );
    const answers = await Promise.all(
      signers.map((signer, index) => engineCalls(h, signer.token).audit(items[index] ?? '')),
    );
    // The tenth approval passes the node; the approvals after it find their items cancelled.
    assert.equal(answers.filter((answer) => answer.code === 200).length, 10);
    assert.equal(answers.filter((answer) => answer.status === 400).length, 10);
    assert.equal((await actions(taskId, 'agree')).length, 10);
    const next = await arrivals(taskId, 'last');
    assert.equal(next.length, 1);
    const lastItems = await h.db
      .select()
      .from(flowTaskOperators)
      .where(and(eq(flowTaskOperators.taskId, taskId), eq(flowTaskOperators.nodeId, 'last')));
    assert.equal(lastItems.length, 1);
    const [sign] = await arrivals(taskId, 'sign');
    assert.equal(sign?.state, 'passed');
  });
});
