/**
 * Urging the current approvers (催办) and batch approve/reject: who may urge, the interval held
 * under fifty urges at once, per-item results of a batch (one refused leaves the others done),
 * refusals for items that need their task opened, and exactly once under concurrent batches;
 * the files an approval carries: the caller's own only, then read by whoever may read the task.
 * Run it with DATABASE_URL to see the same on PostgreSQL.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { FLOW_MONITOR_PAGE, FLOW_TASK_LIMITS, type UploadedFile } from '@mepm/contract';
import { and, eq } from 'drizzle-orm';
import { flowTaskOperators, flowTaskRecords, flowTasks } from '../../src/db/schema';
import { messageReceivers, messages } from '../../src/modules/system/notice/schema';
import type { Harness } from '../support/app-harness';
import { envelope, TINY_PNG, upload } from '../support/requests';
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
} from './flow-support';

describe('workflow engine: urge, batch actions and the files of decisions', () => {
  let h: Harness;
  let initiator: Caller;
  let boss: Caller;
  let stranger: Caller;
  before(async () => {
    ({ h } = await startAppAsAdmin({ ...API_ONLY, flowJobPollMs: 0 }));
    initiator = await createCaller(h);
    boss = await createCaller(h);
    stranger = await createCaller(h);
  });
  after(() => h.close());

  const records = async (taskId: string, action: string) =>
    h.db
      .select()
      .from(flowTaskRecords)
      .where(and(eq(flowTaskRecords.taskId, taskId), eq(flowTaskRecords.action, action)));
  const todoMessages = async (userId: string) =>
    (
      await h.db
        .select({ id: messageReceivers.messageId })
        .from(messageReceivers)
        .innerJoin(messages, eq(messages.id, messageReceivers.messageId))
        .where(and(eq(messageReceivers.userId, userId), eq(messages.type, 2)))
    ).length;

  const uploaded = async (type: string, token: string, filename: string, content: Buffer) =>
    envelope<UploadedFile>(await upload(h.app, type, token, { filename, content })).data;
  const download = (url: string, token: string) =>
    h.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

  async function launch(props: Parameters<typeof approver>[1] = {}) {
    const flowId = await insertFlow(
      h.db,
      startWith(approver('boss', { assignee: fixed([boss.userId]), ...props })),
    );
    const launched = await engineCalls(h, initiator.token).launch(flowId, { reason: 'r' });
    assert.equal(launched.code, 200, launched.msg);
    return launched.data.id;
  }

  it('only the initiator urges a task in process, at most once per interval', async () => {
    const taskId = await launch();
    assert.equal((await engineCalls(h, stranger.token).urge(taskId)).code, 404);
    assert.equal((await engineCalls(h, boss.token).urge(taskId)).code, 404);
    const told = await todoMessages(boss.userId);
    const urged = await engineCalls(h, initiator.token).urge(taskId);
    assert.equal(urged.code, 200, urged.msg);
    assert.equal(await todoMessages(boss.userId), told + 1);
    const again = await engineCalls(h, initiator.token).urge(taskId);
    assert.equal(again.status, 429);
    assert.match(again.msg, new RegExp(`${FLOW_TASK_LIMITS.urgeIntervalMinutes}分钟`));
    assert.equal(await todoMessages(boss.userId), told + 1);
    // The urge is no step of the flow: the task's version stays.
    const [task] = await h.db.select().from(flowTasks).where(eq(flowTasks.id, taskId));
    assert.equal(task?.version, 1);

    await engineCalls(h, initiator.token).withdraw(taskId);
    await h.db.update(flowTasks).set({ lastUrgedAt: null }).where(eq(flowTasks.id, taskId));
    const ended = await engineCalls(h, initiator.token).urge(taskId);
    assert.equal(ended.code, 400);
  });

  it('fifty urges at once send one set of messages', async () => {
    const taskId = await launch();
    const told = await todoMessages(boss.userId);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => engineCalls(h, initiator.token).urge(taskId)),
    );
    assert.equal(answers.filter((answer) => answer.code === 200).length, 1);
    assert.equal(answers.filter((answer) => answer.status === 429).length, 49);
    assert.equal(await todoMessages(boss.userId), told + 1);
    assert.equal((await records(taskId, 'urge')).length, 1);
  });

  it('a batch acts on each item alone and says why one was refused', async () => {
    const first = await launch();
    const second = await launch();
    const needsValue = await launch({
      fieldRules: [{ field: 'note', access: 'write', required: true }],
    });
    const others = await launch({ assignee: fixed([stranger.userId]) });
    const ids = [
      await pendingItemOf(h.db, first, boss.userId),
      await pendingItemOf(h.db, needsValue, boss.userId),
      await pendingItemOf(h.db, others, stranger.userId),
      await pendingItemOf(h.db, second, boss.userId),
    ];
    const answer = await engineCalls(h, boss.token).batch('audit', ids);
    assert.equal(answer.code, 200, answer.msg);
    assert.deepEqual(
      answer.data.results.map((result) => result.done),
      [true, false, false, true],
    );
    assert.match(answer.data.results[1]?.message ?? '', /请填写/);
    assert.match(answer.data.results[2]?.message ?? '', /已处理或已不在您的待办中/);
    assert.equal(await statusOf(h.db, first), 2);
    assert.equal(await statusOf(h.db, second), 2);
    assert.equal(await statusOf(h.db, needsValue), 1);
    assert.equal(await statusOf(h.db, others), 1);

    const rejecting = await engineCalls(h, boss.token).batch('reject', [ids[1] ?? '']);
    assert.equal(rejecting.data.results[0]?.done, true);
    assert.equal(await statusOf(h.db, needsValue), 3);
  });

  it('refuses a batch over the limit, and a signature the node asks for', async () => {
    const many = Array.from({ length: FLOW_TASK_LIMITS.batchItems + 1 }, (_, index) => `i${index}`);
    assert.equal((await engineCalls(h, boss.token).batch('audit', many)).code, 400);
    const signed = await launch({ signatureRequired: true });
    const item = await pendingItemOf(h.db, signed, boss.userId);
    const answer = await engineCalls(h, boss.token).batch('audit', [item]);
    assert.equal(answer.data.results[0]?.done, false);
    assert.match(answer.data.results[0]?.message ?? '', /签名/);
    const alone = await engineCalls(h, boss.token).audit(item);
    assert.equal(alone.code, 400);
  });

  it('fifty identical batches at once approve each item once', async () => {
    const tasks = [await launch(), await launch(), await launch()];
    const ids = await Promise.all(tasks.map((taskId) => pendingItemOf(h.db, taskId, boss.userId)));
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => engineCalls(h, boss.token).batch('audit', ids)),
    );
    const done = answers.flatMap((answer) => answer.data.results.filter((r) => r.done));
    assert.equal(done.length, 3);
    for (const taskId of tasks) {
      assert.equal((await records(taskId, 'agree')).length, 1);
      assert.equal(await statusOf(h.db, taskId), 2);
    }
    const items = await h.db
      .select()
      .from(flowTaskOperators)
      .where(eq(flowTaskOperators.userId, boss.userId));
    assert.ok(items.every((item) => item.state !== 'pending' || !ids.includes(item.id)));
  });

  it('an approval carries the approver’s own files, which the task’s readers may read', async () => {
    const flowId = await insertFlow(
      h.db,
      startWith(approver('boss', { assignee: fixed([boss.userId]), signatureRequired: true })),
    );
    const taskId = (await engineCalls(h, initiator.token).launch(flowId, {})).data.id;
    const item = await pendingItemOf(h.db, taskId, boss.userId);
    const annex = await uploaded('annex', boss.token, 'a.txt', Buffer.from('annex\n'));
    const signature = await uploaded('annexpic', boss.token, 's.png', TINY_PNG);
    const foreign = await uploaded('annex', stranger.token, 'b.txt', Buffer.from('theirs\n'));
    const calls = engineCalls(h, boss.token);

    assert.equal((await calls.audit(item, {})).code, 400, 'the node asks for a signature');
    const stolen = await calls.audit(item, {
      signatureFileId: signature.fileId,
      attachments: [{ fileId: foreign.fileId, name: foreign.name }],
    });
    assert.equal(stolen.code, 400, 'another user’s file');
    assert.equal((await download(annex.url, initiator.token)).statusCode, 403);

    const approved = await calls.audit(item, {
      signatureFileId: signature.fileId,
      attachments: [{ fileId: annex.fileId, name: annex.name }],
    });
    assert.equal(approved.code, 200, approved.msg);
    assert.equal((await download(annex.url, initiator.token)).statusCode, 200);
    assert.equal((await download(signature.url, initiator.token)).statusCode, 200);
    assert.equal((await download(annex.url, stranger.token)).statusCode, 403);
    assert.equal((await download(foreign.url, initiator.token)).statusCode, 403);
    // A monitor reads every task, and so the files its history names; not other annexes.
    const monitor = await createCaller(h, { grants: { menus: [FLOW_MONITOR_PAGE], buttons: [] } });
    assert.equal((await download(annex.url, monitor.token)).statusCode, 200);
    assert.equal((await download(foreign.url, monitor.token)).statusCode, 403);
    const detail = await engineCalls(h, initiator.token).detail(flowId, taskId);
    const agree = detail.data.history.find((row) => row.action === 'agree');
    assert.equal(agree?.signatureFileId, signature.fileId);
    assert.deepEqual(agree?.attachments, [{ fileId: annex.fileId, name: annex.name }]);
  });
});
