/**
 * SPEC §6: the role SUBCONTRACTOR_ROLE_ID names marks a subcontractor. CurrentUser tells the
 * shell that the user is one, and the server refuses the holder chat: no
 * message sent over the socket, no conversation list.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AddressInfo } from 'node:net';
import {
  CHAT,
  OAUTH,
  WEBSOCKET_PATH,
  type ChatConversationList,
  type CurrentUserBundle,
} from '@mepm/contract';
import { and, eq } from 'drizzle-orm';
import { userRelations } from '../../src/db/schema';
import type { Harness } from '../support/app-harness';
import { createCaller, type Caller } from '../support/permission-fixtures';
import { call, envelope } from '../support/requests';
import { startAppAsAdmin } from '../support/start-as-admin';
import { signedInChat } from './chat-socket-client';

const SUBCONTRACTOR_ROLE = 'subcontractor-role-for-test';

describe('a subcontractor and chat', () => {
  let h: Harness;
  let url = '';
  let sub: Caller;
  let staff: Caller;

  before(async () => {
    ({ h } = await startAppAsAdmin({ subcontractorRoleId: SUBCONTRACTOR_ROLE }));
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(h.app.server.address() as AddressInfo).port}${WEBSOCKET_PATH}`;
    sub = await createCaller(h, { roles: [SUBCONTRACTOR_ROLE] });
    staff = await createCaller(h);
  });
  after(() => h.close());

  const currentUser = async (token: string) => {
    const response = await call(h.app, 'GET', OAUTH.currentUser, { token });
    return { data: envelope<CurrentUserBundle>(response).data };
  };

  it('CurrentUser says who is one', async () => {
    const mine = await currentUser(sub.token);
    assert.equal(mine.data.subcontractor, true);
    const theirs = await currentUser(staff.token);
    assert.equal(theirs.data.subcontractor, undefined);
  });

  it('refuses their messages and their conversation list; others chat on', async () => {
    const s = await signedInChat(url, sub.token);
    const t = await signedInChat(url, staff.token);
    s.client.send({
      method: 'SendMessage',
      toUserId: staff.userId,
      messageType: 'text',
      messageContent: 'hello',
      clientMessageId: 'sub-1',
    });
    assert.match((await s.client.next('error')).msg, /分包商/);

    t.client.send({
      method: 'SendMessage',
      toUserId: sub.userId,
      messageType: 'text',
      messageContent: 'staff to sub',
    });
    // The staff member's own message is numbered 1: the refused one was never stored.
    assert.equal((await t.client.next('sendMessage')).message.seq, 1);

    const refused = await call(h.app, 'GET', CHAT.conversations, { token: sub.token });
    assert.equal(refused.statusCode, 403);
    const allowed = await call(h.app, 'GET', CHAT.conversations, { token: staff.token });
    assert.equal(envelope<ChatConversationList>(allowed).data.list.length, 1);
    s.client.close();
    t.client.close();
  });

  it('counts a role given or taken away at once, on a socket already open', async () => {
    const t = await signedInChat(url, staff.token);
    const send = (clientMessageId: string) =>
      t.client.send({
        method: 'SendMessage',
        toUserId: sub.userId,
        messageType: 'text',
        messageContent: clientMessageId,
        clientMessageId,
      });
    const held = and(
      eq(userRelations.userId, staff.userId),
      eq(userRelations.objectType, 'role'),
      eq(userRelations.objectId, SUBCONTRACTOR_ROLE),
    );
    await h.db
      .insert(userRelations)
      .values({ userId: staff.userId, objectType: 'role', objectId: SUBCONTRACTOR_ROLE });
    send('while-held');
    assert.match((await t.client.next('error')).msg, /分包商/);
    await h.db.delete(userRelations).where(held);
    send('after-taken-away');
    assert.equal((await t.client.next('sendMessage')).message.message, 'after-taken-away');
    t.client.close();
  });
});
