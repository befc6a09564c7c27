import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { OnlineDevPage } from '@mepm/contract';
import { sql } from 'drizzle-orm';
import { envelope } from '../support/requests';
import { createdId, pageCalls, startRecordPage, type RecordPage } from './records-support';

describe('the list of a generated page', () => {
  let page: RecordPage;
  let calls: ReturnType<typeof pageCalls>;
  before(async () => {
    page = await startRecordPage();
    calls = pageCalls(page, page.clerk.token);
    const rows = [
      { name: 'Apple 100%', amount: 5, kind: 'office' },
      { name: 'Banana', amount: 1 },
      { name: 'Cherry_pie', amount: 9 },
      { name: 'apple juice', amount: 7 },
    ];
    for (const row of rows) await createdId(calls, row);
  });
  after(() => page.h.close());

  const names = async (body: object) => {
    const response = await calls.list(body);
    assert.equal(response.statusCode, 200, response.body);
    return envelope<OnlineDevPage>(response).data.list.map((row) => row.data['name']);
  };

  it('searches the design’s search fields by their match, LIKE characters literally', async () => {
    assert.deepEqual(
      await names({ json: JSON.stringify({ name: 'apple' }), sidx: 'name', sort: 'asc' }),
      ['Apple 100%', 'apple juice'],
    );
    assert.deepEqual(await names({ json: JSON.stringify({ name: '0%' }) }), ['Apple 100%']);
    assert.deepEqual(await names({ json: JSON.stringify({ name: 'y_p' }) }), ['Cherry_pie']);
    assert.deepEqual(await names({ json: JSON.stringify({ name: '%' }) }), ['Apple 100%']);
    assert.deepEqual(await names({ json: JSON.stringify({ kind: 'office' }) }), ['Apple 100%']);
    assert.deepEqual(
      await names({ json: JSON.stringify({ amount: [5, 8] }), sidx: 'amount', sort: 'asc' }),
      ['Apple 100%', 'apple juice'],
    );
    assert.deepEqual(await names({ json: JSON.stringify({ amount: [null, 4] }) }), ['Banana']);
  });

  it('ignores keys the design does not search, and binds every value', async () => {
    const all = (await names({})).length;
    assert.equal(all, 4);
    const forged = { "name') or 1=1 --": 'x', secret: 'x', f_delete_mark: 1 };
    assert.equal((await names({ json: JSON.stringify(forged) })).length, 4);
    assert.deepEqual(await names({ json: JSON.stringify({ name: "' or '1'='1" }) }), []);
    const tables = await page.h.db.execute(sql`select 1 from ${sql.identifier(page.table)}`);
    assert.equal(tables.rows.length, 4);
  });

  it('refuses bad search JSON, values of the wrong shape and sorts the design does not offer', async () => {
    const refused = [
      { json: '{not json' },
      { json: '[1,2]' },
      { json: JSON.stringify({ amount: 'x' }) },
      { json: JSON.stringify({ amount: ['a', 'b'] }) },
      { json: JSON.stringify({ name: { $ne: 1 } }) },
      { sidx: 'kind' },
      { sidx: 'secret' },
      { sidx: 'f_id; drop table users' },
      { sidx: 'name desc, (select 1)' },
    ];
    for (const body of refused) {
      const response = await calls.list(body);
      assert.equal(response.statusCode, 400, JSON.stringify(body));
    }
    assert.match(envelope(await calls.list({ sidx: 'kind' })).msg, /kind/);
  });

  it('sorts by a sortable column either way, newest first by default', async () => {
    assert.deepEqual(await names({ sidx: 'amount', sort: 'desc' }), [
      'Cherry_pie',
      'apple juice',
      'Apple 100%',
      'Banana',
    ]);
    assert.deepEqual(await names({}), ['apple juice', 'Cherry_pie', 'Banana', 'Apple 100%']);
  });

  it('pages the records and counts them', async () => {
    const response = await calls.list({ pageSize: 3, currentPage: 2, sidx: 'amount', sort: 'asc' });
    const data = envelope<OnlineDevPage>(response).data;
    assert.deepEqual(data.pagination, { currentPage: 2, pageSize: 3, total: 4 });
    assert.deepEqual(
      data.list.map((row) => row.data['name']),
      ['Cherry_pie'],
    );
  });

  it('shows option values by their names', async () => {
    const response = await page.h.app.inject({
      method: 'POST',
      url: `/api/visualdev/OnlineDev/${page.designId}/List`,
      headers: { authorization: `Bearer ${page.clerk.token}`, 'accept-language': 'en' },
      payload: { menuId: page.menuId, json: JSON.stringify({ kind: 'office' }) },
    });
    const row = envelope<OnlineDevPage>(response).data.list[0];
    assert.ok(row);
    assert.equal(row.data['kind'], 'Office');
  });
});
