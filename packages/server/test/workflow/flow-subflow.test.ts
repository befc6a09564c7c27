/**
 * Sub-flows: a parent task reaching a `subFlow` node launches one child task per launcher in
 * the same step, waits for every child to end approved and then goes on exactly once, whatever
 * the interleaving of the children's last approvals; a child withdrawn sends the parent back to
 * its start and cancels its siblings; a parent withdrawn cancels its children; an asynchronous
 * sub-flow goes on at once and leaves its children to themselves; a child starts only with
 * values its form takes, options included (the releases' checks of
 * sub-flows: flow-subflow-release.test.ts).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FormField, SubFlowNodeProperties } from '@mepm/contract';
import { and, asc, eq } from 'drizzle-orm';
import {
  flowEngineVersions,
  flowEngines,
  flowTaskNodes,
  flowTaskRecords,
  flowTasks,
} from '../../src/db/schema';
import { dataInterfaceLogs } from '../../src/modules/systemData/dataInterface/schema';
import { openAndClosedInterfaces } from '../support/static-interfaces';
import type { Harness } from '../support/app-harness';
import { API_ONLY } from '../support/app-harness';
import { createCaller, type Caller } from '../support/permission-fixtures';
import { startAppAsAdmin } from '../support/start-as-admin';
import {
  approver,
  engineCalls,
  fixed,
  flowForm,
  insertFlow,
  pendingItemOf,
  pendingUsers,
  startWith,
  statusOf,
  subFlow,
} from './flow-support';

/** The test form's values with nothing filled (flow-support.ts's flowForm). */
const EMPTY_FORM = { days: null, reason: null, note: null, secret: null, picked: null };

