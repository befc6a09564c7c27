/**
 * Who approves and what they may touch: every assignee kind (managers n levels up, department
 * head, initiator, a form field, an earlier node's approver, fixed people, candidates chosen at
 * submit), disabled users skipped, the no-approver, initiator and repeat options, and each
 * node's field access over what an actor sees and may change.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import type { ApproverNodeProperties } from '@mepm/contract';
import { flowTasks, organizations, users } from '../../src/db/schema';
import type { Harness } from '../support/app-harness';
import { API_ONLY } from '../support/app-harness';
import {
  createCaller,
  createDepartment,
  createRole,
  type Caller,
} from '../support/permission-fixtures';
import { startAppAsAdmin } from '../support/start-as-admin';
import {
  approver,
  copyNode,
  engineCalls,
  fixed,
  insertFlow,
  pendingItemOf,
  pendingUsers,
  startWith,
  statusOf,
} from './flow-support';

describe('workflow engine: approvers and field access', () => {
  let h: Harness;
  let adminId = '';
  let alice: Caller;
  let bob: Caller;
  let carol: Caller;
  let manager1: Caller;
  let manager2: Caller;
  let head: Caller;
  let disabled: Caller;
  before(async () => {
    let token = '';
    ({ h, token } = await startAppAsAdmin({ ...API_ONLY, flowJobPollMs: 0 }));
    const [admin] = await h.db.select().from(users).where(eq(users.isAdministrator, true));
    adminId = admin?.id ?? '';
    assert.ok(token);
    const department = await createDepartment(h.db, 'wf-dept');
    [bob, carol, manager1, manager2, head, disabled] = [
      await createCaller(h),
      await createCaller(h),
      await createCaller(h),
      await createCaller(h),
      await createCaller(h),
      await createCaller(h),
    ];
    alice = await createCaller(h, { organizeId: department });
    await h.db.update(users).set({ managerId: manager1.userId }).where(eq(users.id, alice.userId));
    await h.db
      .update(users)
      .set({ managerId: manager2.userId })
      .where(eq(users.id, manager1.userId));
    await h.db
      .update(organizations)
      .set({ managerId: head.userId })
      .where(eq(organizations.id, department));
    await h.db.update(users).set({ enabled: false }).where(eq(users.id, disabled.userId));
  });
  after(() => h.close());

  const launchOne = async (props: Partial<ApproverNodeProperties>, formData = {}, extra = {}) => {
    const flowId = await insertFlow(h.db, startWith(approver('n', props)));
    return engineCalls(h, alice.token).launch(flowId, formData, extra);
  };

  it('resolves managers n levels up, the department head, the initiator and a form field', async () => {
    const cases: [Partial<ApproverNodeProperties>, Record<string, unknown>, string[]][] = [
      [{ assignee: { kind: 'manager', levels: 1 } }, {}, [manager1.userId]],
      [{ assignee: { kind: 'manager', levels: 2 } }, {}, [manager2.userId]],
      [{ assignee: { kind: 'departmentHead' } }, {}, [head.userId]],
      [{ assignee: { kind: 'initiator' } }, {}, [alice.userId]],
      [
        { assignee: { kind: 'formField', field: 'picked' } },
        { picked: [bob.userId, disabled.userId, carol.userId] },
        [bob.userId, carol.userId].sort(),
      ],
    ];
    for (const [props, values, expected] of cases) {
      const launched = await launchOne(props, values);
      assert.equal(launched.code, 200, launched.msg);
      assert.deepEqual(await pendingUsers(h.db, launched.data.id), expected, JSON.stringify(props));
    }
  });

  it('fixed people: users and role holders, disabled users skipped, each once', async () => {
    const role = await createRole(h.db);
    const holder = await createCaller(h, { roles: [role] });
    const launched = await launchOne({
      assignee: {
        kind: 'fixed',
        people: {
          users: [bob.userId, disabled.userId, holder.userId],
          positions: [],
          roles: [role],
        },
      },
      signMode: 'countersign',
      countersign: { unit: 'percent', pass: 100, reject: 100 },
    });
    assert.deepEqual(
      await pendingUsers(h.db, launched.data.id),
      [bob.userId, holder.userId].sort(),
    );
  });

  it('an earlier node’s approver approves a later node', async () => {
    const flowId = await insertFlow(
      h.db,
      startWith(
        approver(
          'first',
          { assignee: fixed([bob.userId, carol.userId]) },
          approver('again', { assignee: { kind: 'nodeApprover', nodeId: 'first' } }),
        ),
      ),
    );
    const taskId = (await engineCalls(h, alice.token).launch(flowId, {})).data.id;
    await engineCalls(h, carol.token).audit(await pendingItemOf(h.db, taskId, carol.userId));
    assert.deepEqual(await pendingUsers(h.db, taskId), [carol.userId]);
  });

  it('chosen: the submitter picks among the node’s people, and must pick', async () => {
    const props: Partial<ApproverNodeProperties> = {
      assignee: {
        kind: 'chosen',
        people: { users: [bob.userId, carol.userId], positions: [], roles: [] },
      },
    };
    const missing = await launchOne(props);
    assert.equal(missing.status, 400);
    assert.equal(missing.msg, '请为节点“n”选择审批人');
    const outside = await launchOne(props, {}, { candidates: { n: [head.userId] } });
    assert.equal(outside.status, 400);
    const unknownNode = await launchOne(props, {}, { candidates: { zz: [bob.userId] } });
    assert.equal(unknownNode.status, 400);
    const picked = await launchOne(props, {}, { candidates: { n: [carol.userId] } });
    assert.equal(picked.code, 200, picked.msg);
    assert.deepEqual(await pendingUsers(h.db, picked.data.id), [carol.userId]);
  });

  it('nobody to approve: refuse the launch, pass the node, or ask the administrators', async () => {
    const before = await h.db.select().from(flowTasks);
    const refused = await launchOne({ assignee: fixed([disabled.userId]), noApprover: 'refuse' });
    assert.equal(refused.status, 400);
    assert.equal((await h.db.select().from(flowTasks)).length, before.length);
    const passed = await launchOne({ assignee: fixed([]), noApprover: 'pass' });
    assert.equal(await statusOf(h.db, passed.data.id), 2);
    const admins = await launchOne({ assignee: fixed([]), noApprover: 'admin' });
    assert.deepEqual(await pendingUsers(h.db, admins.data.id), [adminId]);
  });

  it('the initiator and a repeat approver pass by themselves when the node says so', async () => {
    const own = await launchOne({ assignee: { kind: 'initiator' }, initiatorApproves: 'pass' });
    assert.equal(await statusOf(h.db, own.data.id), 2);
    const flowId = await insertFlow(
      h.db,
      startWith(
        approver(
          'first',
          { assignee: fixed([bob.userId]) },
          approver('second', { assignee: fixed([bob.userId]), repeatApprover: 'pass' }),
        ),
      ),
    );
    const taskId = (await engineCalls(h, alice.token).launch(flowId, {})).data.id;
    await engineCalls(h, bob.token).audit(await pendingItemOf(h.db, taskId, bob.userId));
    assert.equal(await statusOf(h.db, taskId), 2);
  });

  it('field access: hidden fields unseen, read-only fields kept, required fields demanded', async () => {
    const template = startWith(
      approver('n', {
        assignee: fixed([bob.userId]),
        fieldRules: [
          { field: 'secret', access: 'hidden', required: false },
          { field: 'note', access: 'write', required: true },
          { field: 'days', access: 'write', required: false },
        ],
      }),
      [{ field: 'note', access: 'read', required: false }],
    );
    const flowId = await insertFlow(h.db, template);
    const launched = await engineCalls(h, alice.token).launch(flowId, {
      days: 2,
      reason: 'why',
      secret: 's',
      note: 'forged by the initiator',
    });
    const taskId = launched.data.id;
    const stored = async () =>
      (await h.db.select().from(flowTasks).where(eq(flowTasks.id, taskId)))[0]?.formData as Record<
        string,
        unknown
      >;
    assert.equal((await stored()).note, undefined);

    const view = await engineCalls(h, bob.token).detail(flowId, taskId);
    assert.equal(view.data.formData.secret, undefined);
    assert.equal(view.data.formData.reason, 'why');
    assert.equal(view.data.fieldAccess.secret, 'hidden');
    assert.equal(view.data.fieldAccess.note, 'write');
    assert.equal(view.data.fieldAccess.reason, 'read');
    assert.deepEqual(view.data.requiredFields, ['note']);
    assert.equal(
      (await engineCalls(h, alice.token).detail(flowId, taskId)).data.fieldAccess.note,
      'read',
    );

    const item = await pendingItemOf(h.db, taskId, bob.userId);
    const unfilled = await engineCalls(h, bob.token).audit(item, { formData: { days: 3 } });
    assert.equal(unfilled.status, 400);
    assert.equal(unfilled.msg, '请填写：备注');
    const done = await engineCalls(h, bob.token).audit(item, {
      formData: { note: 'fine', days: 4, reason: 'changed', secret: 'leaked' },
    });
    assert.equal(done.code, 200, done.msg);
    assert.deepEqual(await stored(), {
      days: 4,
      reason: 'why',
      secret: 's',
      note: 'fine',
      picked: null,
    });
  });

  it('an approver waiting for their turn and a CC user see no field hidden from them', async () => {
    const hidden = [{ field: 'secret', access: 'hidden' as const, required: false }];
    const template = startWith(
      copyNode(
        'cc',
        [manager1.userId],
        approver('n', {
          assignee: fixed([bob.userId, carol.userId]),
          signMode: 'sequential',
          fieldRules: hidden,
        }),
      ),
      [{ field: 'note', access: 'hidden', required: false }],
    );
    const flowId = await insertFlow(h.db, template);
    const taskId = (await engineCalls(h, alice.token).launch(flowId, { secret: 's', reason: 'r' }))
      .data.id;
    const waiting = await engineCalls(h, carol.token).detail(flowId, taskId);
    assert.equal(waiting.status, 200);
    assert.equal(waiting.data.pendingItem, null);
    assert.equal(waiting.data.formData.secret, undefined);
    assert.equal(waiting.data.formData.reason, 'r');
    const told = await engineCalls(h, manager1.token).detail(flowId, taskId);
    assert.equal(told.data.formData.note, undefined);
    assert.equal(told.data.fieldAccess.reason, 'read');
  });
});
