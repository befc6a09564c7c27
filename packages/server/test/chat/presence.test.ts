/**
 * Presence over real sockets: a user's first socket announces them online to everyone, their
 * last one closing announces them offline only after the grace period, a reconnect within it
 * announces nothing, and a socket that signs in is told who is online.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CHAT_LIMITS } from '@mepm/contract';
import type { Harness } from '../support/app-harness';
import { createCaller, type Caller } from '../support/permission-fixtures';
import { startAppAsAdmin } from '../support/start-as-admin';
import { listenForSockets, presenceWithin, signedInChat } from './chat-socket-client';

/** Long enough for a gathered announcement to go out. */
const ANNOUNCED_WITHIN = CHAT_LIMITS.presenceBatchMs + 2_000;

describe('presence on the chat socket', () => {
  let h: Harness;
  let url = '';
  let watcher: Caller;
  let alice: Caller;

  before(async () => {
    ({ h } = await startAppAsAdmin());
    url = await listenForSockets(h.app);
    [watcher, alice] = [await createCaller(h), await createCaller(h)];
  });
  after(() => h.close());

  it('announces a first socket, not a second, and tells a new socket who is online', async () => {
    // Only these two matter (on a shared Redis other test runs' users are online too).
    const ours = (userIds: string[]) =>
      userIds.filter((id) => id === watcher.userId || id === alice.userId).sort();
    const w = await signedInChat(url, watcher.token);
    // The list at sign-in (the watcher's own socket counts), then the announcement of it.
    assert.deepEqual(ours((await w.client.next('Online')).userIds), [watcher.userId]);
    assert.deepEqual(ours((await w.client.next('Online', ANNOUNCED_WITHIN)).userIds), [
      watcher.userId,
    ]);

    const a1 = await signedInChat(url, alice.token);
    assert.ok((await a1.client.next('Online')).userIds.includes(watcher.userId));
    assert.deepEqual(ours((await w.client.next('Online', ANNOUNCED_WITHIN)).userIds), [
      alice.userId,
    ]);

    const a2 = await signedInChat(url, alice.token);
    const known = ours((await a2.client.next('Online')).userIds);
    assert.deepEqual(known, [alice.userId, watcher.userId].sort());
    assert.deepEqual(ours(await presenceWithin(w.client, 'Online', ANNOUNCED_WITHIN)), []);

    // One of two closing is nothing; the last closing and coming back in time is nothing too.
    a2.client.close();
    a1.client.close();
    await new Promise((resolve) => setTimeout(resolve, CHAT_LIMITS.offlineAfterMs / 2));
    const back = await signedInChat(url, alice.token);
    const wait = CHAT_LIMITS.offlineAfterMs + ANNOUNCED_WITHIN;
    assert.deepEqual(ours(await presenceWithin(w.client, 'Offline', wait)), []);
    assert.deepEqual(ours(await presenceWithin(w.client, 'Online', 0)), []);

    // Gone for good: offline after the grace period, and no longer in a new socket's list.
    back.client.close();
    const offline = await w.client.next('Offline', wait);
    assert.deepEqual(ours(offline.userIds), [alice.userId]);
    const later = await signedInChat(url, watcher.token);
    assert.deepEqual(ours((await later.client.next('Online')).userIds), [watcher.userId]);
    later.client.close();
    w.client.close();
  });
});
