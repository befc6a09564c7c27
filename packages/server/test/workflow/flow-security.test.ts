/**
 * What the engine refuses to a caller trying more than their part: candidates an approver names
 * beyond the next nodes or for themselves, launching a function flow, a recall after the entrust
 * that allowed the approval ended, a delegated designer changing an administrator's flow, and
 * an approver moving read-only sub-table cells onto other rows.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  ADMIN_BUTTON,
  FLOW_ENGINE_BUTTON,
  FLOW_ENGINE_PAGE,
  WORKFLOW_FLOW_ENGINE,
  fillPath,
  SUB_ROW_ID,
  type FlowEngineCategories,
  type FormField,
} from '@mepm/contract';
import { eq } from 'drizzle-orm';
import { flowDelegates, flowEngines, flowTasks } from '../../src/db/schema';
import type { Harness } from '../support/app-harness';
import { API_ONLY } from '../support/app-harness';
import { callerWithRole, createCaller, type Caller } from '../support/permission-fixtures';
import { call, envelope } from '../support/requests';
import { startAppAsAdmin } from '../support/start-as-admin';
import {
  createFlow,
  designId,
  flowAction,
  flowBody,
  flowItem,
  uniqueCode,
} from './flow-engine-support';
import {
  approver,
  engineCalls,
  fixed,
  flowForm,
  insertFlow,
  pendingItemOf,
  pendingUsers,
  startWith,
} from './flow-support';

const hour = 3_600_000;

describe('workflow engine: what a caller may not reach', () => {
  let h: Harness;
  let adminToken = '';
  let alice: Caller;
  let bob: Caller;
  let carol: Caller;
  let dave: Caller;
  before(async () => {
    ({ h, token: adminToken } = await startAppAsAdmin({ ...API_ONLY, flowJobPollMs: 0 }));
    [alice, bob, carol, dave] = [
      await createCaller(h),
      await createCaller(h),
      await createCaller(h),
      await createCaller(h),
    ];
  });
  after(() => h.close());

  const chosen = (users: string[]) => ({
    assignee: { kind: 'chosen' as const, people: { users, positions: [], roles: [] } },
  });

  it('an approver names candidates only for the next chosen nodes, never themselves', async () => {
    // start (alice picks c1) → a (bob) → c1 (chosen: bob, carol) → c2 (chosen: carol, dave)
    const flowId = await insertFlow(
      h.db,
      startWith(
        approver(
          'a',
          { assignee: fixed([bob.userId]) },
          approver(
            'c1',
            chosen([bob.userId, carol.userId]),
            approver('c2', chosen([carol.userId, dave.userId])),
          ),
        ),
      ),
    );
    const launched = await engineCalls(h, alice.token).launch(
      flowId,
      {},
      { candidates: { c1: [carol.userId], c2: [carol.userId] } },
    );
    assert.equal(launched.code, 200, launched.msg);
    const taskId = launched.data.id;
    const item = await pendingItemOf(h.db, taskId, bob.userId);
    const asBob = engineCalls(h, bob.token);
    const later = await asBob.audit(item, { candidates: { c2: [dave.userId] } });
    assert.equal(later.status, 400, 'c2 is not reached from a');
    const self = await asBob.audit(item, { candidates: { c1: [bob.userId] } });
    assert.equal(self.status, 400, 'bob may not name himself');
    const [task] = await h.db
      .select({ candidates: flowTasks.candidates })
      .from(flowTasks)
      .where(eq(flowTasks.id, taskId));
    assert.deepEqual(task?.candidates, { c1: [carol.userId], c2: [carol.userId] });
    assert.deepEqual(await pendingUsers(h.db, taskId), [bob.userId]);
    const next = await asBob.audit(item, { candidates: { c1: [bob.userId, carol.userId] } });
    assert.equal(next.status, 400, 'nor among others');
    const picked = await asBob.audit(item, { candidates: { c1: [carol.userId] } });
    assert.equal(picked.code, 200, picked.msg);
    assert.deepEqual(await pendingUsers(h.db, taskId), [carol.userId]);
  });

  it('an entrusted approver names neither themselves nor the giver', async () => {
    const flowId = await insertFlow(
      h.db,
      startWith(
        approver(
          'a',
          { assignee: fixed([bob.userId]) },
          approver('c1', chosen([bob.userId, dave.userId, carol.userId])),
        ),
      ),
    );
    const at = h.clock.now().getTime();
    await h.db.insert(flowDelegates).values({
      userId: bob.userId,
      toUserId: dave.userId,
      flowIds: [flowId],
      startAt: new Date(at - hour),
      endAt: new Date(at + hour),
    });
    const taskId = (
      await engineCalls(h, alice.token).launch(flowId, {}, { candidates: { c1: [carol.userId] } })
    ).data.id;
    const item = await pendingItemOf(h.db, taskId, bob.userId);
    const asDave = engineCalls(h, dave.token);
    assert.equal((await asDave.audit(item, { candidates: { c1: [dave.userId] } })).status, 400);
    assert.equal((await asDave.audit(item, { candidates: { c1: [bob.userId] } })).status, 400);
    assert.deepEqual(await pendingUsers(h.db, taskId), [bob.userId]);
  });

  it('a function flow (type 1) is neither listed, offered nor launched', async () => {
    const flowId = await insertFlow(
      h.db,
      startWith(approver('a', { assignee: fixed([bob.userId]) })),
    );
    await h.db.update(flowEngines).set({ type: 1 }).where(eq(flowEngines.id, flowId));
    const launched = await engineCalls(h, alice.token).launch(flowId, {});
    assert.equal(launched.status, 400);
    const draft = await call(h.app, 'POST', '/api/workflow/Engine/FlowTask', {
      token: alice.token,
      payload: { flowId, status: 0, formData: {} },
    });
    assert.equal(draft.statusCode, 400);
    const form = await call(
      h.app,
      'GET',
      fillPath(WORKFLOW_FLOW_ENGINE.launchForm, { id: flowId }),
      { token: adminToken },
    );
    assert.equal(form.statusCode, 404);
    const all = envelope<FlowEngineCategories>(
      await call(h.app, 'GET', WORKFLOW_FLOW_ENGINE.listAll, { token: adminToken }),
    ).data.list.flatMap((category) => category.children.map((flow) => flow.id));
    assert.ok(!all.includes(flowId));
    const [count] = await h.db
      .select({ id: flowTasks.id })
      .from(flowTasks)
      .where(eq(flowTasks.flowId, flowId));
    assert.equal(count, undefined);
  });

  it('a recall puts back the values the approval wrote', async () => {
    const flowId = await insertFlow(
      h.db,
      startWith(
        approver(
          'a',
          {
            assignee: fixed([bob.userId]),
            fieldRules: [{ field: 'note', access: 'write', required: false }],
          },
          approver('b', { assignee: fixed([carol.userId]) }),
        ),
      ),
    );
    const taskId = (await engineCalls(h, alice.token).launch(flowId, { note: 'first', days: 2 }))
      .data.id;
    const item = await pendingItemOf(h.db, taskId, bob.userId);
    const asBob = engineCalls(h, bob.token);
    const approved = await asBob.audit(item, { formData: { note: 'changed' } });
    assert.equal(approved.code, 200, approved.msg);
    const valuesOf = async () =>
      (
        await h.db
          .select({ formData: flowTasks.formData })
          .from(flowTasks)
          .where(eq(flowTasks.id, taskId))
      )[0]?.formData as Record<string, unknown>;
    assert.equal((await valuesOf()).note, 'changed');
    const recalled = await asBob.recall(item);
    assert.equal(recalled.code, 200, recalled.msg);
    assert.equal((await valuesOf()).note, 'first');
    assert.equal((await valuesOf()).days, 2);
    // Approving again without changes and recalling keeps the restored values.
    assert.equal((await asBob.audit(item)).code, 200);
    assert.equal((await asBob.recall(item)).code, 200);
    assert.equal((await valuesOf()).note, 'first');
  });

  it('an approver removing and reordering rows leaves each read-only cell with its row', async () => {
    const form = flowForm();
    form.fields.push({
      __config__: {
        wyzxKey: 'table',
        label: '明细',
        formId: 20,
        children: [
          { __config__: { wyzxKey: 'number', label: '数量', formId: 21 }, __vModel__: 'qty' },
          {
            __config__: { wyzxKey: 'number', label: '核定', formId: 22, defaultValue: 0 },
            __vModel__: 'approved',
            disabled: true,
          },
        ],
      },
      __vModel__: 'lines',
    } as FormField);
    const flowId = await insertFlow(
      h.db,
      startWith(
        approver('a', {
          assignee: fixed([bob.userId]),
          fieldRules: [{ field: 'lines', access: 'write', required: false }],
        }),
      ),
      { form },
    );
    const lines = [{ qty: 1 }, { qty: 2 }, { qty: 3 }];
    const taskId = (await engineCalls(h, alice.token).launch(flowId, { lines })).data.id;
    type Row = Record<string, unknown>;
    const rowsOf = async () =>
      (
        await h.db
          .select({ formData: flowTasks.formData })
          .from(flowTasks)
          .where(eq(flowTasks.id, taskId))
      )[0]?.formData as { lines: Row[] };
    // What an earlier step would have written into the read-only column.
    const launched = await rowsOf();
    const approvedRows = launched.lines.map((row): Row => ({
      ...row,
      approved: Number(row.qty) * 10,
    }));
    await h.db
      .update(flowTasks)
      .set({ formData: { ...launched, lines: approvedRows } })
      .where(eq(flowTasks.id, taskId));
    const [first, , third] = approvedRows;
    assert.ok(first && third);
    assert.match(String(first[SUB_ROW_ID]), /^[0-9a-f-]{36}$/);

    const item = await pendingItemOf(h.db, taskId, bob.userId);
    const sent = [
      { ...third, qty: 33, approved: 0 },
      { ...first, approved: 999 },
      { ...first, qty: 11 },
    ];
    const approved = await engineCalls(h, bob.token).audit(item, { formData: { lines: sent } });
    assert.equal(approved.code, 200, approved.msg);
    const after = (await rowsOf()).lines;
    assert.deepEqual(
      after.map(({ qty, approved: kept }) => ({ qty, approved: kept })),
      [
        { qty: 33, approved: 30 },
        { qty: 1, approved: 10 },
        { qty: 11, approved: 0 },
      ],
    );
    assert.deepEqual(
      after.slice(0, 2).map((row) => row[SUB_ROW_ID]),
      [third[SUB_ROW_ID], first[SUB_ROW_ID]],
    );
    assert.notEqual(after[2]?.[SUB_ROW_ID], first[SUB_ROW_ID], 'a copied row is a new row');
  });

  it('an entrusted approver recalls only while the entrust holds', async () => {
    const flowId = await insertFlow(
      h.db,
      startWith(
        approver(
          'a',
          { assignee: fixed([bob.userId]) },
          approver('b', { assignee: fixed([carol.userId]) }),
        ),
      ),
    );
    const at = h.clock.now().getTime();
    await h.db.insert(flowDelegates).values({
      userId: bob.userId,
      toUserId: dave.userId,
      flowIds: [flowId],
      startAt: new Date(at - hour),
      endAt: new Date(at + hour),
    });
    const asDave = engineCalls(h, dave.token);
    const first = (await engineCalls(h, alice.token).launch(flowId, {})).data.id;
    const second = (await engineCalls(h, alice.token).launch(flowId, {})).data.id;
    const firstItem = await pendingItemOf(h.db, first, bob.userId);
    const secondItem = await pendingItemOf(h.db, second, bob.userId);
    assert.equal((await asDave.audit(firstItem)).code, 200);
    assert.equal((await asDave.audit(secondItem)).code, 200);
    assert.equal((await asDave.recall(firstItem)).code, 200, 'within the window');
    assert.deepEqual(await pendingUsers(h.db, first), [bob.userId]);
    h.clock.advance(2 * hour);
    assert.equal((await asDave.recall(secondItem)).status, 400, 'after the window');
    assert.deepEqual(await pendingUsers(h.db, second), [carol.userId]);
  });
});

describe('delegated designers and an administrator’s flows', () => {
  let h: Harness;
  let adminToken = '';
  let form = '';
  let delegate: Caller;
  const menu = FLOW_ENGINE_PAGE;
  before(async () => {
    ({ h, token: adminToken } = await startAppAsAdmin());
    form = await designId(h, 'wfLeaveForm');
    delegate = await callerWithRole(h, {
      menus: [menu],
      buttons: [
        [menu, ADMIN_BUTTON.add],
        [menu, ADMIN_BUTTON.edit],
        [menu, ADMIN_BUTTON.remove],
        [menu, FLOW_ENGINE_BUTTON.design],
        [menu, FLOW_ENGINE_BUTTON.release],
        [menu, FLOW_ENGINE_BUTTON.copy],
      ],
    });
  });
  after(() => h.close());

  const REFUSED =
    'Only an administrator can change, delete, release or stop a flow an administrator created';
  const as = (token: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    call(h.app, method, url, { token, language: 'en', payload });

  it('cannot edit, delete, release or stop it, but can copy it and change the copy', async () => {
    const code = uniqueCode('adm');
    const flow = await createFlow(h, adminToken, flowBody(code, form));
    const released = await as(adminToken, 'POST', flowAction(WORKFLOW_FLOW_ENGINE.release, flow));
    assert.equal(released.statusCode, 200, released.body);
    const [before] = await h.db.select().from(flowEngines).where(eq(flowEngines.id, flow));
    const attempts = [
      as(delegate.token, 'PUT', flowItem(flow), {
        ...flowBody(code, form),
        version: before?.version,
      }),
      as(delegate.token, 'DELETE', flowItem(flow)),
      as(delegate.token, 'POST', flowAction(WORKFLOW_FLOW_ENGINE.release, flow)),
      as(delegate.token, 'POST', flowAction(WORKFLOW_FLOW_ENGINE.stop, flow)),
    ];
    for (const response of await Promise.all(attempts)) {
      assert.equal(response.statusCode, 403, response.body);
      assert.equal(response.json<{ msg: string }>().msg, REFUSED);
    }
    const [after] = await h.db.select().from(flowEngines).where(eq(flowEngines.id, flow));
    assert.deepEqual(after, before);

    const copied = await as(delegate.token, 'POST', flowAction(WORKFLOW_FLOW_ENGINE.copy, flow));
    assert.equal(copied.statusCode, 200, copied.body);
    const copy = envelope<{ id: string }>(copied).data.id;
    const own = await as(delegate.token, 'POST', flowAction(WORKFLOW_FLOW_ENGINE.release, copy));
    assert.equal(own.statusCode, 200, own.body);
    assert.equal((await as(delegate.token, 'DELETE', flowItem(copy))).statusCode, 200);
  });

  it('an administrator still changes a delegate’s flow', async () => {
    const flow = await createFlow(h, delegate.token, flowBody(uniqueCode('del'), form));
    const released = await as(adminToken, 'POST', flowAction(WORKFLOW_FLOW_ENGINE.release, flow));
    assert.equal(released.statusCode, 200, released.body);
  });
});
