/**
 * Chat images end to end: the upload at the upload path plus /IM (images only, one at a time,
 * under 5 MB, whatever the configured image limit), the image message naming the sender's own
 * upload and nothing else, and the file readable by the conversation's two parties only.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  CHAT,
  FILE_NAME_ROUTES,
  FILES,
  SIZE_UNITS,
  type ChatConversationList,
  type SignedFileName,
  type UploadedFile,
} from '@mepm/contract';
import type { FastifyInstance } from 'fastify';
import type { Harness } from '../support/app-harness';
import { createCaller, type Caller } from '../support/permission-fixtures';
import { call, envelope, TINY_PNG, upload } from '../support/requests';
import { startAppAsAdmin } from '../support/start-as-admin';
import { listenForSockets, signedInChat } from './chat-socket-client';

/** A PNG of `bytes` bytes: a real header, then padding the decoder never reads. */
const pngOf = (bytes: number) =>
  Buffer.concat([TINY_PNG, Buffer.alloc(bytes - TINY_PNG.length, 1)]);

/** Two files in one multipart body. */
function uploadTwo(app: FastifyInstance, token: string, path: string = FILES.chatUploader) {
  const boundary = '----two-files';
  const part = (name: string) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      TINY_PNG,
      Buffer.from('\r\n'),
    ]);
  return app.inject({
    method: 'POST',
    url: `${path}?n=1`,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${token}`,
    },
    payload: Buffer.concat([part('a.png'), part('b.png'), Buffer.from(`--${boundary}--\r\n`)]),
  });
}

describe('chat images', () => {
  let h: Harness;
  let adminToken = '';
  let url = '';
  let alice: Caller;
  let bob: Caller;
  let carol: Caller;

  before(async () => {
    ({ h, token: adminToken } = await startAppAsAdmin());
    url = await listenForSockets(h.app);
    [alice, bob, carol] = [await createCaller(h), await createCaller(h), await createCaller(h)];
  });
  after(() => h.close());

  const chatUpload = (token: string, content: Buffer, filename = 'photo.png', language?: string) =>
    upload(h.app, 'IM', token, { filename, content, mimetype: 'image/png' }, language);

  it('takes one image under 5 MB, judged by its bytes, and refuses anything else', async () => {
    const notImage = await chatUpload(alice.token, Buffer.from('just text'), 'fake.png');
    assert.equal(notImage.statusCode, 400);
    assert.match(envelope(notImage).msg, /只能上传图片/);

    const tooLarge = await chatUpload(alice.token, pngOf(5 * SIZE_UNITS.MB + 1));
    assert.equal(tooLarge.statusCode, 413);
    assert.equal(envelope(tooLarge).msg, '图片大小不能超过5M');
    const inEnglish = await chatUpload(alice.token, pngOf(5 * SIZE_UNITS.MB + 1), 'a.png', 'en');
    assert.equal(envelope(inEnglish).msg, 'The image cannot be larger than 5 MB');

    const two = await uploadTwo(h.app, alice.token);
    assert.equal(two.statusCode, 400, two.body);
    assert.equal(envelope(two).msg, '当前限制最多可以上传1张图片');
    const twoAnnexes = await uploadTwo(h.app, alice.token, '/api/file/Uploader/annex');
    assert.equal(envelope(twoAnnexes).msg, '当前限制最多可以上传1个文件');

    const anonymous = await chatUpload('', TINY_PNG);
    assert.equal(anonymous.statusCode, 401);

    // 3 MB: over the configured image limit (2 MB) of the other upload types, within the chat's.
    const large = await chatUpload(alice.token, pngOf(3 * SIZE_UNITS.MB));
    assert.equal(large.statusCode, 200, large.body);
    const { code, data } = envelope<UploadedFile>(large);
    assert.equal(code, 200);
    assert.match(data.name, /^[0-9a-f]{32}\.png$/);
    assert.equal(data.url, `/api/file/Download/IM/${data.name}`);
    const picture = await upload(h.app, 'annexpic', alice.token, {
      filename: 'big.png',
      content: pngOf(3 * SIZE_UNITS.MB),
    });
    assert.equal(picture.statusCode, 413, 'the other types keep their own limit');
    assert.match(envelope(picture).msg, /文件大小超过2MB/);
  });

  it('sends the sender’s own image, shown as an object with its path, to the two parties only', async () => {
    const uploaded = envelope<UploadedFile>(await chatUpload(alice.token, TINY_PNG)).data;
    const a = await signedInChat(url, alice.token);
    const b = await signedInChat(url, bob.token);
    const c = await signedInChat(url, carol.token);
    a.client.send({
      method: 'SendMessage',
      toUserId: bob.userId,
      messageType: 'image',
      messageContent: uploaded.name,
    });
    const received = (await b.client.next('receiveMessage')).message;
    assert.deepEqual(received, (await a.client.next('sendMessage')).message);
    assert.equal(received.messageType, 'image');
    assert.deepEqual(received.message, { path: uploaded.url, name: uploaded.name });

    // Nobody sends another's file, a file of another kind, or a path of their choosing.
    const annex = envelope<UploadedFile>(
      await upload(h.app, 'annexpic', carol.token, { filename: 'p.png', content: TINY_PNG }),
    ).data;
    for (const content of [uploaded.name, annex.name, '../../etc/passwd', uploaded.url]) {
      c.client.send({
        method: 'SendMessage',
        toUserId: alice.userId,
        messageType: 'image',
        messageContent: content,
      });
      assert.match((await c.client.next('error')).msg, /图片不存在或不是您上传的/);
    }
    await a.client.none('receiveMessage');

    const download = (token: string) => call(h.app, 'GET', uploaded.url, { token });
    for (const party of [alice, bob]) {
      const got = await download(party.token);
      assert.equal(got.statusCode, 200, got.body);
      assert.deepEqual(got.rawPayload, TINY_PNG);
    }
    for (const outsider of [carol.token, adminToken]) {
      assert.equal((await download(outsider)).statusCode, 404);
    }
    assert.equal((await download('')).statusCode, 401);

    // A signed name (for an <img> without the session) only for the parties too.
    const signFor = (token: string) =>
      call(h.app, 'GET', `${FILE_NAME_ROUTES.getFileName.path}?encryption=IM/${uploaded.name}`, {
        token,
      });
    assert.equal((await signFor(carol.token)).statusCode, 404);
    const signed = envelope<SignedFileName>(await signFor(bob.token)).data;
    assert.equal(signed.type, 'IM');
    assert.equal((await call(h.app, 'GET', signed.url)).statusCode, 200);

    // The drawer shows it as an image; the history carries the object; a search reads texts.
    const list = envelope<ChatConversationList>(
      await call(h.app, 'GET', CHAT.conversations, { token: bob.token }),
    ).data.list;
    assert.deepEqual(
      list.map((item) => [item.id, item.messageType, item.latestMessage]),
      [[alice.userId, 'image', '']],
    );
    b.client.send({ method: 'MessageList', toUserId: alice.userId });
    assert.deepEqual((await b.client.next('messageList')).list, [received]);
    b.client.send({
      method: 'MessageList',
      toUserId: alice.userId,
      keyword: uploaded.name.slice(0, 8),
    });
    assert.deepEqual((await b.client.next('messageList')).list, []);

    // An upload not sent yet is its owner's alone.
    const unsent = envelope<UploadedFile>(await chatUpload(carol.token, TINY_PNG)).data;
    assert.equal((await call(h.app, 'GET', unsent.url, { token: carol.token })).statusCode, 200);
    assert.equal((await call(h.app, 'GET', unsent.url, { token: alice.token })).statusCode, 404);
    for (const client of [a, b, c]) client.client.close();
  });
});
