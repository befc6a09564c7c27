/**
 * The real-time socket over a real connection: signing in with the first frame (or being closed),
 * chat messages numbered per conversation and stored before delivery, resends stored once,
 * catch-up after a reconnect, read state, bad frames answered without harm, and the sockets of
 * ended sessions told to sign out at once.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  CHAT,
  CHAT_LIMITS,
  fillPath,
  ONLINE_USER,
  OAUTH,
  type ChatConversationList,
} from '@mepm/contract';
import type { Harness } from '../support/app-harness';
import { createCaller, type Caller } from '../support/permission-fixtures';
import { call, envelope } from '../support/requests';
import { startAppAsAdmin } from '../support/start-as-admin';
import { listenForSockets, openChat, signedInChat } from './chat-socket-client';

describe('the chat socket', () => {
  let h: Harness;
  let adminToken = '';
  let url = '';
  let alice: Caller;
  let bob: Caller;

  before(async () => {
    ({ h, token: adminToken } = await startAppAsAdmin());
    url = await listenForSockets(h.app);
    [alice, bob] = [await createCaller(h), await createCaller(h)];
  });
  after(() => h.close());

  it('closes a socket that does not sign in in time, and refuses a bad token', async () => {
    const silent = await openChat(url);
    const started = Date.now();
    assert.match(
      (await silent.next('error', CHAT_LIMITS.authenticateWithinMs + 2_000)).msg,
      /登录/,
    );
    assert.equal((await silent.closed).code, 1008);
    assert.ok(Date.now() - started >= CHAT_LIMITS.authenticateWithinMs - 100);

    const forged = await openChat(url);
    forged.send({ method: 'OnConnection', token: 'not-a-token' });
    assert.match((await forged.next('logout')).msg, /验证失败/);
    assert.equal((await forged.closed).code, 4001);
  });

  it('numbers, stores and delivers a message, and counts it unread until read', async () => {
    const a = await signedInChat(url, alice.token);
    const b = await signedInChat(url, bob.token);
    a.client.send({
      method: 'SendMessage',
      toUserId: bob.userId,
      messageType: 'text',
      messageContent: '你好 [微笑]',
      clientMessageId: 'm-1',
    });
    const echoed = (await a.client.next('sendMessage')).message;
    const received = (await b.client.next('receiveMessage')).message;
    assert.deepEqual(received, echoed);
    assert.equal(received.seq, 1);
    assert.equal(received.formUserId, alice.userId);
    assert.equal(received.message, '你好 [微笑]');

    // The same message sent again after a reconnect is stored once.
    a.client.send({
      method: 'SendMessage',
      toUserId: bob.userId,
      messageType: 'text',
      messageContent: '你好 [微笑]',
      clientMessageId: 'm-1',
    });
    assert.equal((await a.client.next('sendMessage')).message.id, echoed.id);

    b.client.close();
    const again = await signedInChat(url, bob.token);
    assert.deepEqual(again.init.unreadNums, { [alice.userId]: 1 });
    assert.equal(again.init.unreadMessageCount, 1);
    again.client.send({ method: 'UpdateReadMessage', formUserId: alice.userId });
    again.client.send({ method: 'MessageList', toUserId: alice.userId });
    const history = await again.client.next('messageList');
    assert.deepEqual(
      history.list.map((message) => message.seq),
      [1],
    );
    const third = await signedInChat(url, bob.token);
    assert.deepEqual(third.init.unreadNums, {});
    for (const client of [a.client, again.client, third.client]) client.close();
  });

  it('numbers fifty messages sent at once without gaps, and a reconnect catches up', async () => {
    const carol = await createCaller(h);
    const dave = await createCaller(h);
    // Five sockets of one user, ten messages each: within each socket's rate.
    const sockets = await Promise.all(
      Array.from({ length: 5 }, () => signedInChat(url, carol.token)),
    );
    const [one] = sockets;
    if (one === undefined) throw new Error('no socket');
    for (let i = 0; i < 50; i++) {
      sockets[i % sockets.length]?.client.send({
        method: 'SendMessage',
        toUserId: dave.userId,
        messageType: 'text',
        messageContent: `message ${i}`,
      });
    }
    const seqs: number[] = [];
    for (let i = 0; i < 50; i++)
      seqs.push((await one.client.next('sendMessage', 20_000)).message.seq);
    assert.deepEqual(
      [...seqs].sort((x, y) => x - y),
      Array.from({ length: 50 }, (_, i) => i + 1),
    );

    const late = await signedInChat(url, dave.token);
    assert.equal(late.init.unreadNums[carol.userId], 50);
    late.client.send({ method: 'MessageList', toUserId: carol.userId, afterSeq: 45 });
    const gap = await late.client.next('messageList');
    assert.deepEqual(
      gap.list.map((message) => message.seq),
      [46, 47, 48, 49, 50],
    );
    assert.equal(gap.lastSeq, 50);
    assert.equal(gap.hasMore, false);
    for (const socket of sockets) socket.client.close();
    late.client.close();
  });

  it('searches a conversation’s texts by keyword, a page at a time, naming the keyword', async () => {
    const [erin, fred] = [await createCaller(h), await createCaller(h)];
    const e = await signedInChat(url, erin.token);
    const texts = ['周报 第一周', '午饭？', '100% 完成', '周报 第二周', 'a_b', '周报 第三周'];
    for (const [i, messageContent] of texts.entries()) {
      e.client.send({
        method: 'SendMessage',
        toUserId: fred.userId,
        messageType: 'text',
        messageContent,
        clientMessageId: `search-${i}`,
      });
      await e.client.next('sendMessage');
    }
    const search = async (keyword: string, currentPage = 1) => {
      e.client.send({
        method: 'MessageList',
        toUserId: fred.userId,
        keyword,
        currentPage,
        pageSize: 30,
        sord: 'desc',
      });
      return e.client.next('messageList');
    };
    const found = await search(' 周报 ');
    assert.equal(found.keyword, ' 周报 ');
    assert.deepEqual(
      found.list.map((message) => message.message),
      ['周报 第三周', '周报 第二周', '周报 第一周'],
    );
    assert.equal(found.hasMore, false);
    // % and _ are letters here, not patterns.
    assert.deepEqual(
      (await search('%')).list.map((message) => message.message),
      ['100% 完成'],
    );
    assert.deepEqual(
      (await search('_')).list.map((message) => message.message),
      ['a_b'],
    );
    assert.deepEqual((await search('周报', 2)).list, []);
    // Without a keyword the answer is the history's, and names none.
    e.client.send({ method: 'MessageList', toUserId: fred.userId, currentPage: 1, pageSize: 30 });
    const history = await e.client.next('messageList');
    assert.equal(history.keyword, undefined);
    assert.equal(history.list.length, texts.length);
    e.client.close();
  });

  it('answers bad frames with an error and goes on; floods and huge frames are closed', async () => {
    const before = await openChat(url);
    before.send({
      method: 'SendMessage',
      toUserId: bob.userId,
      messageType: 'text',
      messageContent: 'x',
    });
    assert.match((await before.next('error')).msg, /OnConnection/);
    before.close();

    const { client } = await signedInChat(url, alice.token);
    const cases: [unknown, RegExp][] = [
      ['{not json', /无法识别的消息：JSON/],
      [{ method: 'DropTables' }, /无法识别的消息：DropTables/],
      [
        { method: 'SendMessage', toUserId: bob.userId, messageType: 'text', messageContent: '' },
        /SendMessage/,
      ],
      [
        { method: 'SendMessage', toUserId: 'nobody', messageType: 'text', messageContent: 'x' },
        /接收人不存在/,
      ],
      [
        { method: 'SendMessage', toUserId: alice.userId, messageType: 'text', messageContent: 'x' },
        /自己/,
      ],
      [
        {
          method: 'SendMessage',
          toUserId: bob.userId,
          messageType: 'text',
          messageContent: 'x'.repeat(CHAT_LIMITS.maxTextLength + 1),
        },
        /SendMessage/,
      ],
    ];
    for (const [frame, message] of cases) {
      client.send(frame);
      assert.match((await client.next('error')).msg, message);
    }
    client.send({ method: 'MessageList', toUserId: bob.userId });
    assert.ok(await client.next('messageList'), 'the socket still works');

    const huge = await signedInChat(url, alice.token);
    huge.client.send('x'.repeat(CHAT_LIMITS.maxFrameBytes + 1));
    assert.equal((await huge.client.closed).code, 1009);

    const flood = await signedInChat(url, alice.token);
    for (let i = 0; i < 200; i++)
      flood.client.send({ method: 'MessageList', toUserId: bob.userId });
    assert.match((await flood.client.next('error')).msg, /频繁/);
    assert.equal((await flood.client.closed).code, 1008);
    client.close();
  });

  it('signs out the sockets of ended sessions at once', async () => {
    const erin = await createCaller(h);
    const first = await signedInChat(url, erin.token);
    const second = await signedInChat(url, erin.token);
    const forced = await call(h.app, 'DELETE', fillPath(ONLINE_USER.one, { userId: erin.userId }), {
      token: adminToken,
    });
    assert.equal(forced.statusCode, 200, forced.body);
    for (const socket of [first, second]) {
      assert.match((await socket.client.next('logout')).msg, /强制下线/);
      assert.equal((await socket.client.closed).code, 4001);
    }

    const frank = await createCaller(h);
    const kept = await signedInChat(url, frank.token);
    const other = await createCaller(h);
    const untouched = await signedInChat(url, other.token);
    const out = await call(h.app, 'GET', OAUTH.logout, { token: frank.token });
    assert.equal(out.statusCode, 200, out.body);
    assert.match((await kept.client.next('logout')).msg, /退出登录/);
    untouched.client.send({ method: 'MessageList', toUserId: frank.userId });
    assert.ok(await untouched.client.next('messageList'), 'another user’s socket stays');
    untouched.client.close();
  });

  it('lists a user’s own conversations, the latest first, with unread counts', async () => {
    const [gina, hank, ivan] = [
      await createCaller(h),
      await createCaller(h),
      await createCaller(h),
    ];
    const g = await signedInChat(url, gina.token);
    for (const [to, text] of [
      [hank.userId, 'first to hank'],
      [ivan.userId, 'to ivan'],
      [hank.userId, 'second to hank'],
    ] as const) {
      // The test's clock stands still unless moved: each message a second after the last.
      h.clock.advance(1_000);
      g.client.send({
        method: 'SendMessage',
        toUserId: to,
        messageType: 'text',
        messageContent: text,
      });
      await g.client.next('sendMessage');
    }
    g.client.close();
    const list = async (token: string) =>
      envelope<ChatConversationList>(await call(h.app, 'GET', CHAT.conversations, { token })).data
        .list;
    const mine = await list(gina.token);
    assert.deepEqual(
      mine.map((c) => [c.id, c.latestMessage, c.unreadMessage]),
      [
        [hank.userId, 'second to hank', 0],
        [ivan.userId, 'to ivan', 0],
      ],
    );
    assert.deepEqual(
      (await list(hank.token)).map((c) => [c.id, c.account, c.latestMessage, c.unreadMessage]),
      [[gina.userId, gina.account, 'second to hank', 2]],
    );
    const stranger = await createCaller(h);
    assert.deepEqual(await list(stranger.token), []);
    const anonymous = await call(h.app, 'GET', CHAT.conversations, {});
    assert.equal(anonymous.statusCode, 401);
  });
});
