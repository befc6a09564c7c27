/**
 * Sockets whose sessions end by time: signed out at the expiry the HTTP check uses (the
 * server's clock, moved here by the test), without any frame or request; a socket whose session
 * was extended meanwhile stays until its new expiry.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { OAUTH } from '@mepm/contract';
import { eq, sql } from 'drizzle-orm';
import { sessions } from '../../src/db/schema';
import type { Harness } from '../support/app-harness';
import { createCaller } from '../support/permission-fixtures';
import { call, envelope } from '../support/requests';
import { startAppAsAdmin } from '../support/start-as-admin';
import { listenForSockets, signedInChat } from './chat-socket-client';

const HOUR = 3_600_000;

describe('chat sockets of sessions that expire', () => {
  let h: Harness;
  let url = '';
  before(async () => {
    ({ h } = await startAppAsAdmin({ sessionTtlHours: 12 }));
    url = await listenForSockets(h.app);
  });
  after(() => h.close());

  it('signs out a socket when its session expires, and keeps one whose session was extended', async () => {
    const [alice, bob] = [await createCaller(h), await createCaller(h)];
    const a = await signedInChat(url, alice.token);
    const b = await signedInChat(url, bob.token);
    // Sessions are not extended by any route yet; whatever extends one moves its expiry so.
    await h.db
      .update(sessions)
      .set({ expiresAt: sql`${sessions.expiresAt} + interval '12 hours'` })
      .where(eq(sessions.userId, bob.userId));

    h.clock.advance(11 * HOUR);
    await a.client.none('logout', 1_500);

    h.clock.advance(HOUR + 1_000);
    assert.match((await a.client.next('logout', 5_000)).msg, /登录已过期/);
    assert.equal((await a.client.closed).code, 4001);
    // The HTTP check says the same of the token.
    const expired = await call(h.app, 'GET', OAUTH.currentUser, { token: alice.token });
    assert.equal(envelope(expired).code, 601);

    await b.client.none('logout', 1_500);
    b.client.send({ method: 'MessageList', toUserId: alice.userId });
    assert.ok(await b.client.next('messageList'), 'the extended session’s socket goes on');

    h.clock.advance(12 * HOUR);
    assert.match((await b.client.next('logout', 5_000)).msg, /登录已过期/);
    assert.equal((await b.client.closed).code, 4001);
  });
});
