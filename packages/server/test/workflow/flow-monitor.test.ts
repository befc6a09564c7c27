/**
 * The flow monitor: every task listed with its filters; terminate, assign, jump and delete drafts,
 * each once however many identical requests arrive; what a delegated administrator (a user
 * granted the monitor page) may not reach; the monitor reading any task.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  FLOW_MONITOR_BUTTON as B,
  FLOW_MONITOR_PAGE,
  WORKFLOW_FLOW_MONITOR as P,
  fillPath,
  type FlowMonitorItems,
  type FlowMonitorPage,
} from '@mepm/contract';
import { and, eq } from 'drizzle-orm';
import { flowTaskRecords, flowTasks, users } from '../../src/db/schema';
import type { Harness } from '../support/app-harness';
import { API_ONLY } from '../support/app-harness';
import { describeAuthorizationMatrix } from '../support/authorization-matrix';
import { createCaller, type Caller } from '../support/permission-fixtures';
import { call, envelope } from '../support/requests';
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

describe('flow monitor', () => {
  let h: Harness;
  let admin: { token: string; userId: string };
  let alice: Caller;
  let bob: Caller;
  let carol: Caller;
  let dave: Caller;
  let delegate: Caller;
  let flowId = '';
  let parallelFlow = '';

  before(async () => {
    const started = await startAppAsAdmin({ ...API_ONLY, flowJobPollMs: 0 });
    h = started.h;
    const [row] = await h.db.select({ id: users.id }).from(users).where(eq(users.account, 'admin'));
    assert.ok(row);
    admin = { token: started.token, userId: row.id };
    [alice, bob, carol, dave] = [
      await createCaller(h),
      await createCaller(h),
      await createCaller(h),
      await createCaller(h),
    ];
    delegate = await createCaller(h, {
      grants: {
        menus: [FLOW_MONITOR_PAGE],
        buttons: Object.values(B).map((code): [string, string] => [FLOW_MONITOR_PAGE, code]),
      },
    });
    // start → a (bob) → b (carol) → c (dave)
    flowId = await insertFlow(
      h.db,
      startWith(
        approver(
          'a',
          { assignee: fixed([bob.userId]) },
          approver(
            'b',
            { assignee: fixed([carol.userId]) },
            approver('c', { assignee: fixed([dave.userId]) }),
          ),
        ),
      ),
    );
    // start → par (left: x (bob); right: y (carol)) → z (dave)
    parallelFlow = await insertFlow(
      h.db,
      startWith(
        route(
          'parallel',
          'par',
          [
            branch('left', {}, approver('x', { assignee: fixed([bob.userId]) })),
            branch('right', {}, approver('y', { assignee: fixed([carol.userId]) })),
          ],
          approver('z', { assignee: fixed([dave.userId]) }),
        ),
      ),
    );
  });
  after(() => h.close());

  const send = async (
    token: string,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => {
    const response = await call(h.app, method, url, { token, payload, language: 'en' });
    return { status: response.statusCode, ...envelope<unknown>(response) };
  };
  const act = (token: string, path: string, taskId: string, body: object = {}) =>
    send(token, 'POST', fillPath(path, { id: taskId }), body);
  const launch = async (who: { token: string } = alice, flow = flowId, status: 0 | 1 = 1) => {
    const answer = await engineCalls(h, who.token).launch(flow, { reason: 'r' }, { status });
    assert.equal(answer.code, 200, answer.msg);
    return answer.data.id;
  };
  const actions = async (taskId: string) => {
    const rows = await h.db
      .select({ action: flowTaskRecords.action, comment: flowTaskRecords.comment })
      .from(flowTaskRecords)
      .where(eq(flowTaskRecords.taskId, taskId))
      .orderBy(flowTaskRecords.step, flowTaskRecords.createdAt);
    return rows;
  };
  const list = async (query: string) => {
    const answer = await send(admin.token, 'GET', `${P.list}?pageSize=100&${query}`);
    assert.equal(answer.code, 200, answer.msg);
    return (answer.data as FlowMonitorPage).list.map((row) => row.id);
  };

  describeAuthorizationMatrix(
    () => h,
    [
      {
        name: 'list',
        permission: { menu: FLOW_MONITOR_PAGE },
        request: () => ({ method: 'GET', url: P.list }),
      },
      {
        name: 'open items',
        permission: { menu: FLOW_MONITOR_PAGE },
        request: async () => ({ method: 'GET', url: fillPath(P.items, { id: await launch() }) }),
      },
      {
        name: 'terminate',
        permission: { menu: FLOW_MONITOR_PAGE, button: B.cancel },
        request: async () => ({
          method: 'POST',
          url: fillPath(P.cancel, { id: await launch() }),
          payload: {},
        }),
      },
      {
        name: 'assign',
        permission: { menu: FLOW_MONITOR_PAGE, button: B.assign },
        request: async () => {
          const id = await launch();
          const itemId = await pendingItemOf(h.db, id, bob.userId);
          return {
            method: 'POST',
            url: fillPath(P.assign, { id }),
            payload: { itemId, userId: dave.userId },
          };
        },
      },
      {
        name: 'jump',
        permission: { menu: FLOW_MONITOR_PAGE, button: B.jump },
        request: async () => ({
          method: 'POST',
          url: fillPath(P.jump, { id: await launch() }),
          payload: { nodeId: 'c' },
        }),
      },
      {
        name: 'delete drafts',
        permission: { menu: FLOW_MONITOR_PAGE, button: B.remove },
        request: async () => ({
          method: 'DELETE',
          url: P.list,
          payload: { ids: [await launch(alice, flowId, 0)] },
        }),
      },
    ],
  );

  it('lists every task, drafts included, newest first, by its filters', async () => {
    const draft = await launch(alice, flowId, 0);
    const running = await launch(bob);
    const other = await launch(carol, parallelFlow);
    const all = await list('');
    assert.ok(
      all.indexOf(other) < all.indexOf(running) && all.indexOf(running) < all.indexOf(draft),
    );
    const drafts = await list(`status=0&creatorUserId=${alice.userId}&flowId=${flowId}`);
    assert.equal(drafts[0], draft);
    assert.ok(!drafts.includes(running));
    assert.ok(!(await list(`flowId=${flowId}`)).includes(other));
    assert.ok((await list(`creatorUserId=${bob.userId}`)).every((id) => id !== draft));
    assert.ok((await list('category=test')).includes(other));
    assert.deepEqual(await list('category=nothing'), []);
    const [row] = await h.db.select().from(flowTasks).where(eq(flowTasks.id, running));
    assert.ok(row);
    assert.ok((await list(`keyword=${encodeURIComponent(row.fullName)}`)).includes(running));
    const at = row.createdAt.getTime();
    assert.ok((await list(`startTime=${at}&endTime=${at}`)).includes(running));
    assert.ok(!(await list(`startTime=${at + 1}`)).includes(running));
    const bad = await send(admin.token, 'GET', `${P.list}?status=9`);
    assert.equal(bad.status, 400);
  });

  it('terminates a task in process once, however many ask at once; the initiator sees status 5', async () => {
    const taskId = await launch();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => act(admin.token, P.cancel, taskId, { comment: 'stop' })),
    );
    assert.equal(answers.filter((answer) => answer.code === 200).length, 1);
    assert.ok(
      answers.every(
        (a) =>
          a.code === 200 ||
          a.msg === 'Only a task in process or rejected back to its start can be terminated',
      ),
    );
    assert.equal(await statusOf(h.db, taskId), 5);
    assert.deepEqual(await pendingUsers(h.db, taskId), []);
    assert.deepEqual(
      (await actions(taskId)).filter((row) => row.action === 'terminate'),
      [{ action: 'terminate', comment: 'stop' }],
    );
    const seen = await engineCalls(h, alice.token).detail(flowId, taskId);
    assert.equal(seen.data.status, 5);
    assert.deepEqual(seen.data.actions, []);
  });

  it('terminates a task rejected back to its start, never a draft', async () => {
    const rejected = await launch();
    const item = await pendingItemOf(h.db, rejected, bob.userId);
    assert.equal((await engineCalls(h, bob.token).reject(item)).code, 200);
    assert.equal(await statusOf(h.db, rejected), 3);
    assert.equal((await act(admin.token, P.cancel, rejected)).code, 200);
    assert.equal(await statusOf(h.db, rejected), 5);
    const draft = await launch(alice, flowId, 0);
    assert.equal((await act(admin.token, P.cancel, draft)).status, 400);
    assert.equal(await statusOf(h.db, draft), 0);
    assert.equal((await act(admin.token, P.cancel, 'no-such-task')).status, 404);
  });

  it('assigns an open item to another user once; refuses the same user, a disabled one and oneself', async () => {
    const taskId = await launch();
    const itemId = await pendingItemOf(h.db, taskId, bob.userId);
    const open = await send(admin.token, 'GET', fillPath(P.items, { id: taskId }));
    assert.deepEqual(
      (open.data as FlowMonitorItems).list.map((item) => [
        item.id,
        item.nodeId,
        item.userId,
        item.state,
      ]),
      [[itemId, 'a', bob.userId, 'pending']],
    );
    for (const userId of [bob.userId, admin.userId, 'nobody']) {
      const refused = await act(admin.token, P.assign, taskId, { itemId, userId });
      assert.equal(refused.msg, 'The work item cannot be assigned to this user');
    }
    const off = await createCaller(h);
    await h.db.update(users).set({ enabled: false }).where(eq(users.id, off.userId));
    assert.equal(
      (await act(admin.token, P.assign, taskId, { itemId, userId: off.userId })).status,
      400,
    );
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        act(admin.token, P.assign, taskId, { itemId, userId: dave.userId, comment: 'away' }),
      ),
    );
    assert.equal(answers.filter((answer) => answer.code === 200).length, 1);
    assert.deepEqual(await pendingUsers(h.db, taskId), [dave.userId]);
    const todo = await engineCalls(h, dave.token).list('Waiting');
    assert.ok(todo.data.list.some((row) => row.taskId === taskId));
    assert.equal((await actions(taskId)).filter((row) => row.action === 'assign').length, 1);
    // The history names the new approver as people know them.
    const [daveRow] = await h.db.select().from(users).where(eq(users.id, dave.userId));
    const seen = await engineCalls(h, alice.token).detail(flowId, taskId);
    const assigned = seen.data.history.find((row) => row.action === 'assign');
    assert.deepEqual([assigned?.target, assigned?.targetName], [dave.userId, daveRow?.realName]);
    // The new approver decides; the one it was taken from no longer may.
    assert.equal((await engineCalls(h, bob.token).audit(itemId)).status, 400);
    const mine = await pendingItemOf(h.db, taskId, dave.userId);
    assert.equal((await engineCalls(h, dave.token).audit(mine)).code, 200);
    assert.deepEqual(await pendingUsers(h.db, taskId), [carol.userId]);
    // An item of another task, or one already handled, is not open here.
    const other = await launch();
    const foreign = await pendingItemOf(h.db, other, bob.userId);
    const wrong = await act(admin.token, P.assign, taskId, {
      itemId: foreign,
      userId: dave.userId,
    });
    assert.equal(wrong.msg, 'This work item was already handled; it cannot be assigned');
  });

  it('jumps to an approver node forward and back; refuses nodes inside parallel branches', async () => {
    const taskId = await launch();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        act(admin.token, P.jump, taskId, { nodeId: 'c', comment: 'skip' }),
      ),
    );
    // The first jump moves the task; the others find it standing at the node already.
    assert.deepEqual(answers.map((answer) => answer.code).sort(), [200, 400, 400, 400, 400]);
    for (const answer of answers.filter((one) => one.code === 400)) {
      assert.equal(answer.msg, 'The task already stands at this node');
    }
    const jumps = (await actions(taskId)).filter((row) => row.action === 'jump');
    assert.deepEqual(jumps, [{ action: 'jump', comment: 'skip' }]);
    assert.deepEqual(await pendingUsers(h.db, taskId), [dave.userId]);
    assert.equal((await act(admin.token, P.jump, taskId, { nodeId: 'a' })).code, 200);
    assert.deepEqual(await pendingUsers(h.db, taskId), [bob.userId]);
    for (const nodeId of ['start', 'nowhere']) {
      assert.equal((await act(admin.token, P.jump, taskId, { nodeId })).status, 400);
    }
    const forked = await launch(alice, parallelFlow);
    assert.deepEqual(await pendingUsers(h.db, forked), [bob.userId, carol.userId].sort());
    const inside = await act(admin.token, P.jump, forked, { nodeId: 'x' });
    assert.equal(inside.msg, 'A task can only jump to an approver node outside parallel branches');
    // Out of the route: both branches end, the route instance with them.
    assert.equal((await act(admin.token, P.jump, forked, { nodeId: 'z' })).code, 200);
    assert.deepEqual(await pendingUsers(h.db, forked), [dave.userId]);
    const mine = await pendingItemOf(h.db, forked, dave.userId);
    assert.equal((await engineCalls(h, dave.token).audit(mine)).code, 200);
    assert.equal(await statusOf(h.db, forked), 2);
    assert.equal((await act(admin.token, P.jump, forked, { nodeId: 'z' })).status, 400);
  });

  it('deletes drafts all or none', async () => {
    const drafts = [await launch(alice, flowId, 0), await launch(bob, flowId, 0)];
    const running = await launch();
    const mixed = await send(admin.token, 'DELETE', P.list, { ids: [...drafts, running] });
    assert.equal(mixed.msg, 'Only a draft can be deleted');
    const missing = await send(admin.token, 'DELETE', P.list, { ids: [...drafts, 'gone'] });
    assert.equal(missing.status, 404);
    assert.equal(await statusOf(h.db, drafts[0] ?? ''), 0);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => send(admin.token, 'DELETE', P.list, { ids: drafts })),
    );
    assert.equal(answers.filter((answer) => answer.code === 200).length, 1);
    for (const id of drafts) assert.equal(await statusOf(h.db, id), undefined);
    assert.equal(await statusOf(h.db, running), 1);
  });

  describe('a delegated administrator', () => {
    it('acts on ordinary tasks and reads any task, every value, nothing to do', async () => {
      const taskId = await launch();
      const seen = await engineCalls(h, delegate.token).detail(flowId, taskId);
      assert.equal(seen.code, 200, seen.msg);
      assert.deepEqual(seen.data.actions, []);
      assert.equal(seen.data.formData.reason, 'r');
      assert.ok(Object.values(seen.data.fieldAccess).every((access) => access === 'read'));
      const draft = await launch(alice, flowId, 0);
      assert.equal((await engineCalls(h, delegate.token).detail(flowId, draft)).code, 200);
      const stranger = await createCaller(h);
      assert.equal((await engineCalls(h, stranger.token).detail(flowId, taskId)).status, 404);
      assert.equal((await act(delegate.token, P.cancel, taskId)).code, 200);
    });

    it("never touches an administrator's task, one an administrator is approving, nor its own", async () => {
      const refusedAdmin =
        'Only an administrator acts on a task an administrator launched or is approving';
      const byAdmin = await launch(admin);
      const adminApproves = await launch();
      const bobItem = await pendingItemOf(h.db, adminApproves, bob.userId);
      assert.equal(
        (await act(admin.token, P.assign, adminApproves, { itemId: bobItem, userId: admin.userId }))
          .status,
        400,
      );
      // The administrator takes the item over through an assignment by another monitor.
      await h.db.update(users).set({ isAdministrator: true }).where(eq(users.id, carol.userId));
      const own = await launch(delegate);
      const adminDraft = await launch(admin, flowId, 0);
      try {
        assert.equal(
          (
            await act(admin.token, P.assign, adminApproves, {
              itemId: bobItem,
              userId: carol.userId,
            })
          ).code,
          200,
        );
        const attempts: [string, string, object][] = [
          [P.cancel, byAdmin, {}],
          [P.jump, byAdmin, { nodeId: 'c' }],
          [P.cancel, adminApproves, {}],
          [
            P.assign,
            adminApproves,
            { itemId: await pendingItemOf(h.db, adminApproves, carol.userId), userId: dave.userId },
          ],
        ];
        for (const [path, taskId, body] of attempts) {
          const answer = await act(delegate.token, path, taskId, body);
          assert.deepEqual([answer.status, answer.msg], [403, refusedAdmin], path);
        }
        const mine = await act(delegate.token, P.jump, own, { nodeId: 'c' });
        assert.deepEqual(
          [mine.status, mine.msg],
          [403, 'You cannot act on a task you launched through the monitor'],
        );
        const drafts = await send(delegate.token, 'DELETE', P.list, { ids: [adminDraft] });
        assert.equal(drafts.status, 403);
        assert.equal(await statusOf(h.db, adminDraft), 0);
        assert.equal(await statusOf(h.db, byAdmin), 1);
        assert.deepEqual(await pendingUsers(h.db, adminApproves), [carol.userId]);
      } finally {
        await h.db.update(users).set({ isAdministrator: false }).where(eq(users.id, carol.userId));
      }
    });

    it('never assigns an item to itself', async () => {
      const taskId = await launch();
      const itemId = await pendingItemOf(h.db, taskId, bob.userId);
      const answer = await act(delegate.token, P.assign, taskId, {
        itemId,
        userId: delegate.userId,
      });
      assert.equal(answer.msg, 'The work item cannot be assigned to this user');
      const items = await h.db
        .select({ id: flowTasks.id })
        .from(flowTasks)
        .where(and(eq(flowTasks.id, taskId), eq(flowTasks.status, 1)));
      assert.equal(items.length, 1);
      assert.deepEqual(await pendingUsers(h.db, taskId), [bob.userId]);
    });
  });
});
