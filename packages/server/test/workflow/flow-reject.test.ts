/**
 * Going back and around: rejects to the start (the initiator edits and submits again), to the
 * previous node and to a chosen earlier node, parallel forks and joins, rejects inside a branch
 * and out of one (the whole route is cancelled), recall while the next node is untouched, and
 * transfer.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { flowTaskNodes, flowTaskOperators, users } from '../../src/db/schema';
import type { Harness } from '../support/app-harness';
import { API_ONLY } from '../support/app-harness';
import { createCaller, type Caller } from '../support/permission-fixtures';
import { startAppAsAdmin } from '../support/start-as-admin';
import {
  approver,
  branch,
  engineCalls,
  fixed,
  insertFlow,
  pendingItemOf,
  pendingUsers,
  route,
  startWith,
  statusOf,
} from './flow-support';

describe('workflow engine: rejects, parallel routes, recall and transfer', () => {
  let h: Harness;
  let alice: Caller;
  let bob: Caller;
  let carol: Caller;
  let dave: Caller;
  let erin: Caller;
  before(async () => {
    ({ h } = await startAppAsAdmin({ ...API_ONLY, flowJobPollMs: 0 }));
    [alice, bob, carol, dave, erin] = [
      await createCaller(h),
      await createCaller(h),
      await createCaller(h),
      await createCaller(h),
      await createCaller(h),
    ];
  });
  after(() => h.close());

  /** Each node's instances' states, in arrival order. */
  const nodeStates = async (taskId: string) => {
    const rows = await h.db
      .select()
      .from(flowTaskNodes)
      .where(eq(flowTaskNodes.taskId, taskId))
      .orderBy(flowTaskNodes.enteredStep, flowTaskNodes.id);
    const states: Record<string, string[]> = {};
    for (const row of rows) (states[row.nodeId] ??= []).push(row.state);
    return states;
  };
  const approve = async (who: Caller, taskId: string) => {
    const answer = await engineCalls(h, who.token).audit(
      await pendingItemOf(h.db, taskId, who.userId),
    );
    assert.equal(answer.code, 200, answer.msg);
  };
  const reject = async (who: Caller, taskId: string, rejectTo?: string) => {
    const item = await pendingItemOf(h.db, taskId, who.userId);
    return engineCalls(h, who.token).reject(item, rejectTo === undefined ? {} : { rejectTo });
  };

  /** start → a (bob) → b (carol, previous) → c (dave, chosen) */
  async function chain() {
    const template = startWith(
      approver(
        'a',
        { assignee: fixed([bob.userId]), rejectTo: 'chosen' },
        approver(
          'b',
          { assignee: fixed([carol.userId]), rejectTo: 'previous' },
          approver('c', { assignee: fixed([dave.userId]), rejectTo: 'chosen' }),
        ),
      ),
    );
    const flowId = await insertFlow(h.db, template);
    const taskId = (await engineCalls(h, alice.token).launch(flowId, { reason: 'x' })).data.id;
    return { flowId, taskId };
  }

  it('rejects to a chosen earlier node, to the previous one, and refuses a node not passed', async () => {
    const { flowId, taskId } = await chain();
    await approve(bob, taskId);
    await approve(carol, taskId);
    const offered = await engineCalls(h, dave.token).detail(flowId, taskId);
    assert.deepEqual(
      offered.data.rejectTargets.map((target) => target.nodeId),
      ['start', 'b', 'a'],
    );
    const forward = await reject(dave, taskId, 'c');
    assert.equal(forward.status, 400);
    const unknown = await reject(dave, taskId, 'nowhere');
    assert.equal(unknown.status, 400);
    assert.deepEqual(await pendingUsers(h.db, taskId), [dave.userId]);

    assert.equal((await reject(dave, taskId, 'a')).code, 200);
    assert.deepEqual(await pendingUsers(h.db, taskId), [bob.userId]);
    assert.deepEqual((await nodeStates(taskId)).c, ['rejected']);
    await approve(bob, taskId);
    assert.equal((await reject(carol, taskId)).code, 200);
    assert.deepEqual(await pendingUsers(h.db, taskId), [bob.userId]);
    assert.deepEqual((await nodeStates(taskId)).a, ['passed', 'passed', 'active']);
  });

  it('rejects to the start; the initiator edits and submits again', async () => {
    const { flowId, taskId } = await chain();
    assert.equal((await reject(bob, taskId)).code, 200);
    assert.equal(await statusOf(h.db, taskId), 3);
    assert.deepEqual(await pendingUsers(h.db, taskId), []);
    const mine = await engineCalls(h, alice.token).detail(flowId, taskId);
    assert.deepEqual(mine.data.actions, ['edit']);
    const again = await engineCalls(h, alice.token).update(taskId, {
      status: 1,
      formData: { reason: 'better' },
    });
    assert.equal(again.code, 200, again.msg);
    assert.equal(await statusOf(h.db, taskId), 1);
    assert.deepEqual(await pendingUsers(h.db, taskId), [bob.userId]);
  });

  /** start → a0 (erin) → par (left: x (bob) → y (carol, chosen); right: z (dave)) → l (erin) */
  async function parallel() {
    const par = route(
      'parallel',
      'par',
      [
        branch(
          'left',
          {},
          approver(
            'x',
            { assignee: fixed([bob.userId]) },
            approver('y', { assignee: fixed([carol.userId]), rejectTo: 'chosen' }),
          ),
        ),
        branch(
          'right',
          {},
          approver('z', { assignee: fixed([dave.userId]), rejectTo: 'previous' }),
        ),
        branch('empty', {}, null),
      ],
      approver('l', { assignee: fixed([erin.userId]) }),
    );
    const flowId = await insertFlow(
      h.db,
      startWith(approver('a0', { assignee: fixed([erin.userId]) }, par)),
    );
    const taskId = (await engineCalls(h, alice.token).launch(flowId, {})).data.id;
    await approve(erin, taskId);
    return { flowId, taskId };
  }

  it('forks every branch and joins once all have ended', async () => {
    const { taskId } = await parallel();
    assert.deepEqual(await pendingUsers(h.db, taskId), [bob.userId, dave.userId].sort());
    await approve(dave, taskId);
    await approve(bob, taskId);
    assert.deepEqual(await pendingUsers(h.db, taskId), [carol.userId]);
    assert.equal((await nodeStates(taskId)).l, undefined);
    await approve(carol, taskId);
    assert.deepEqual(await pendingUsers(h.db, taskId), [erin.userId]);
    const states = await nodeStates(taskId);
    assert.deepEqual(states.par, ['passed']);
    assert.deepEqual(states.l, ['active']);
  });

  it('a reject inside a branch stays in it; the other branch goes on', async () => {
    const { taskId } = await parallel();
    await approve(bob, taskId);
    assert.equal((await reject(carol, taskId, 'x')).code, 200);
    assert.deepEqual(await pendingUsers(h.db, taskId), [bob.userId, dave.userId].sort());
    assert.deepEqual((await nodeStates(taskId)).par, ['active']);
  });

  it('a reject out of a branch cancels the whole route, every branch included', async () => {
    const { taskId } = await parallel();
    await approve(bob, taskId);
    assert.equal((await reject(carol, taskId, 'a0')).code, 200);
    assert.deepEqual(await pendingUsers(h.db, taskId), [erin.userId]);
    const states = await nodeStates(taskId);
    assert.deepEqual(states.par, ['cancelled']);
    assert.deepEqual(states.z, ['cancelled']);
    const daveItems = await h.db
      .select({ state: flowTaskOperators.state })
      .from(flowTaskOperators)
      .where(and(eq(flowTaskOperators.taskId, taskId), eq(flowTaskOperators.userId, dave.userId)));
    assert.deepEqual(
      daveItems.map((item) => item.state),
      ['cancelled'],
    );
    // The flow forks afresh from the node it went back to.
    await approve(erin, taskId);
    assert.deepEqual(await pendingUsers(h.db, taskId), [bob.userId, dave.userId].sort());
    assert.deepEqual((await nodeStates(taskId)).par, ['cancelled', 'active']);
  });

  it('previous from a branch’s first node goes back before the route', async () => {
    const { taskId } = await parallel();
    assert.equal((await reject(dave, taskId)).code, 200);
    assert.deepEqual(await pendingUsers(h.db, taskId), [erin.userId]);
    assert.deepEqual((await nodeStates(taskId)).x, ['cancelled']);
  });

  it('recall: taken back while the next node is untouched, refused after', async () => {
    const { flowId, taskId } = await chain();
    await approve(bob, taskId);
    const view = await engineCalls(h, bob.token).detail(flowId, taskId);
    assert.ok(view.data.actions.includes('recall'));
    const recalled = await engineCalls(h, bob.token).recall(view.data.recallItemId ?? '');
    assert.equal(recalled.code, 200, recalled.msg);
    assert.deepEqual(await pendingUsers(h.db, taskId), [bob.userId]);
    assert.deepEqual((await nodeStates(taskId)).b, ['cancelled']);
    assert.deepEqual((await nodeStates(taskId)).a, ['active']);

    await approve(bob, taskId);
    const itemId = (await engineCalls(h, bob.token).detail(flowId, taskId)).data.recallItemId;
    await approve(carol, taskId);
    const late = await engineCalls(h, bob.token).recall(itemId ?? '');
    assert.equal(late.status, 400);
    assert.equal(late.msg, '下一节点已处理，不能撤回');
    assert.equal((await engineCalls(h, carol.token).recall(itemId ?? '')).status, 400);

    const plain = await insertFlow(
      h.db,
      startWith(
        approver(
          'noRecall',
          { assignee: fixed([bob.userId]), buttons: [] },
          approver('then', { assignee: fixed([carol.userId]) }),
        ),
      ),
    );
    const other = (await engineCalls(h, alice.token).launch(plain, {})).data.id;
    const item = await pendingItemOf(h.db, other, bob.userId);
    await approve(bob, other);
    assert.equal((await engineCalls(h, bob.token).detail(plain, other)).data.recallItemId, null);
    assert.equal((await engineCalls(h, bob.token).recall(item)).status, 400);
    assert.deepEqual(await pendingUsers(h.db, other), [carol.userId]);
  });

  it('recall puts back the approvers the approval chose for the node ahead', async () => {
    const people = { users: [carol.userId, dave.userId], positions: [], roles: [] };
    const chosen = { kind: 'chosen' as const, people };
    const flowId = await insertFlow(
      h.db,
      startWith(
        approver('a', { assignee: fixed([bob.userId]) }, approver('c1', { assignee: chosen })),
      ),
    );
    const launched = await engineCalls(h, alice.token).launch(
      flowId,
      {},
      { candidates: { c1: [carol.userId] } },
    );
    const taskId = launched.data.id;
    const asBob = engineCalls(h, bob.token);
    const item = await pendingItemOf(h.db, taskId, bob.userId);
    assert.equal((await asBob.audit(item, { candidates: { c1: [dave.userId] } })).code, 200);
    assert.deepEqual(await pendingUsers(h.db, taskId), [dave.userId]);
    assert.equal((await asBob.recall(item)).code, 200);
    // Approved again without a choice: the initiator's choice holds, not the recalled one.
    await approve(bob, taskId);
    assert.deepEqual(await pendingUsers(h.db, taskId), [carol.userId]);
  });

  it('transfer hands the item over; not to oneself, a disabled user, or where the node forbids it', async () => {
    const disabled = await createCaller(h);
    await h.db.update(users).set({ enabled: false }).where(eq(users.id, disabled.userId));
    const { taskId } = await chain();
    const item = await pendingItemOf(h.db, taskId, bob.userId);
    for (const target of [bob.userId, disabled.userId]) {
      assert.equal((await engineCalls(h, bob.token).transfer(item, target)).status, 400);
    }
    assert.equal((await engineCalls(h, bob.token).transfer(item, erin.userId)).code, 200);
    assert.deepEqual(await pendingUsers(h.db, taskId), [erin.userId]);
    assert.equal((await engineCalls(h, bob.token).audit(item)).status, 400);
    await approve(erin, taskId);
    assert.deepEqual(await pendingUsers(h.db, taskId), [carol.userId]);

    const flowId = await insertFlow(
      h.db,
      startWith(approver('n', { assignee: fixed([bob.userId]), buttons: [] })),
    );
    const other = (await engineCalls(h, alice.token).launch(flowId, {})).data.id;
    const refused = await engineCalls(h, bob.token).transfer(
      await pendingItemOf(h.db, other, bob.userId),
      erin.userId,
    );
    assert.equal(refused.status, 400);
  });
  it('transfers to nobody who decided at the node already, nor to the initiator it passes for', async () => {
    const flowId = await insertFlow(
      h.db,
      startWith(
        approver('n', {
          assignee: fixed([bob.userId, carol.userId]),
          signMode: 'countersign',
          countersign: { unit: 'percent', pass: 100, reject: 1 },
          buttons: ['transfer'],
          initiatorApproves: 'pass',
        }),
      ),
    );
    const taskId = (await engineCalls(h, alice.token).launch(flowId, {})).data.id;
    await approve(carol, taskId);
    const item = await pendingItemOf(h.db, taskId, bob.userId);
    for (const target of [carol.userId, alice.userId]) {
      assert.equal((await engineCalls(h, bob.token).transfer(item, target)).status, 400);
    }
    assert.equal((await engineCalls(h, bob.token).transfer(item, erin.userId)).code, 200);
  });
});
