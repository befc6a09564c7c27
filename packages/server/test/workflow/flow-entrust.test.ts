/**
 * Entrusts in the engine: within the window, the entrusted user finds the giver's to-dos of the
 * chosen flows in their own list, opens the task and acts on the giver's behalf (the history names
 * both); outside the window, for another flow, or for anyone else, nothing.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { flowDelegates } from '../../src/db/schema';
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
} from './flow-support';

describe('workflow engine: entrusted users act on the giver’s to-dos', () => {
  let h: Harness;
  let alice: Caller;
  let bob: Caller;
  let dave: Caller;
  let carol: Caller;
  let flowId = '';
  let otherFlowId = '';
  const hour = 3_600_000;
  before(async () => {
    ({ h } = await startAppAsAdmin({ ...API_ONLY, flowJobPollMs: 0 }));
    [alice, bob, dave, carol] = [
      await createCaller(h),
      await createCaller(h),
      await createCaller(h),
      await createCaller(h),
    ];
    flowId = await insertFlow(h.db, startWith(approver('a', { assignee: fixed([bob.userId]) })));
    otherFlowId = await insertFlow(
      h.db,
      startWith(approver('a', { assignee: fixed([bob.userId]) })),
    );
    const at = h.clock.now().getTime();
    await h.db.insert(flowDelegates).values({
      userId: bob.userId,
      toUserId: dave.userId,
      flowIds: [flowId],
      startAt: new Date(at - hour),
      endAt: new Date(at + hour),
    });
  });
  after(() => h.close());

  const waitingOf = async (who: Caller) =>
    (
      await engineCalls(h, who.token).list<{
        list: { id: string; taskId: string; entrustedBy: string | null }[];
        pagination: { total: number };
      }>('Waiting')
    ).data.list;

  it('within the window: listed, opened and approved on the giver’s behalf', async () => {
    const taskId = (await engineCalls(h, alice.token).launch(flowId, {})).data.id;
    const other = (await engineCalls(h, alice.token).launch(otherFlowId, {})).data.id;
    const item = await pendingItemOf(h.db, taskId, bob.userId);
    const listed = await waitingOf(dave);
    assert.deepEqual(
      listed.map((row) => [row.id, row.entrustedBy]),
      [[item, bob.account]],
    );
    assert.equal((await waitingOf(carol)).length, 0);
    assert.equal((await engineCalls(h, carol.token).detail(flowId, taskId)).status, 404);
    assert.equal((await engineCalls(h, dave.token).detail(otherFlowId, other)).status, 404);
    const otherItem = await pendingItemOf(h.db, other, bob.userId);
    assert.equal((await engineCalls(h, dave.token).audit(otherItem)).status, 400);

    const view = await engineCalls(h, dave.token).detail(flowId, taskId);
    assert.equal(view.data.pendingItem?.id, item);
    assert.ok(view.data.actions.includes('audit'));
    assert.equal((await engineCalls(h, carol.token).audit(item)).status, 400);
    // Acting for bob, dave may not make bob's item his own.
    assert.equal((await engineCalls(h, dave.token).transfer(item, dave.userId)).status, 400);
    const approved = await engineCalls(h, dave.token).audit(item, { comment: '代批' });
    assert.equal(approved.code, 200, approved.msg);
    const history = (await engineCalls(h, bob.token).detail(flowId, taskId)).data.history;
    const agree = history.find((row) => row.action === 'agree');
    assert.equal(agree?.userName, dave.account);
    assert.equal(agree?.onBehalfOf, bob.account);
  });

  it('after the window: neither listed nor accepted', async () => {
    const taskId = (await engineCalls(h, alice.token).launch(flowId, {})).data.id;
    h.clock.advance(2 * hour);
    assert.equal((await waitingOf(dave)).length, 0);
    const item = await pendingItemOf(h.db, taskId, bob.userId);
    assert.equal((await engineCalls(h, dave.token).audit(item)).status, 400);
    assert.deepEqual(await pendingUsers(h.db, taskId), [bob.userId]);
  });
});
