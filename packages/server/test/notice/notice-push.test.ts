/**
 * Unread notice counts pushed over the real socket: every change that moves a user's count
 * (release, withdrawal, deletion, a read, read-all, removal) reaches every socket of exactly the
 * users it concerns, with their count read after the change; initMessage carries the count too.
 * With REDIS_URL the pushes travel through Redis, as between server processes.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { MESSAGE, fillPath } from '@mepm/contract';
import { unreadCounts } from '../../src/modules/system/notice/inbox-service';
import type { Harness } from '../support/app-harness';
import { createCaller, type Caller } from '../support/permission-fixtures';
import { call } from '../support/requests';
import { startAppAsAdmin } from '../support/start-as-admin';
import { listenForSockets, signedInChat, type ChatClient } from '../chat/chat-socket-client';
import { createMessage, notice, release, released } from './notice-support';

describe('messages: unread counts pushed to sockets', () => {
  let h: Harness;
  let token = '';
  let url = '';
  before(async () => {
    const redisUrl = process.env.REDIS_URL;
    ({ h, token } = await startAppAsAdmin(redisUrl === undefined ? {} : { redisUrl }));
    url = await listenForSockets(h.app);
  });
  after(() => h.close());

  const ok = async (response: Promise<{ statusCode: number; body: string }>) => {
    const answer = await response;
    assert.equal(answer.statusCode, 200, answer.body);
  };

  it('tells every socket of the users a change concerns their own count, and nobody else', async () => {
    const [alice, bob, carol] = [
      await createCaller(h),
      await createCaller(h),
      await createCaller(h),
    ];
    const toAll = await released(h, token, notice());
    const toAlice = await released(h, token, notice({ toAll: false, userIds: [alice.userId] }));

    const a1 = await signedInChat(url, alice.token);
    const a2 = await signedInChat(url, alice.token);
    const b = await signedInChat(url, bob.token);
    const c = await signedInChat(url, carol.token);
    assert.equal(a1.init.unreadNoticeCount, 2);
    assert.equal(b.init.unreadNoticeCount, 1);
    assert.equal(c.init.unreadNoticeCount, 1);

    const sockets = new Map<Caller, ChatClient[]>([
      [alice, [a1.client, a2.client]],
      [bob, [b.client]],
      [carol, [c.client]],
    ]);
    /** After a change: each user named gets their count on each socket; the others nothing. */
    const expectPushes = async (counts: Map<Caller, number>) => {
      for (const [who, clients] of sockets) {
        const count = counts.get(who);
        for (const client of clients) {
          if (count === undefined) continue;
          assert.equal((await client.next('messagePush')).unreadNoticeCount, count, who.account);
        }
      }
      for (const [who, clients] of sockets) {
        for (const client of clients) await client.none('messagePush', counts.has(who) ? 0 : 300);
      }
    };

    const toTwo = await createMessage(
      h,
      token,
      notice({ toAll: false, userIds: [alice.userId, bob.userId] }),
    );
    await release(h, token, toTwo);
    await expectPushes(
      new Map([
        [alice, 3],
        [bob, 2],
      ]),
    );

    const another = await released(h, token, notice());
    await expectPushes(
      new Map([
        [alice, 4],
        [bob, 3],
        [carol, 2],
      ]),
    );

    await ok(call(h.app, 'PUT', fillPath(MESSAGE.state, { id: toTwo }), { token }));
    await expectPushes(
      new Map([
        [alice, 3],
        [bob, 2],
      ]),
    );

    await ok(call(h.app, 'GET', fillPath(MESSAGE.item, { id: another }), { token: alice.token }));
    await expectPushes(new Map([[alice, 2]]));
    // Reading it again changes nothing and pushes nothing.
    await ok(call(h.app, 'GET', fillPath(MESSAGE.item, { id: another }), { token: alice.token }));
    await expectPushes(new Map());

    await ok(call(h.app, 'POST', MESSAGE.readAll, { token: bob.token }));
    await expectPushes(new Map([[bob, 0]]));

    await ok(
      call(h.app, 'DELETE', MESSAGE.record, {
        token: alice.token,
        payload: { messageIds: [toAll] },
      }),
    );
    await expectPushes(new Map([[alice, 1]]));

    await ok(call(h.app, 'DELETE', fillPath(MESSAGE.item, { id: toAlice }), { token }));
    await expectPushes(new Map([[alice, 0]]));

    // A message nobody has received yet (not released) moves no count when deleted.
    const draft = await createMessage(h, token, notice());
    await ok(call(h.app, 'DELETE', fillPath(MESSAGE.item, { id: draft }), { token }));
    await expectPushes(new Map());

    const again = await signedInChat(url, carol.token);
    assert.equal(again.init.unreadNoticeCount, 2);
    for (const client of [a1, a2, b, c, again]) client.client.close();

    // However many users a process holds, their counts are one query with one parameter.
    const many = [...Array.from({ length: 70_000 }, (_, i) => `nobody-${i}`), carol.userId];
    assert.deepEqual([...(await unreadCounts(h.db, many))], [[carol.userId, 2]]);
  });
});
