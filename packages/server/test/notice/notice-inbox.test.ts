import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  MESSAGE,
  MESSAGE_PAGE,
  fillPath,
  type MessageRecord,
  type NoticePage,
  type RecordChange,
} from '@mepm/contract';
import { and, eq } from 'drizzle-orm';
import { organizations } from '../../src/db/schema';
import { messageReceivers } from '../../src/modules/system/notice/schema';
import { createUser, type Harness } from '../support/app-harness';
import {
  CALLER_PASSWORD,
  callerWithRole,
  createCaller,
  createDepartment,
  createRole,
  type Caller,
} from '../support/permission-fixtures';
import { call, envelope } from '../support/requests';
import { startAppAsAdmin } from '../support/start-as-admin';
import { createMessage, notice, PushRecorder, release, released } from './notice-support';

describe('messages: each user’s own entries', () => {
  let h: Harness;
  let token = '';
  const pushes = new PushRecorder();
  before(async () => {
    ({ h, token } = await startAppAsAdmin({}, { messagePush: pushes }));
  });
  after(() => h.close());
  const item = (id: string) => fillPath(MESSAGE.item, { id });
  const drawer = async (who: Caller, q = '') =>
    envelope<NoticePage>(await call(h.app, 'GET', `${MESSAGE.notice}${q}`, { token: who.token }))
      .data;
  const read = (who: Caller, id: string) => call(h.app, 'GET', item(id), { token: who.token });

  it('releases to organisations with their sub-organisations, roles, users and everyone', async () => {
    const top = await createDepartment(h.db, 'MSG.TOP');
    const [sub] = await h.db
      .insert(organizations)
      .values({ enCode: 'MSG.SUB', fullName: 'sub', category: 'department', parentId: top })
      .returning();
    const inTop = await createCaller(h, { organizeId: top });
    const inSub = await createCaller(h, { organizeId: sub?.id });
    const outside = await createCaller(h, { organizeId: await createDepartment(h.db, 'MSG.OUT') });
    const role = await createRole(h.db);
    const holder = await createCaller(h, { roles: [role] });
    const offRole = await createRole(h.db, {}, false);
    const offHolder = await createCaller(h, { roles: [offRole] });
    const named = await createCaller(h);
    const disabledId = await createUser(h.db, {
      account: 'msgdisabled',
      password: CALLER_PASSWORD,
      organizeId: top,
      enabled: false,
    });

    const from = pushes.pushes.length;
    const id = await createMessage(
      h,
      token,
      notice({
        toAll: false,
        organizeIds: [top],
        roleIds: [role, offRole],
        userIds: [named.userId],
      }),
    );
    assert.equal(await release(h, token, id), 4);
    const receivers = await h.db
      .select({ userId: messageReceivers.userId })
      .from(messageReceivers)
      .where(eq(messageReceivers.messageId, id));
    assert.deepEqual(
      new Set(receivers.map((r) => r.userId)),
      new Set([inTop.userId, inSub.userId, holder.userId, named.userId]),
    );
    assert.ok(
      !receivers.some((r) => [outside.userId, offHolder.userId, disabledId].includes(r.userId)),
    );
    assert.deepEqual(pushes.since(from).userIds, new Set(receivers.map((r) => r.userId)));

    const everyone = await released(h, token, notice({ title: 'ALL' }));
    assert.ok((await drawer(outside)).list.some((m) => m.id === everyone));
    assert.ok(pushes.since(from).everyone);
  });

  it('shows released messages only to their recipients; others get 404', async () => {
    const recipient = await createCaller(h);
    const stranger = await createCaller(h);
    const draft = await createMessage(
      h,
      token,
      notice({ toAll: false, userIds: [recipient.userId] }),
    );
    assert.equal((await read(recipient, draft)).statusCode, 404, 'not released yet');
    assert.ok(!(await drawer(recipient)).list.some((m) => m.id === draft));
    await release(h, token, draft);
    assert.equal((await read(stranger, draft)).statusCode, 404, 'not addressed to them');
    assert.equal((await read(stranger, 'no-such-id')).statusCode, 404);
    // A delegate holding the notices page reads any message there, as its administrators do.
    const delegate = await callerWithRole(h, { menus: [MESSAGE_PAGE] });
    assert.equal((await read(delegate, draft)).statusCode, 200);
    const inbox = await read(recipient, draft);
    assert.equal(inbox.statusCode, 200, inbox.body);
    const record = envelope<MessageRecord>(inbox).data;
    assert.equal(record.isRead, '1');
    assert.equal(record.recipients, undefined, 'a recipient does not learn the other recipients');
    const anonymous = await call(h.app, 'GET', item(draft));
    assert.notEqual(anonymous.statusCode, 200);

    // Withdrawn: gone from the drawer and the read route, back when enabled again.
    await call(h.app, 'PUT', fillPath(MESSAGE.state, { id: draft }), {
      token,
      payload: { enabled: false },
    });
    assert.equal((await read(recipient, draft)).statusCode, 404);
    assert.ok(!(await drawer(recipient)).list.some((m) => m.id === draft));
    await call(h.app, 'PUT', fillPath(MESSAGE.state, { id: draft }), {
      token,
      payload: { enabled: true },
    });
    assert.equal((await read(recipient, draft)).statusCode, 200);
  });

  it('lists the drawer newest first with read flags and the unread count, by type', async () => {
    const who = await createCaller(h);
    const to = { toAll: false, userIds: [who.userId] };
    const first = await released(h, token, notice({ ...to, title: 'first' }));
    h.clock.advance(1000);
    const target = JSON.stringify({ type: 2, id: 'task-9' });
    const second = await released(
      h,
      token,
      notice({ ...to, title: 'second', type: 2, bodyText: target }),
    );
    let page = await drawer(who);
    assert.deepEqual(
      page.list.map((m) => [m.id, m.isRead]),
      [
        [second, '0'],
        [first, '0'],
      ],
    );
    assert.equal(page.unreadCount, 2);
    assert.equal(page.pagination.pageSize, 20);
    assert.equal(page.list[0]?.bodyText, target);
    await read(who, first);
    await read(who, first);
    page = await drawer(who);
    assert.equal(page.unreadCount, 1, 'reading twice counts once');
    assert.deepEqual(
      (await drawer(who, '?type=2')).list.map((m) => m.id),
      [second],
    );
    assert.deepEqual(
      (await drawer(who, '?keyword=firs')).list.map((m) => m.id),
      [first],
    );
  });

  it('reads all (of one type or every type) and never counts below 0', async () => {
    const who = await createCaller(h);
    const to = { toAll: false, userIds: [who.userId] };
    const target = JSON.stringify({ type: 3, id: 'cc-1' });
    await released(h, token, notice({ ...to, type: 3, bodyText: target }));
    await released(h, token, notice(to));
    await released(h, token, notice(to));
    const readAll = (q = '') =>
      call(h.app, 'POST', `${MESSAGE.readAll}${q}`, { token: who.token }).then(
        (r) => envelope<RecordChange>(r).data,
      );
    assert.deepEqual(await readAll('?type=3'), { count: 1, unreadCount: 2 });
    assert.deepEqual(await readAll(), { count: 2, unreadCount: 0 });
    assert.deepEqual(await readAll(), { count: 0, unreadCount: 0 });
    assert.equal((await drawer(who)).unreadCount, 0);
  });

  it('keeps counts right under 50 concurrent reads and read-alls', async () => {
    const who = await createCaller(h);
    const to = { toAll: false, userIds: [who.userId] };
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await released(h, token, notice(to)));
    const from = pushes.pushes.length;
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 10 === 9
          ? call(h.app, 'POST', MESSAGE.readAll, { token: who.token })
          : read(who, ids[i % 5] ?? ''),
      ),
    );
    assert.ok(responses.every((r) => r.statusCode === 200));
    const rows = await h.db
      .select()
      .from(messageReceivers)
      .where(and(eq(messageReceivers.userId, who.userId)));
    assert.equal(rows.length, 5);
    assert.ok(rows.every((r) => r.isRead && r.readAt !== null));
    assert.equal((await drawer(who)).unreadCount, 0);
    // Every entry turned read exactly once: one push each, or one per read-all that changed some.
    assert.ok(pushes.pushes.length - from <= 5);
  });

  it('removes only the caller’s own entries and keeps the read list truthful', async () => {
    const who = await createCaller(h);
    const other = await createCaller(h);
    const both = { toAll: false, userIds: [who.userId, other.userId] };
    const kept = await released(h, token, notice(both));
    const gone = await released(h, token, notice(both));
    await read(who, gone);
    const onlyOther = await released(h, token, notice({ toAll: false, userIds: [other.userId] }));
    const remove = (ids: string[], as = who) =>
      call(h.app, 'DELETE', MESSAGE.record, { token: as.token, payload: { messageIds: ids } });
    const change = envelope<RecordChange>(await remove([gone, onlyOther, 'no-such'])).data;
    assert.deepEqual(change, { count: 1, unreadCount: 1 });
    assert.deepEqual(
      (await drawer(who)).list.map((m) => m.id).filter((id) => id === kept || id === gone),
      [kept],
    );
    assert.equal((await read(who, gone)).statusCode, 404);
    const otherIds = (await drawer(other)).list.map((m) => m.id);
    assert.ok(otherIds.includes(gone) && otherIds.includes(onlyOther), 'others keep theirs');
    const [entry] = await h.db
      .select()
      .from(messageReceivers)
      .where(and(eq(messageReceivers.messageId, gone), eq(messageReceivers.userId, who.userId)));
    assert.ok(entry?.isRead && entry.hiddenAt !== null, 'the entry stays, hidden and read');
    const empty = await call(h.app, 'DELETE', MESSAGE.record, {
      token: who.token,
      language: 'en',
      payload: { messageIds: [] },
    });
    assert.equal(empty.statusCode, 400);
    assert.match(envelope<null>(empty).msg, /messages/);
  });

  it('lets any signed-in user use their own entries without a grant', async () => {
    const nobody = await callerWithRole(h, {});
    for (const [method, url, payload] of [
      ['GET', MESSAGE.notice, undefined],
      ['POST', MESSAGE.readAll, undefined],
      ['DELETE', MESSAGE.record, { messageIds: ['x'] }],
    ] as const) {
      const response = await call(h.app, method, url, { token: nobody.token, payload });
      assert.equal(response.statusCode, 200, `${method} ${url}: ${response.body}`);
      assert.notEqual((await call(h.app, method, url, { payload })).statusCode, 200);
    }
  });
});
