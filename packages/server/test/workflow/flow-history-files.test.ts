/**
 * The files an approval carries (attachments, a handwritten signature): only the caller's own
 * uploads, and read afterwards by whoever may read the task, nobody else.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { UploadedFile } from '@mepm/contract';
import type { Harness } from '../support/app-harness';
import { API_ONLY } from '../support/app-harness';
import { createCaller, type Caller } from '../support/permission-fixtures';
import { envelope, TINY_PNG, upload } from '../support/requests';
import { startAppAsAdmin } from '../support/start-as-admin';
import { approver, engineCalls, fixed, insertFlow, pendingItemOf, startWith } from './flow-support';

describe('workflow engine: files of the history', () => {
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

  const uploaded = async (type: string, token: string, filename: string, content: Buffer) =>
    envelope<UploadedFile>(await upload(h.app, type, token, { filename, content })).data;
  const download = (url: string, token: string) =>
    h.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

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
    const detail = await engineCalls(h, initiator.token).detail(flowId, taskId);
    const agree = detail.data.history.find((row) => row.action === 'agree');
    assert.equal(agree?.signatureFileId, signature.fileId);
    assert.deepEqual(agree?.attachments, [{ fileId: annex.fileId, name: annex.name }]);
  });
});
