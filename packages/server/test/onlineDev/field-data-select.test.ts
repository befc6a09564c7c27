import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { fillPath, VISUALDEV_BASE, type FieldDataSelectPage } from '@mepm/contract';
import { sql } from 'drizzle-orm';
import { call, envelope } from '../support/requests';
import { createDesign, designBody, uniqueCode } from './web-design-support';
import { createdId, pageCalls, startRecordPage, type RecordPage } from './records-support';

describe('GET /api/visualdev/Base/:id/FieldDataSelect, the relation-form picker', () => {
  let page: RecordPage;
  let own = '';
  let foreign = '';
  const query = (params: Record<string, string | number>) =>
    new URLSearchParams(
      Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();
  const select = (token: string, params: Record<string, string | number>, id = page.designId) =>
    call(
      page.h.app,
      'GET',
      `${fillPath(VISUALDEV_BASE.fieldDataSelect, { id })}?${query(params)}`,
      {
        token,
        language: 'en',
      },
    );
  const rows = async (token: string, params: Record<string, string | number>) => {
    const response = await select(token, params);
    assert.equal(response.statusCode, 200, response.body);
    return envelope<FieldDataSelectPage>(response).data;
  };

  before(async () => {
    page = await startRecordPage();
    const clerk = pageCalls(page, page.clerk.token);
    own = await createdId(clerk, { name: 'Mine 100%', amount: 1, kind: 'office' });
    foreign = await createdId(pageCalls(page, page.colleague.token), { name: 'Theirs', amount: 2 });
    for (let index = 1; index <= 3; index += 1) {
      await createdId(clerk, { name: `Batch ${index}`, amount: 10 + index });
    }
  });
  after(() => page.h.close());

  it('lets an administrator read every record, values as people read them', async () => {
    const data = await rows(page.admin, { relationField: 'name', columns: 'kind,secret' });
    const ids = data.list.map((row) => row.id);
    assert.ok(ids.includes(own) && ids.includes(foreign));
    const mine = data.list.find((row) => row.id === own);
    assert.deepEqual(mine, { id: own, name: 'Mine 100%', kind: 'Office', secret: null });
    assert.equal(data.pagination.total, 5);
  });

  it('gives a user with the page only the records of their data scope', async () => {
    const data = await rows(page.clerk.token, { relationField: 'name', columns: 'amount' });
    const ids = data.list.map((row) => row.id);
    assert.ok(ids.includes(own));
    assert.ok(!ids.includes(foreign));
    assert.equal(data.pagination.total, 4);
  });

  it('refuses a user holding no entry that opens the design', async () => {
    const response = await select(page.stranger.token, { relationField: 'name' });
    assert.equal(response.statusCode, 403, response.body);
  });

  it('refuses a key the design cannot list or the caller is not granted, by name', async () => {
    for (const [token, params, field] of [
      [page.admin, { relationField: 'nope' }, 'nope'],
      [page.admin, { relationField: 'name', columns: 'lines' }, 'lines'],
      [page.clerk.token, { relationField: 'name', columns: 'day' }, 'day'],
      [page.clerk.token, { relationField: 'secret' }, 'secret'],
      // The viewer holds the page but none of its columns.
      [page.viewer.token, { relationField: 'name' }, 'name'],
    ] as const) {
      const response = await select(token, params);
      assert.equal(response.statusCode, 400, response.body);
      assert.equal(envelope(response).msg, `The field ${field} cannot be read here`);
    }
  });

  it('searches the relation field, wildcards taken literally', async () => {
    const found = await rows(page.admin, { relationField: 'name', keyword: '100%' });
    assert.deepEqual(
      found.list.map((row) => row.id),
      [own],
    );
    const none = await rows(page.admin, { relationField: 'name', keyword: '_' });
    assert.deepEqual(none.list, []);
    const batch = await rows(page.admin, { relationField: 'name', keyword: 'batch' });
    assert.equal(batch.pagination.total, 3);
  });

  it('names saved records by ids, never one outside the scope', async () => {
    const named = await rows(page.clerk.token, { relationField: 'name', ids: `${own},${foreign}` });
    assert.deepEqual(named.list, [{ id: own, name: 'Mine 100%' }]);
  });

  it('pages', async () => {
    const first = await rows(page.admin, { relationField: 'name', currentPage: 1, pageSize: 2 });
    const third = await rows(page.admin, { relationField: 'name', currentPage: 3, pageSize: 2 });
    assert.equal(first.list.length, 2);
    assert.equal(third.list.length, 1);
    assert.deepEqual(first.pagination, { currentPage: 1, pageSize: 2, total: 5 });
    const seen = new Set([...first.list, ...third.list].map((row) => row.id));
    assert.equal(seen.size, 3);
  });

  it('refuses a draft design and an unknown one', async () => {
    const draft = await createDesign(page.h, page.admin, designBody(uniqueCode('draft')));
    const refused = await select(page.admin, { relationField: 'name' }, draft);
    assert.equal(refused.statusCode, 400, refused.body);
    const unknown = await select(page.admin, { relationField: 'name' }, 'no-such-design');
    assert.equal(unknown.statusCode, 404, unknown.body);
  });

  it('stops answering once the entry opening the design is disabled', async () => {
    await page.h.db.execute(sql`update menus set enabled = false where id = ${page.menuId}`);
    try {
      const response = await select(page.clerk.token, { relationField: 'name' });
      assert.equal(response.statusCode, 403, response.body);
    } finally {
      await page.h.db.execute(sql`update menus set enabled = true where id = ${page.menuId}`);
    }
  });
});
