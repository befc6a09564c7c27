/**
 * What a sub-flow's child starts with: the child form's defaults with the parent's mapped values
 * over them, as a submit of the child's start takes them (its rules and options, its start
 * node's field access), or a refusal naming the fields and nothing started; data-interface
 * options read outside the step's transaction (the sub-flow's lifecycle: flow-subflow.test.ts).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FormField, SubFlowNodeProperties } from '@mepm/contract';
import { eq } from 'drizzle-orm';
import { dataInterfaceLogs } from '../../src/modules/systemData/dataInterface/schema';
import { openAndClosedInterfaces } from '../support/static-interfaces';
import type { Harness } from '../support/app-harness';
import type { Caller } from '../support/permission-fixtures';
import {
  approver,
  engineCalls,
  fixed,
  flowForm,
  insertFlow,
  pendingItemOf,
  pendingUsers,
  startWith,
  startWithPeople,
  subFlow,
  childTasks,
  EMPTY_FORM,
  userIdsOf,
} from './flow-support';

describe('workflow engine: what a sub-flow’s child starts with', () => {
  let h: Harness;
  let alice: Caller;
  let bob: Caller;
  let people: Caller[] = [];
  before(async () => {
    ({ h, alice, bob, people } = await startWithPeople(9));
  });
  after(() => h.close());

  const children = (taskId: string) => childTasks(h.db, taskId);

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
          subFlow('sub', { flowId, launcher: fixed(userIdsOf(launchers)), fieldMapping }),
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
});