describe('workflow engine: sub-flows', () => {
  let h: Harness;
  let alice: Caller;
  let bob: Caller;
  let people: Caller[] = [];
  before(async () => {
    ({ h } = await startAppAsAdmin({ ...API_ONLY, flowJobPollMs: 0 }));
    [alice, bob] = [await createCaller(h), await createCaller(h)];
    people = [];
    for (let index = 0; index < 9; index += 1) people.push(await createCaller(h));
  });
  after(() => h.close());

  const ids = (callers: Caller[]) => callers.map((caller) => caller.userId);
  const children = (taskId: string) =>
    h.db
      .select({
        id: flowTasks.id,
        status: flowTasks.status,
        creator: flowTasks.creatorUserId,
        formData: flowTasks.formData,
      })
      .from(flowTasks)
      .where(eq(flowTasks.parentTaskId, taskId))
      .orderBy(asc(flowTasks.creatorUserId));
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

  /**
   * A released flow whose start goes to bob's approval `a`, then to the sub-flow `sub` of
   * `flowId` launched by `launchers` with `fieldMapping`, then ends.
   */
  const bobThenSubFlow = (
    flowId: string,
    launchers: Caller[],
    fieldMapping: SubFlowNodeProperties['fieldMapping'],
  ) =>
    insertFlow(
      h.db,
      startWith(
        approver(
          'a',
          { assignee: fixed([bob.userId]) },
          subFlow('sub', { flowId, launcher: fixed(ids(launchers)), fieldMapping }),
        ),
      ),
    );
  /** alice launches `flowId` with `values`; bob approves it at `a`, which reaches the sub-flow. */
  const reachingSubFlow = async (flowId: string, values: Record<string, unknown>) => {
    const taskId = (await engineCalls(h, alice.token).launch(flowId, values)).data.id;
    const answer = await engineCalls(h, bob.token).audit(
      await pendingItemOf(h.db, taskId, bob.userId),
    );
    return { taskId, answer };
  };

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
          assignee: fixed(ids(signers)),
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
          { flowId: child, launcher: fixed(ids(launchers)) },
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

  it('starts a child only with values its form and its start take, or refuses naming them', async () => {
    const [carol, , erin] = people as [Caller, Caller, Caller];
    // The child's start requires 事由 (reason); 天数 (days) is a number there.
    const child = await insertFlow(
      h.db,
      startWith(approver('c', { assignee: fixed([erin.userId]) }), [
        { field: 'reason', access: 'write', required: true },
      ]),
    );
    const parentOf = (fieldMapping: SubFlowNodeProperties['fieldMapping']) =>
      bobThenSubFlow(child, [carol], fieldMapping);
    const unmapped = await parentOf([{ parentField: 'days', childField: 'days' }]);
    const taskId = (await engineCalls(h, alice.token).launch(unmapped, { days: 2 })).data.id;
    const item = await pendingItemOf(h.db, taskId, bob.userId);
    const refused = await engineCalls(h, bob.token).audit(item);
    assert.equal(refused.status, 400);
    assert.equal(refused.msg, '子流程“sub”不能以这些值发起，请检查：事由');
    assert.deepEqual(await pendingUsers(h.db, taskId), [bob.userId], 'nothing moved');
    assert.deepEqual(await children(taskId), []);

    const mistyped = await parentOf([{ parentField: 'reason', childField: 'days' }]);
    const other = (await engineCalls(h, alice.token).launch(mistyped, { reason: 'many' })).data.id;
    const second = await engineCalls(h, bob.token).audit(
      await pendingItemOf(h.db, other, bob.userId),
    );
    assert.equal(second.status, 400);
    assert.match(second.msg, /天数/);

    const mapped = await parentOf([
      { parentField: 'days', childField: 'days' },
      { parentField: 'reason', childField: 'reason' },
    ]);
    const third = (await engineCalls(h, alice.token).launch(mapped, { days: 2, reason: 'r' })).data
      .id;
    const approved = await engineCalls(h, bob.token).audit(
      await pendingItemOf(h.db, third, bob.userId),
    );
    assert.equal(approved.code, 200, approved.msg);
    assert.deepEqual(
      (await children(third)).map((kid) => kid.formData),
      [{ ...EMPTY_FORM, days: 2, reason: 'r' }],
    );
  });

  it('takes a mapped choice only among the options of the child’s field', async () => {
    const [carol, , erin] = people as [Caller, Caller, Caller];
    const form = flowForm();
    form.fields.push({
      __config__: {
        wyzxKey: 'select',
        label: '分类',
        formId: 30,
        dataType: 'dictionary',
        dictionaryType: 'visualDevCategory',
      },
      __vModel__: 'kind',
    } as FormField);
    const child = await insertFlow(
      h.db,
      startWith(approver('c', { assignee: fixed([erin.userId]) })),
      { form },
    );
    const parent = await bobThenSubFlow(
      child,
      [carol],
      [{ parentField: 'reason', childField: 'kind' }],
    );
    const reaching = (reason: string) => reachingSubFlow(parent, { reason });
    const refused = await reaching('no-such-category');
    assert.equal(refused.answer.status, 400);
    assert.equal(refused.answer.msg, '子流程“sub”不能以这些值发起，请检查：分类');
    assert.deepEqual(await children(refused.taskId), []);
    const taken = await reaching('office');
    assert.equal(taken.answer.code, 200, taken.answer.msg);
    assert.deepEqual(
      (await children(taken.taskId)).map((kid) => (kid.formData as { kind: unknown }).kind),
      ['office'],
    );
  });

  it('starts a child from its form’s defaults under the mapped values, as its start takes them', async () => {
    const [carol, , erin] = people as [Caller, Caller, Caller];
    const form = flowForm();
    const defaultOf = (index: number, value: string) => {
      const field = form.fields[index];
      assert.ok(field);
      (field.__config__ as { defaultValue?: unknown }).defaultValue = value;
    };
    defaultOf(1, '默认事由');
    defaultOf(2, '默认备注');
    // The child's start requires 事由, which an empty parent field leaves to its default; it
    // shows 备注 read-only (a start does not write it, default or not) and hides 机密, which a
    // mapping writes all the same.
    const child = await insertFlow(
      h.db,
      startWith(approver('c', { assignee: fixed([erin.userId]) }), [
        { field: 'reason', access: 'write', required: true },
        { field: 'note', access: 'read', required: false },
        { field: 'secret', access: 'hidden', required: false },
      ]),
      { form },
    );
    const parent = await bobThenSubFlow(
      child,
      [carol],
      [
        { parentField: 'days', childField: 'days' },
        { parentField: 'note', childField: 'reason' },
        { parentField: 'reason', childField: 'secret' },
      ],
    );
    const { taskId, answer } = await reachingSubFlow(parent, { days: 3, reason: '内情' });
    assert.equal(answer.code, 200, answer.msg);
    const { note: _note, ...unwritten } = EMPTY_FORM;
    assert.deepEqual(
      (await children(taskId)).map((kid) => kid.formData),
      [{ ...unwritten, days: 3, reason: '默认事由', secret: '内情' }],
    );
  });

  it('reads data-interface options outside the step’s transaction, as whoever acts', async () => {
    const [carol, dave, erin] = people as [Caller, Caller, Caller];
    const { open, closed } = await openAndClosedInterfaces(h.db, {
      open: 'subFlowClients',
      closed: 'subFlowSuppliers',
    });
    const select = (label: string, formId: number, model: string, propsUrl: string) =>
      ({
        __config__: { wyzxKey: 'select', label, formId, dataType: 'dynamic', propsUrl },
        __vModel__: model,
      }) as FormField;
    const form = flowForm();
    form.fields.push(select('客户', 31, 'client', open), select('供应商', 32, 'supplier', closed));
    const child = await insertFlow(
      h.db,
      startWith(approver('c', { assignee: fixed([erin.userId]) })),
      { form },
    );
    // Launched directly, the check runs the interface (on the embedded database a run inside
    // the launch's transaction waited on that transaction's own session).
    const asAlice = engineCalls(h, alice.token);
    const wrong = await asAlice.launch(child, { client: 'c9' });
    assert.equal(wrong.status, 400);
    assert.match(wrong.msg, /客户/);
    assert.equal((await asAlice.launch(child, { client: 'c1' })).code, 200);

    const parentMapping = (childField: string) =>
      bobThenSubFlow(child, [carol, dave], [{ parentField: 'reason', childField }]);
    const reaching = (flowId: string) => reachingSubFlow(flowId, { reason: 'c2' });
    const started = await reaching(await parentMapping('client'));
    assert.equal(started.answer.code, 200, started.answer.msg);
    assert.deepEqual(
      (await children(started.taskId)).map((kid) => (kid.formData as { client: unknown }).client),
      ['c2', 'c2'],
    );
    const askedBy = new Set(
      (
        await h.db
          .select({ userId: dataInterfaceLogs.userId })
          .from(dataInterfaceLogs)
          .where(eq(dataInterfaceLogs.interfaceId, open))
      ).map((call) => call.userId),
    );
    // The launch as its initiator, the sub-flow's start once, as the approver whose step it is.
    assert.deepEqual(
      [alice, bob, carol, dave].map((caller) => askedBy.has(caller.userId)),
      [true, true, false, false],
    );

    const refused = await reaching(await parentMapping('supplier'));
    assert.equal(refused.answer.status, 400);
    assert.equal(refused.answer.msg, '子流程“sub”不能发起：供应商的选项无法读取（数据接口不可用）');
    assert.deepEqual(await children(refused.taskId), []);
    assert.deepEqual(await pendingUsers(h.db, refused.taskId), [bob.userId], 'nothing moved');
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
