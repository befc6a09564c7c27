import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  ADMIN_BUTTON,
  MESSAGE,
  MESSAGE_BUTTON,
  MESSAGE_PAGE,
  fillPath,
  type MessagePage,
  type MessageRecord,
  type ReadInfoPage,
  type StateResult,
} from '@mepm/contract';
import { eq } from 'drizzle-orm';
import { messages } from '../../src/modules/system/notice/schema';
import { describeAuthorizationMatrix } from '../support/authorization-matrix';
import { createCaller, createDepartment, createRole } from '../support/permission-fixtures';
import { call, envelope } from '../support/requests';
import { startAppAsAdmin } from '../support/start-as-admin';
import type { Harness } from '../support/app-harness';
import { createMessage, notice, release, released } from './notice-support';

describe('messages: the notices page', () => {
  let h: Harness;
  let token = '';
  before(async () => {
    ({ h, token } = await startAppAsAdmin());
  });
  after(() => h.close());
  const item = (id: string) => fillPath(MESSAGE.item, { id });

  it('writes, reads, lists, edits, releases, toggles and deletes a message', async () => {
    const dept = await createDepartment(h.db, 'MSG.ADMIN');
    const role = await createRole(h.db);
    const reader = await createCaller(h, { organizeId: dept });
    const id = await createMessage(
      h,
      token,
      notice({ title: '  年会通知 ', toAll: false, organizeIds: [dept], roleIds: [role] }),
    );
    const record = envelope<MessageRecord>(await call(h.app, 'GET', item(id), { token })).data;
    assert.equal(record.title, '年会通知');
    assert.equal(record.bodyText, '<p>国庆节放假七天</p>');
    assert.deepEqual([record.released, record.enabled, record.releaseTime], [false, true, null]);
    assert.deepEqual(record.recipients, {
      toAll: false,
      organizeIds: [dept],
      roleIds: [role],
      userIds: [],
    });
    assert.equal(record.isRead, undefined, 'the administrator is no recipient');

    const edit = await call(h.app, 'PUT', item(id), {
      token,
      payload: notice({ title: '年会通知（改）', toAll: false, userIds: [reader.userId] }),
    });
    assert.equal(edit.statusCode, 200, edit.body);
    const edited = envelope<MessageRecord>(await call(h.app, 'GET', item(id), { token })).data;
    assert.equal(edited.title, '年会通知（改）');
    assert.deepEqual(edited.recipients?.userIds, [reader.userId]);
    assert.deepEqual(edited.recipients?.organizeIds, []);

    const list = envelope<MessagePage>(
      await call(h.app, 'GET', `${MESSAGE.list}?keyword=${encodeURIComponent('（改）')}`, {
        token,
      }),
    ).data;
    assert.deepEqual(
      list.list.map((m) => [m.id, m.creatorUser, m.released, m.receiverCount]),
      [[id, '管理员', false, 0]],
    );

    assert.equal(await release(h, token, id), 1);
    const twice = await call(h.app, 'PUT', fillPath(MESSAGE.release, { id }), {
      token,
      language: 'en',
    });
    assert.equal(twice.statusCode, 400);
    assert.equal(envelope<null>(twice).msg, 'The message has already been released');
    const late = await call(h.app, 'PUT', item(id), {
      token,
      language: 'en',
      payload: notice({ title: 'changed' }),
    });
    assert.equal(late.statusCode, 400);
    assert.equal(
      envelope<null>(late).msg,
      'The message has been released and can no longer be edited',
    );
    const [row] = await h.db.select().from(messages).where(eq(messages.id, id));
    assert.equal(row?.title, '年会通知（改）', 'a refused edit writes nothing');

    const off = await call(h.app, 'PUT', fillPath(MESSAGE.state, { id }), { token });
    assert.deepEqual(envelope<StateResult>(off).data, { enabled: false });
    const on = await call(h.app, 'PUT', fillPath(MESSAGE.state, { id }), {
      token,
      payload: { enabled: true },
    });
    assert.deepEqual(envelope<StateResult>(on).data, { enabled: true });

    const removed = await call(h.app, 'DELETE', item(id), { token });
    assert.equal(removed.statusCode, 200, removed.body);
    assert.equal((await call(h.app, 'GET', item(id), { token })).statusCode, 404);
    assert.equal((await call(h.app, 'DELETE', item(id), { token })).statusCode, 404);
  });

  it('lists newest change first, by type, and in either order', async () => {
    const a = await createMessage(h, token, notice({ title: 'ORDER-a' }));
    h.clock.advance(1000);
    const target = JSON.stringify({ type: 2, id: 'task1' });
    const b = await createMessage(
      h,
      token,
      notice({ title: 'ORDER-b', type: 2, bodyText: target }),
    );
    const page = (q: string) =>
      call(h.app, 'GET', `${MESSAGE.list}?keyword=ORDER-${q}`, { token }).then((r) =>
        envelope<MessagePage>(r).data.list.map((m) => m.id),
      );
    // updated_at is the database's clock: both rows may share a millisecond, the id then decides.
    const desc = await page('');
    assert.deepEqual(new Set(desc), new Set([a, b]));
    assert.deepEqual(await page('&sort=asc'), [...desc].reverse());
    assert.deepEqual(await page('&type=2'), [b]);
    assert.deepEqual(await page('&type=1'), [a]);
    const size = await call(h.app, 'GET', `${MESSAGE.list}?pageSize=20&currentPage=1`, { token });
    assert.equal(envelope<MessagePage>(size).data.pagination.pageSize, 20);
  });

  it('refuses bad input with the field named, writing nothing', async () => {
    const before = (await h.db.select({ id: messages.id }).from(messages)).length;
    const cases: [object, string][] = [
      [notice({ title: '   ' }), 'Please enter title'],
      [notice({ title: 'x'.repeat(201) }), 'title'],
      [notice({ type: 5 }), 'type'],
      [notice({ bodyText: '<script>alert(1)</script>' }), 'Please enter content'],
      [notice({ bodyText: '<p> &nbsp; </p>' }), 'Please enter content'],
      [notice({ toAll: false }), 'Please choose who receives the message'],
      [notice({ toAll: false, userIds: ['no-such-user'] }), 'users does not exist'],
      [notice({ toAll: false, roleIds: ['no-such-role'] }), 'roles does not exist'],
      [notice({ toAll: false, organizeIds: ['nope'] }), 'organisations does not exist'],
      [notice({ type: 2, bodyText: 'not json' }), 'content must be the JSON of a target'],
      [notice({ type: 2, bodyText: '{"type":2}' }), 'content must be the JSON of a target'],
      [
        notice({ type: 2, bodyText: '{"type":2,"id":"a","url":"javascript:alert(1)"}' }),
        'content must be the JSON of a target',
      ],
      [
        notice({ type: 2, bodyText: '{"type":2,"id":"javascript:alert(1)"}' }),
        'content must be the JSON of a target',
      ],
      [notice({ type: 3, bodyText: '{"type":2,"id":"a"}' }), 'does not suit the message type'],
      [notice({ type: 99, bodyText: '{"type":1,"id":"a"}' }), 'does not suit the message type'],
    ];
    for (const [payload, text] of cases) {
      const response = await call(h.app, 'POST', MESSAGE.create, {
        token,
        language: 'en',
        payload,
      });
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.match(envelope<null>(response).msg, new RegExp(text, 'i'), JSON.stringify(payload));
    }
    const zh = await call(h.app, 'POST', MESSAGE.create, {
      token,
      language: 'zh',
      payload: notice({ toAll: false }),
    });
    assert.equal(envelope<null>(zh).msg, '请选择接收人');
    const zhtw = await call(h.app, 'POST', MESSAGE.create, {
      token,
      language: 'zhtw',
      payload: notice({ title: '' }),
    });
    assert.equal(envelope<null>(zhtw).msg, '請輸入標題');
    assert.equal((await h.db.select({ id: messages.id }).from(messages)).length, before);
  });

  it('stores a target re-serialised and a policy release with its target', async () => {
    const id = await createMessage(
      h,
      token,
      notice({ type: 99, bodyText: ' { "id": "policy-7", "type": 4 } ' }),
    );
    const record = envelope<MessageRecord>(await call(h.app, 'GET', item(id), { token })).data;
    assert.equal(record.bodyText, '{"type":4,"id":"policy-7"}');
  });

  it('lists who has read a message, readers first', async () => {
    const dept = await createDepartment(h.db, 'MSG.READERS');
    const first = await createCaller(h, { organizeId: dept });
    const second = await createCaller(h, { organizeId: dept });
    const id = await createMessage(h, token, notice({ toAll: false, organizeIds: [dept] }));
    const info = (q = '') =>
      call(h.app, 'GET', `${fillPath(MESSAGE.readInfo, { id })}${q}`, { token }).then(
        (r) => envelope<ReadInfoPage>(r).data,
      );
    assert.equal((await info()).receiverCount, 0, 'nobody has it before the release');
    await release(h, token, id);
    await call(h.app, 'GET', item(id), { token: second.token });
    const page = await info();
    assert.deepEqual([page.receiverCount, page.readCount], [2, 1]);
    assert.deepEqual(
      page.list.map((r) => [r.userId, r.isRead]),
      [
        [second.userId, '1'],
        [first.userId, '0'],
      ],
    );
    assert.ok(page.list[0]?.readTime !== null);
    assert.deepEqual(
      (await info('?isRead=0')).list.map((r) => r.userId),
      [first.userId],
    );
    assert.deepEqual(
      (await info(`?keyword=${first.account}`)).list.map((r) => r.userId),
      [first.userId],
    );
  });

  const menu = MESSAGE_PAGE;
  const fresh = () => createMessage(h, token, notice());
  describeAuthorizationMatrix(
    () => h,
    [
      { name: 'list', permission: { menu }, request: () => ({ method: 'GET', url: MESSAGE.list }) },
      {
        name: 'create',
        permission: { menu, button: ADMIN_BUTTON.add },
        request: () => ({ method: 'POST', url: MESSAGE.create, payload: notice() }),
      },
      {
        name: 'edit',
        permission: { menu, button: ADMIN_BUTTON.edit },
        request: async () => ({ method: 'PUT', url: item(await fresh()), payload: notice() }),
      },
      {
        name: 'delete',
        permission: { menu, button: ADMIN_BUTTON.remove },
        request: async () => ({ method: 'DELETE', url: item(await fresh()) }),
      },
      {
        name: 'state',
        permission: { menu, button: ADMIN_BUTTON.state },
        request: async () => ({
          method: 'PUT',
          url: fillPath(MESSAGE.state, { id: await fresh() }),
          payload: { enabled: false },
        }),
      },
      {
        name: 'release',
        permission: { menu, button: MESSAGE_BUTTON.release },
        request: async () => ({
          method: 'PUT',
          url: fillPath(MESSAGE.release, { id: await fresh() }),
        }),
      },
      {
        name: 'read list',
        permission: { menu },
        request: async () => ({
          method: 'GET',
          url: fillPath(MESSAGE.readInfo, { id: await released(h, token, notice()) }),
        }),
      },
    ],
  );
});
