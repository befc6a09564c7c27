import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { OnlineDevPage, OnlineDevRecord } from '@mepm/contract';
import { dataSchemes } from '../../src/db/schema';
import { createCaller, createRole } from '../support/permission-fixtures';
import { envelope } from '../support/requests';
import { createdId, pageCalls, startRecordPage, type RecordPage } from './records-support';

describe('the grants and the data scope of a generated page', () => {
  let page: RecordPage;
  let own = '';
  let foreign = '';
  before(async () => {
    page = await startRecordPage();
    own = await createdId(pageCalls(page, page.clerk.token), { name: 'mine', amount: 1 });
    foreign = await createdId(pageCalls(page, page.colleague.token), { name: 'theirs', amount: 2 });
  });
  after(() => page.h.close());

  const everyCall = (calls: ReturnType<typeof pageCalls>, id: string) => [
    calls.config(),
    calls.list(),
    calls.create({ name: 'x' }),
    calls.read(id),
    calls.update(id, { name: 'x' }, 0),
    calls.remove(id),
    calls.detail(id),
    calls.batchDelete([id]),
  ];

  it('refuses every call without the menu grant, without menuId, or through another entry', async () => {
    const refusals = [
      ...everyCall(pageCalls(page, page.stranger.token), own),
      ...everyCall(pageCalls(page, page.clerk.token, null), own),
      ...everyCall(pageCalls(page, page.clerk.token, page.designId), own),
    ];
    for (const response of await Promise.all(refusals)) {
      assert.equal(response.statusCode, 403, response.body);
      assert.equal(envelope(response).msg, '权限不足');
    }
  });

  it('lets the menu alone open the page and list, and needs a button for the rest', async () => {
    const calls = pageCalls(page, page.viewer.token);
    assert.equal((await calls.config()).statusCode, 200);
    assert.equal((await calls.list()).statusCode, 200);
    const writes = [
      calls.create({ name: 'x' }),
      calls.update(own, { name: 'x' }, 0),
      calls.remove(own),
      calls.detail(own),
      calls.batchDelete([own]),
    ];
    for (const response of await Promise.all(writes)) assert.equal(response.statusCode, 403);
  });

  it('trims the list to the granted columns', async () => {
    const list = envelope<OnlineDevPage>(await pageCalls(page, page.clerk.token).list()).data;
    const row = list.list.find((item) => item.id === own);
    assert.ok(row);
    assert.deepEqual(Object.keys(row.data).sort(), ['amount', 'billNo', 'kind', 'name']);
  });

  it('never writes nor answers a form field the caller is not granted', async () => {
    const calls = pageCalls(page, page.clerk.token);
    const id = await createdId(calls, { name: 'with secret', secret: 'forged' });
    const seen = envelope<OnlineDevRecord>(await calls.read(id)).data;
    assert.equal(Object.hasOwn(seen.data, 'secret'), false);
    const stored = envelope<OnlineDevRecord>(await pageCalls(page, page.admin, null).read(id)).data;
    assert.equal(stored.data['secret'], null);
    assert.equal((await calls.update(id, { secret: 'again' }, 0)).statusCode, 200);
    const after = envelope<OnlineDevRecord>(await pageCalls(page, page.admin, null).read(id)).data;
    assert.equal(after.data['secret'], null);
  });

  it('lists only the caller’s own records and answers 404 for another’s on every call', async () => {
    const calls = pageCalls(page, page.clerk.token);
    const ids = envelope<OnlineDevPage>(await calls.list()).data.list.map((row) => row.id);
    assert.ok(ids.includes(own));
    assert.ok(!ids.includes(foreign));
    const attempts = [
      calls.read(foreign),
      calls.update(foreign, { name: 'stolen' }, 0),
      calls.remove(foreign),
      calls.detail(foreign),
      calls.batchDelete([own, foreign]),
    ];
    for (const response of await Promise.all(attempts)) {
      assert.equal(response.statusCode, 404, response.body);
    }
    const theirs = envelope<OnlineDevRecord>(
      await pageCalls(page, page.colleague.token).read(foreign),
    );
    assert.equal(theirs.data.data['name'], 'theirs');
    assert.equal(theirs.data.version, 0);
    assert.equal((await calls.read(own)).statusCode, 200, 'the batch deleted nothing');
  });

  it('lets an administrator without a menu entry reach every record', async () => {
    const calls = pageCalls(page, page.admin, null);
    const ids = envelope<OnlineDevPage>(await calls.list()).data.list.map((row) => row.id);
    assert.ok(ids.includes(own) && ids.includes(foreign));
  });

  it('deletes a batch of the caller’s own records at once', async () => {
    const calls = pageCalls(page, page.clerk.token);
    const ids = [await createdId(calls, { name: 'a' }), await createdId(calls, { name: 'b' })];
    const response = await calls.batchDelete(ids);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(envelope(response).data, { deleted: 2 });
    for (const id of ids) assert.equal((await calls.read(id)).statusCode, 404);
  });

  it('refuses a write that leaves the caller’s scope and keeps nothing of it', async () => {
    const [scheme] = await page.h.db
      .insert(dataSchemes)
      .values({
        menuId: page.menuId,
        enCode: 'office_only',
        fullName: '办公',
        conditions: {
          logic: 'and',
          groups: [{ logic: 'and', conditions: [{ field: 'kind', op: '==', value: 'office' }] }],
        },
      })
      .returning();
    assert.ok(scheme);
    const role = await createRole(page.h.db, {
      menus: [page.menuCode],
      buttons: [
        [page.menuCode, 'btn_add'],
        [page.menuCode, 'btn_edit'],
      ],
      forms: [
        [page.menuCode, 'name'],
        [page.menuCode, 'kind'],
      ],
      resources: [scheme.id],
    });
    const office = pageCalls(page, (await createCaller(page.h, { roles: [role] })).token);
    const id = await createdId(office, { name: 'in', kind: 'office' });
    const moved = await office.update(id, { kind: 'other' }, 0);
    assert.equal(moved.statusCode, 403, moved.body);
    const kept = envelope<OnlineDevRecord>(await pageCalls(page, page.admin, null).read(id)).data;
    assert.equal(kept.data['kind'], 'office');
    assert.equal(kept.version, 0);
    const outside = await office.create({ name: 'outside', kind: 'other' });
    assert.equal(outside.statusCode, 403);
    const all = envelope<OnlineDevPage>(await pageCalls(page, page.admin, null).list()).data;
    assert.ok(!all.list.some((row) => row.data['name'] === 'outside'));
  });
});
