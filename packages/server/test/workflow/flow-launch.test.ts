/**
 * Launching tasks and the simple path through them: drafts, submit, or-sign approval to the end,
 * CC and to-do messages, condition routes, withdraw, and who may read a task.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import {
  flowEngineLaunchers,
  flowEngines,
  flowTaskRecords,
  flowTasks,
  users,
} from '../../src/db/schema';
import {
  messageReceivers,
  messageRecipients,
  messages,
} from '../../src/modules/system/notice/schema';
import type { Harness } from '../support/app-harness';
import { API_ONLY } from '../support/app-harness';
import { createCaller, createRole, type Caller } from '../support/permission-fixtures';
import { startAppAsAdmin } from '../support/start-as-admin';
import {
  approver,
  branch,
  copyNode,
  engineCalls,
  fixed,
  flowForm,
  insertFlow,
  pendingItemOf,
  pendingUsers,
  route,
  startWith,
  statusOf,
} from './flow-support';

describe('workflow engine: launching and the simple path', () => {
  let h: Harness;
  let adminToken = '';
  let alice: Caller;
  let bob: Caller;
  let carol: Caller;
  let stranger: Caller;
  /** Whose unread counts were pushed, in order. */
  const pushed: string[][] = [];
  before(async () => {
    ({ h, token: adminToken } = await startAppAsAdmin(
      { ...API_ONLY, flowJobPollMs: 0 },
      {
        messagePush: {
          unreadChanged: (audience) => {
            if ('userIds' in audience) pushed.push([...audience.userIds]);
          },
        },
      },
    ));
    [alice, bob, carol, stranger] = [
      await createCaller(h),
      await createCaller(h),
      await createCaller(h),
      await createCaller(h),
    ];
  });
  after(() => h.close());

  it('submits, tells the approver, passes on one approval, CCs and ends', async () => {
    const flowId = await insertFlow(
      h.db,
      startWith(
        copyNode('cc1', [carol.userId], approver('boss', { assignee: fixed([bob.userId]) })),
      ),
    );
    const launched = await engineCalls(h, alice.token).launch(flowId, { days: 2, reason: 'r' });
    assert.equal(launched.code, 200, launched.msg);
    const taskId = launched.data.id;
    assert.equal(await statusOf(h.db, taskId), 1);
    const [named] = await h.db
      .select({ task: flowTasks.fullName, flow: flowEngines.fullName, initiator: users.realName })
      .from(flowTasks)
      .innerJoin(flowEngines, eq(flowEngines.id, flowTasks.flowId))
      .innerJoin(users, eq(users.id, flowTasks.creatorUserId))
      .where(eq(flowTasks.id, taskId));
    assert.equal(named?.task, `${named?.flow}(${named?.initiator})`);

    const todo = await engineCalls(h, bob.token).list('Waiting');
    assert.deepEqual(
      todo.data.list.map((row) => row.taskId),
      [taskId],
    );
    const cc = await engineCalls(h, carol.token).list('Circulate');
    assert.equal(cc.data.list[0]?.taskId, taskId);
    const told = await h.db
      .select({ type: messages.type, userId: messageReceivers.userId, body: messages.bodyText })
      .from(messageReceivers)
      .innerJoin(messages, eq(messages.id, messageReceivers.messageId));
    assert.ok(told.some((m) => m.type === 2 && m.userId === bob.userId));
    assert.ok(told.some((m) => m.type === 3 && m.userId === carol.userId));
    assert.match(told.find((m) => m.type === 2)?.body ?? '', new RegExp(taskId));
    // Addressed to its user as a release to users is, so the message lists show whom it went to.
    const addressed = await h.db
      .select({ type: messages.type, objectId: messageRecipients.objectId })
      .from(messageRecipients)
      .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
      .where(eq(messageRecipients.objectType, 'user'));
    assert.ok(addressed.some((m) => m.type === 2 && m.objectId === bob.userId));
    assert.ok(pushed.some((users) => users.includes(bob.userId) && users.includes(carol.userId)));

    const item = await pendingItemOf(h.db, taskId, bob.userId);
    const seen = await engineCalls(h, bob.token).detail(flowId, taskId);
    assert.equal(seen.data.pendingItem?.id, item);
    assert.deepEqual(seen.data.actions, ['audit', 'reject', 'transfer']);

    const approved = await engineCalls(h, bob.token).audit(item, { comment: '同意' });
    assert.equal(approved.code, 200, approved.msg);
    assert.equal(await statusOf(h.db, taskId), 2);
    const history = (await engineCalls(h, alice.token).detail(flowId, taskId)).data.history;
    assert.deepEqual(
      history.map((row) => row.action),
      ['submit', 'agree'],
    );
    assert.equal((await engineCalls(h, bob.token).list('Trial')).data.list[0]?.taskId, taskId);
  });

  it('answers 404 to a stranger and refuses actions on another user’s item', async () => {
    const flowId = await insertFlow(
      h.db,
      startWith(approver('a', { assignee: fixed([bob.userId]) })),
    );
    const taskId = (await engineCalls(h, alice.token).launch(flowId, {})).data.id;
    const item = await pendingItemOf(h.db, taskId, bob.userId);
    const peek = await engineCalls(h, stranger.token).detail(flowId, taskId);
    assert.equal(peek.status, 404);
    const wrongFlow = await engineCalls(h, bob.token).detail(stranger.userId, taskId);
    assert.equal(wrongFlow.status, 404);
    for (const act of [
      () => engineCalls(h, stranger.token).audit(item),
      () => engineCalls(h, stranger.token).reject(item),
      () => engineCalls(h, alice.token).audit(item),
      () => engineCalls(h, carol.token).transfer(item, carol.userId),
    ]) {
      const refused = await act();
      assert.equal(refused.status, 400);
      assert.equal(refused.msg, '该事项已处理或已不在您的待办中');
    }
    assert.equal((await engineCalls(h, stranger.token).withdraw(taskId)).status, 404);
    const admin = await engineCalls(h, adminToken).detail(flowId, taskId);
    assert.equal(admin.status, 200);
    assert.deepEqual(admin.data.actions, []);
  });

  it('takes the first condition branch that holds, else the default', async () => {
    const template = startWith(
      route('condition', 'days', [
        branch(
          'long',
          { priority: 1, rules: [{ subject: 'field', field: 'days', symbol: '>=', value: 3 }] },
          approver('bobApproves', { assignee: fixed([bob.userId]) }),
        ),
        branch(
          'other',
          { isDefault: true, priority: 2 },
          approver('carolApproves', { assignee: fixed([carol.userId]) }),
        ),
      ]),
    );
    const flowId = await insertFlow(h.db, template);
    const long = (await engineCalls(h, alice.token).launch(flowId, { days: 5 })).data.id;
    const short = (await engineCalls(h, alice.token).launch(flowId, { days: 1 })).data.id;
    await pendingItemOf(h.db, long, bob.userId);
    await pendingItemOf(h.db, short, carol.userId);
  });

  it('saves, edits and deletes a draft, then submits one; only the initiator may', async () => {
    const flowId = await insertFlow(
      h.db,
      startWith(approver('a', { assignee: fixed([bob.userId]) })),
    );
    const calls = engineCalls(h, alice.token);
    const draft = await calls.launch(flowId, { reason: 'first' }, { status: 0 });
    assert.equal(draft.code, 200, draft.msg);
    assert.equal(await statusOf(h.db, draft.data.id), 0);
    assert.equal(
      (await engineCalls(h, bob.token).list('Waiting')).data.list.some(
        (r) => r.taskId === draft.data.id,
      ),
      false,
    );
    assert.equal((await engineCalls(h, bob.token).detail(flowId, draft.data.id)).status, 404);
    assert.equal(
      (await engineCalls(h, bob.token).update(draft.data.id, { status: 1, formData: {} })).status,
      404,
    );

    const edited = await calls.update(draft.data.id, { status: 0, formData: { reason: 'second' } });
    assert.equal(edited.code, 200, edited.msg);
    const [stored] = await h.db.select().from(flowTasks).where(eq(flowTasks.id, draft.data.id));
    assert.deepEqual((stored?.formData as { reason?: string }).reason, 'second');

    assert.equal((await engineCalls(h, bob.token).remove(draft.data.id)).status, 404);
    assert.equal((await calls.remove(draft.data.id)).code, 200);
    assert.equal(await statusOf(h.db, draft.data.id), undefined);

    const other = (await calls.launch(flowId, {}, { status: 0 })).data.id;
    assert.equal((await calls.update(other, { status: 1, formData: { reason: 'go' } })).code, 200);
    assert.equal(await statusOf(h.db, other), 1);
    await pendingItemOf(h.db, other, bob.userId);
    const notDraft = await calls.remove(other);
    assert.equal(notDraft.status, 400);
    assert.equal((await calls.update(other, { status: 1, formData: {} })).status, 400);
  });

  it('withdraw: the initiator ends a task in process and its to-dos vanish', async () => {
    const flowId = await insertFlow(
      h.db,
      startWith(approver('a', { assignee: fixed([bob.userId]) })),
    );
    const taskId = (await engineCalls(h, alice.token).launch(flowId, {})).data.id;
    const item = await pendingItemOf(h.db, taskId, bob.userId);
    assert.equal((await engineCalls(h, bob.token).withdraw(taskId)).status, 404);
    assert.equal((await engineCalls(h, alice.token).withdraw(taskId)).code, 200);
    assert.equal(await statusOf(h.db, taskId), 4);
    assert.equal((await engineCalls(h, bob.token).audit(item)).status, 400);
    assert.equal((await engineCalls(h, alice.token).withdraw(taskId)).status, 400);
    const mine = await engineCalls(h, alice.token).mine('status=4');
    assert.ok(mine.data.list.some((row) => row.id === taskId));
    const records = await h.db
      .select()
      .from(flowTaskRecords)
      .where(and(eq(flowTaskRecords.taskId, taskId), eq(flowTaskRecords.action, 'withdraw')));
    assert.equal(records.length, 1);
  });

  it('a flow open to chosen launchers refuses everyone else', async () => {
    const role = await createRole(h.db);
    const holder = await createCaller(h, { roles: [role] });
    const flowId = await insertFlow(
      h.db,
      startWith(approver('a', { assignee: fixed([bob.userId]) })),
      { visibleType: 1 },
    );
    await h.db.insert(flowEngineLaunchers).values([
      { flowId, objectType: 'user', objectId: alice.userId },
      { flowId, objectType: 'role', objectId: role },
    ]);
    assert.equal((await engineCalls(h, alice.token).launch(flowId, {})).code, 200);
    assert.equal((await engineCalls(h, holder.token).launch(flowId, {})).code, 200);
    const refused = await engineCalls(h, carol.token).launch(flowId, {});
    assert.equal(refused.status, 400);
    assert.equal(refused.msg, '该流程未发布或已停用，不能发起');
  });

  it('refuses a flow that is not released, and values the form refuses', async () => {
    const stopped = await insertFlow(
      h.db,
      startWith(approver('a', { assignee: fixed([bob.userId]) })),
      {
        state: 2,
      },
    );
    const refused = await engineCalls(h, alice.token).launch(stopped, {});
    assert.equal(refused.status, 400);
    const flowId = await insertFlow(
      h.db,
      startWith(approver('a', { assignee: fixed([bob.userId]) })),
    );
    const bad = await engineCalls(h, alice.token).launch(flowId, { days: 'many' });
    assert.equal(bad.status, 400);
    assert.match(bad.msg, /天数/);
    const written = await h.db.select().from(flowTasks).where(eq(flowTasks.flowId, flowId));
    assert.equal(written.length, 0);
  });

  it('attachments and signatures must be the approver’s own uploads', async () => {
    const flowId = await insertFlow(
      h.db,
      startWith(approver('a', { assignee: fixed([bob.userId]) })),
    );
    const taskId = (await engineCalls(h, alice.token).launch(flowId, {})).data.id;
    const item = await pendingItemOf(h.db, taskId, bob.userId);
    const forged = await engineCalls(h, bob.token).audit(item, {
      attachments: [{ fileId: 'someone-elses', name: 'x.pdf' }],
    });
    assert.equal(forged.status, 400);
    assert.equal(forged.msg, '附件或签名必须是您上传的文件');
    const signature = await engineCalls(h, bob.token).audit(item, { signatureFileId: 'nope' });
    assert.equal(signature.status, 400);
    assert.equal(await statusOf(h.db, taskId), 1);
  });

  it('a draft may leave required fields empty; its submit may not', async () => {
    const form = flowForm();
    const reason = form.fields[1];
    assert.ok(reason);
    (reason.__config__ as { required?: boolean }).required = true;
    const flowId = await insertFlow(
      h.db,
      startWith(approver('a', { assignee: fixed([bob.userId]) })),
      { form },
    );
    const calls = engineCalls(h, alice.token);
    const draft = await calls.launch(flowId, { days: 1 }, { status: 0 });
    assert.equal(draft.code, 200, draft.msg);
    const unfilled = await calls.update(draft.data.id, { status: 1, formData: {} });
    assert.equal(unfilled.status, 400);
    assert.match(unfilled.msg, /事由/);
    assert.equal(await statusOf(h.db, draft.data.id), 0);
    const direct = await calls.launch(flowId, { days: 1 });
    assert.equal(direct.status, 400);
    const filled = await calls.update(draft.data.id, { status: 1, formData: { reason: 'r' } });
    assert.equal(filled.code, 200, filled.msg);
    const [stored] = await h.db.select().from(flowTasks).where(eq(flowTasks.id, draft.data.id));
    assert.deepEqual(stored?.formData, {
      days: 1,
      reason: 'r',
      note: null,
      secret: null,
      picked: null,
    });
  });

  it('a draft submitted 20 times at once is submitted once', async () => {
    const flowId = await insertFlow(
      h.db,
      startWith(approver('a', { assignee: fixed([bob.userId]) })),
    );
    const calls = engineCalls(h, alice.token);
    const draft = (await calls.launch(flowId, {}, { status: 0 })).data.id;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => calls.update(draft, { status: 1, formData: {} })),
    );
    assert.equal(answers.filter((answer) => answer.code === 200).length, 1);
    assert.ok(answers.every((answer) => answer.code === 200 || answer.status === 400));
    const submits = await h.db
      .select()
      .from(flowTaskRecords)
      .where(and(eq(flowTaskRecords.taskId, draft), eq(flowTaskRecords.action, 'submit')));
    assert.equal(submits.length, 1);
    assert.deepEqual(await pendingUsers(h.db, draft), [bob.userId]);
  });

  it('routes on the initiator’s role, and an approver’s copyTo is told once the node passes', async () => {
    const role = await createRole(h.db);
    const manager = await createCaller(h, { roles: [role] });
    const template = startWith(
      route('condition', 'who', [
        branch(
          'managers',
          { priority: 1, rules: [{ subject: 'initiatorRole', symbol: '==', value: role }] },
          approver('carolApproves', {
            assignee: fixed([carol.userId]),
            copyTo: { users: [stranger.userId], positions: [], roles: [] },
          }),
        ),
        branch(
          'others',
          { isDefault: true, priority: 2 },
          approver('bobApproves', { assignee: fixed([bob.userId]) }),
        ),
      ]),
    );
    const flowId = await insertFlow(h.db, template);
    const fromManager = (await engineCalls(h, manager.token).launch(flowId, {})).data.id;
    const fromAlice = (await engineCalls(h, alice.token).launch(flowId, {})).data.id;
    assert.deepEqual(await pendingUsers(h.db, fromManager), [carol.userId]);
    assert.deepEqual(await pendingUsers(h.db, fromAlice), [bob.userId]);
    const told = async () =>
      (await engineCalls(h, stranger.token).list('Circulate')).data.list.filter(
        (row) => row.taskId === fromManager,
      ).length;
    assert.equal(await told(), 0);
    await engineCalls(h, carol.token).audit(await pendingItemOf(h.db, fromManager, carol.userId));
    assert.equal(await told(), 1);
    const opened = await engineCalls(h, stranger.token).detail(flowId, fromManager);
    assert.equal(opened.code, 200);
    assert.deepEqual(opened.data.actions, []);
    const read = await engineCalls(h, stranger.token).list<{
      list: { taskId: string; handledState: string }[];
    }>('Circulate');
    assert.equal(read.data.list.find((row) => row.taskId === fromManager)?.handledState, 'read');
  });
});
