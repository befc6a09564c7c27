/**
 * Sub-flows: a parent task reaching a `subFlow` node launches one child task per launcher in
 * the same step, waits for every child to end approved and then goes on exactly once, whatever
 * the interleaving of the children's last approvals; a child withdrawn sends the parent back to
 * its start and cancels its siblings; a parent withdrawn cancels its children; an asynchronous
 * sub-flow goes on at once and leaves its children to themselves; nesting stops at its limit
 * (what a child starts with: flow-subflow-start.test.ts; the releases' checks of sub-flows:
 * flow-subflow-release.test.ts).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, asc, eq } from 'drizzle-orm';
import {
  flowEngineVersions,
  flowEngines,
  flowTaskNodes,
  flowTaskRecords,
  flowTasks,
} from '../../src/db/schema';
import type { Harness } from '../support/app-harness';
import type { Caller } from '../support/permission-fixtures';
import {
  approver,
  engineCalls,
  fixed,
  insertFlow,
  pendingItemOf,
  pendingUsers,
  startWith,
  statusOf,
  startWithPeople,
  subFlow,
  childTasks,
  EMPTY_FORM,
  userIdsOf,
} from './flow-support';

describe('workflow engine: sub-flows', () => {
  let h: Harness;
  let alice: Caller;
  let bob: Caller;
  let people: Caller[] = [];
  before(async () => {
    ({ h, alice, bob, people } = await startWithPeople(9));
  });
  after(() => h.close());

  const children = (taskId: string) => childTasks(h.db, taskId);
  const passes = async (taskId: string, nodeId: string) =>
    (
      await h.db
        .select({ id: flowTaskRecords.id })
        .from(flowTaskRecords)
        .where(
          and(
            eq(flowTaskRecords.taskId, taskId),
            eq(flowTaskRecords.nodeId, nodeId),
            eq(flowTaskRecords.action, 'pass'),
          ),
        )
    ).length;

  /** A released flow of one approver node (`c`) whose approver is `who`. */
  const approvedBy = (who: Caller) =>
    insertFlow(h.db, startWith(approver('c', { assignee: fixed([who.userId]) })));
  const versionOf = async (taskId: string) =>
    (await h.db.select({ v: flowTasks.version }).from(flowTasks).where(eq(flowTasks.id, taskId)))[0]
      ?.v;

  it('launches a child per launcher with the mapped values and goes on once all ended', async () => {
    const [carol, dave, erin] = people as [Caller, Caller, Caller];
    const child = await approvedBy(erin);
    const parent = await insertFlow(
      h.db,
      startWith(
        approver(
          'a',
          { assignee: fixed([bob.userId]) },
          subFlow(
            'sub',
            {
              flowId: child,
              launcher: fixed([carol.userId, dave.userId]),
              fieldMapping: [{ parentField: 'days', childField: 'days' }],
            },
            approver('last', { assignee: fixed([bob.userId]) }),
          ),
        ),
      ),
    );
    const taskId = (await engineCalls(h, alice.token).launch(parent, { days: 4, reason: 'r' })).data
      .id;
    const approved = await engineCalls(h, bob.token).audit(
      await pendingItemOf(h.db, taskId, bob.userId),
    );
    assert.equal(approved.code, 200, approved.msg);
    const launched = await children(taskId);
    assert.deepEqual(
      launched.map((row) => [row.creator, row.status, row.formData]),
      [carol.userId, dave.userId]
        .sort()
        // Stored as a submit of the child's form stores them: every field, the unmapped empty.
        .map((creator) => [creator, 1, { ...EMPTY_FORM, days: 4 }]),
    );
    assert.deepEqual(await pendingUsers(h.db, taskId), []);
    const asErin = engineCalls(h, erin.token);
    const [first, second] = launched;
    assert.ok(first && second);
    const waiting = await versionOf(taskId);
    assert.equal((await asErin.audit(await pendingItemOf(h.db, first.id, erin.userId))).code, 200);
    assert.equal(await statusOf(h.db, first.id), 2);
    assert.deepEqual(await pendingUsers(h.db, taskId), [], 'the parent waits for the other child');
    // Nothing moved in the parent: its row (and so its recall window) is untouched.
    assert.equal(await versionOf(taskId), waiting);
    assert.equal((await asErin.audit(await pendingItemOf(h.db, second.id, erin.userId))).code, 200);
    assert.deepEqual(await pendingUsers(h.db, taskId), [bob.userId]);
    assert.equal(await passes(taskId, 'sub'), 1);
    // A child's launcher reads their child task; the parent's initiator does not.
    const firstLauncher = launched[0]?.creator === carol.userId ? carol : dave;
    assert.equal((await engineCalls(h, firstLauncher.token).detail(child, first.id)).status, 200);
    assert.equal((await engineCalls(h, alice.token).detail(child, first.id)).status, 404);
  });

  it('twenty last approvals at once across five children move the parent once', async () => {
    const launchers = people.slice(0, 5);
    const signers = people.slice(5, 9);
    const child = await insertFlow(
      h.db,
      startWith(
        approver('sign', {
          assignee: fixed(userIdsOf(signers)),
          signMode: 'countersign',
          countersign: { unit: 'percent', pass: 100, reject: 100 },
        }),
      ),
    );
    const parent = await insertFlow(
      h.db,
      startWith(
        subFlow(
          'sub',
          { flowId: child, launcher: fixed(userIdsOf(launchers)) },
          approver('last', { assignee: fixed([bob.userId]) }),
        ),
      ),
    );
    const launched = await engineCalls(h, alice.token).launch(parent, {});
    assert.equal(launched.code, 200, launched.msg);
    const taskId = launched.data.id;
    const kids = await children(taskId);
    assert.equal(kids.length, 5);
    const approvals = [];
    for (const kid of kids) {
      for (const signer of signers) {
        const item = await pendingItemOf(h.db, kid.id, signer.userId);
        approvals.push({ token: signer.token, item });
      }
    }
    const answers = await Promise.all(
      approvals.map(({ token, item }) => engineCalls(h, token).audit(item)),
    );
    assert.deepEqual(
      answers.map((answer) => answer.code),
      approvals.map(() => 200),
      answers.map((answer) => answer.msg).join(','),
    );
    assert.deepEqual(
      (await children(taskId)).map((row) => row.status),
      [2, 2, 2, 2, 2],
    );
    assert.equal(await passes(taskId, 'sub'), 1);
    assert.deepEqual(await pendingUsers(h.db, taskId), [bob.userId]);
    const nodes = await h.db
      .select({ nodeId: flowTaskNodes.nodeId, state: flowTaskNodes.state })
      .from(flowTaskNodes)
      .where(eq(flowTaskNodes.taskId, taskId))
      .orderBy(asc(flowTaskNodes.enteredStep));
    assert.deepEqual(
      nodes.map((row) => `${row.nodeId}:${row.state}`),
      ['sub:passed', 'last:active'],
    );
  });

  it('a child withdrawn sends the parent back to its start and cancels its siblings', async () => {
    const [carol, dave, erin] = people as [Caller, Caller, Caller];
    const child = await approvedBy(erin);
    const parent = await insertFlow(
      h.db,
      startWith(subFlow('sub', { flowId: child, launcher: fixed([carol.userId, dave.userId]) })),
    );
    const taskId = (await engineCalls(h, alice.token).launch(parent, {})).data.id;
    const kids = await children(taskId);
    const carolsChild = kids.find((kid) => kid.creator === carol.userId);
    const davesChild = kids.find((kid) => kid.creator === dave.userId);
    assert.ok(carolsChild && davesChild);
    const withdrawn = await engineCalls(h, carol.token).withdraw(carolsChild.id);
    assert.equal(withdrawn.code, 200, withdrawn.msg);
    assert.equal(await statusOf(h.db, taskId), 3);
    assert.equal(await statusOf(h.db, carolsChild.id), 4);
    assert.equal(await statusOf(h.db, davesChild.id), 5);
    assert.deepEqual(await pendingUsers(h.db, davesChild.id), []);
    // Submitted again, the parent launches new children.
    const again = await engineCalls(h, alice.token).update(taskId, { status: 1, formData: {} });
    assert.equal(again.code, 200, again.msg);
    assert.equal((await children(taskId)).filter((kid) => kid.status === 1).length, 2);
  });

  it('a parent withdrawn cancels its children', async () => {
    const [carol, , erin] = people as [Caller, Caller, Caller];
    const child = await approvedBy(erin);
    const parent = await insertFlow(
      h.db,
      startWith(subFlow('sub', { flowId: child, launcher: fixed([carol.userId]) })),
    );
    const taskId = (await engineCalls(h, alice.token).launch(parent, {})).data.id;
    assert.equal((await engineCalls(h, alice.token).withdraw(taskId)).code, 200);
    assert.deepEqual(
      (await children(taskId)).map((kid) => kid.status),
      [5],
    );
    const kid = (await children(taskId))[0];
    assert.ok(kid);
    assert.deepEqual(await pendingUsers(h.db, kid.id), []);
  });

  it('an asynchronous sub-flow goes on at once, and its children run on their own', async () => {
    const [carol, dave, erin] = people as [Caller, Caller, Caller];
    const child = await approvedBy(erin);
    const parent = await insertFlow(
      h.db,
      startWith(
        subFlow(
          'sub',
          { flowId: child, launcher: fixed([carol.userId, dave.userId]), async: true },
          approver('last', { assignee: fixed([bob.userId]) }),
        ),
      ),
    );
    const taskId = (await engineCalls(h, alice.token).launch(parent, {})).data.id;
    assert.deepEqual(await pendingUsers(h.db, taskId), [bob.userId]);
    assert.equal(await passes(taskId, 'sub'), 1);
    const kids = await children(taskId);
    assert.deepEqual(
      kids.map((kid) => kid.status),
      [1, 1],
    );
    const before = await versionOf(taskId);
    const [first, second] = kids;
    assert.ok(first && second);
    const asErin = engineCalls(h, erin.token);
    assert.equal((await asErin.audit(await pendingItemOf(h.db, first.id, erin.userId))).code, 200);
    const secondLauncher = second.creator === carol.userId ? carol : dave;
    assert.equal((await engineCalls(h, secondLauncher.token).withdraw(second.id)).code, 200);
    // Neither an approved nor a withdrawn child moves the parent or touches its row.
    assert.equal(await statusOf(h.db, taskId), 1);
    assert.deepEqual(await pendingUsers(h.db, taskId), [bob.userId]);
    assert.equal(await versionOf(taskId), before);

    // Nor does the parent's way back reach them: rejected to its start and submitted again, it
    // passes the node again without a second child for a launcher whose child still runs; and
    // withdrawn, it leaves them running.
    const next = (await engineCalls(h, alice.token).launch(parent, {})).data.id;
    const rejected = await engineCalls(h, bob.token).reject(
      await pendingItemOf(h.db, next, bob.userId),
    );
    assert.equal(rejected.code, 200, rejected.msg);
    assert.equal(
      (await engineCalls(h, alice.token).update(next, { status: 1, formData: {} })).code,
      200,
    );
    assert.equal(await passes(next, 'sub'), 2);
    assert.deepEqual(await pendingUsers(h.db, next), [bob.userId]);
    assert.equal((await engineCalls(h, alice.token).withdraw(next)).code, 200);
    assert.deepEqual(
      (await children(next)).map((kid) => kid.status),
      [1, 1],
    );
  });

  it('refuses to launch past the depth limit, writing nothing', async () => {
    const selfish = await insertFlow(h.db, startWith(null));
    const template = startWith(subFlow('sub', { flowId: selfish }, approver('a')));
    await h.db.update(flowEngines).set({ template }).where(eq(flowEngines.id, selfish));
    await h.db
      .update(flowEngineVersions)
      .set({ template })
      .where(eq(flowEngineVersions.flowId, selfish));
    const before = (await h.db.select({ id: flowTasks.id }).from(flowTasks)).length;
    const launched = await engineCalls(h, alice.token).launch(selfish, {});
    assert.equal(launched.status, 400);
    assert.match(launched.msg, /子流程/);
    assert.equal((await h.db.select({ id: flowTasks.id }).from(flowTasks)).length, before);
  });
});
