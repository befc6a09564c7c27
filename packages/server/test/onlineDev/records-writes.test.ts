import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { fillPath, SUB_ROW_ID, VISUALDEV_BASE, type OnlineDevRecord } from '@mepm/contract';
import { sql } from 'drizzle-orm';
import { call, envelope } from '../support/requests';
import {
  createdId,
  pageCalls,
  rowCells,
  startRecordPage,
  type RecordPage,
} from './records-support';

describe('writes of a generated page', () => {
  let page: RecordPage;
  before(async () => {
    page = await startRecordPage();
  });
  after(() => page.h.close());

  const count = async () => {
    const result = await page.h.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(page.table)}`,
    );
    return Number(result.rows[0]?.n);
  };
  const readAsAdmin = async (id: string) =>
    envelope<OnlineDevRecord>(await pageCalls(page, page.admin, null).read(id)).data;

  it('refuses a stale version with a translated conflict and writes nothing', async () => {
    const calls = pageCalls(page, page.clerk.token);
    const id = await createdId(calls, { name: 'v', amount: 1, lines: [{ qty: 1 }] });
    assert.equal((await calls.update(id, { amount: 2 }, 0)).statusCode, 200);
    const stale = await calls.update(id, { amount: 3, lines: [] }, 0);
    assert.equal(stale.statusCode, 400);
    assert.equal(envelope(stale).msg, '该数据已被他人修改，请刷新后重新编辑');
    const record = await readAsAdmin(id);
    assert.equal(record.data['amount'], 2);
    assert.deepEqual(rowCells(record.data['lines']), [{ qty: 1, approved: 0 }]);
    assert.equal(record.version, 1);
  });

  it('lets exactly one of 50 edits of one version win', async () => {
    const calls = pageCalls(page, page.clerk.token);
    const id = await createdId(calls, { name: 'race', amount: 0 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => calls.update(id, { amount: i + 1 }, 0)),
    );
    const codes = answers.map((response) => response.statusCode);
    assert.equal(codes.filter((code) => code === 200).length, 1, codes.join(','));
    assert.equal(codes.filter((code) => code === 400).length, 49);
    assert.equal((await readAsAdmin(id)).version, 1);
  });

  it('numbers 50 records created at once with 50 distinct bill numbers', async () => {
    const calls = pageCalls(page, page.clerk.token);
    const ids = await Promise.all(
      Array.from({ length: 50 }, (_, i) => createdId(calls, { name: `n${i}` })),
    );
    const numbers = await Promise.all(
      ids.map(async (id) => (await readAsAdmin(id)).data['billNo']),
    );
    assert.equal(new Set(numbers).size, 50);
    for (const number of numbers) assert.match(String(number), /^NO\d{5}$/);
  });

  it('refuses bad values naming the field, in the caller’s language, writing nothing', async () => {
    const calls = pageCalls(page, page.clerk.token);
    const before = await count();
    const tooMuch = await calls.create({ name: 'x', amount: 5000, lines: [{ qty: 1 }] });
    assert.equal(tooMuch.statusCode, 400);
    assert.match(envelope(tooMuch).msg, /数量/);
    const missing = await page.h.app.inject({
      method: 'POST',
      url: `${fillPath('/api/visualdev/OnlineDev/:id', { id: page.designId })}?menuId=${page.menuId}`,
      headers: { authorization: `Bearer ${page.clerk.token}`, 'accept-language': 'en' },
      payload: { data: { amount: 1 } },
    });
    assert.equal(missing.statusCode, 400);
    assert.match(envelope(missing).msg, /^The values are not valid: .*名称/);
    const unknownItem = await calls.create({ name: 'x', kind: 'no-such-item' });
    assert.equal(unknownItem.statusCode, 400);
    assert.match(envelope(unknownItem).msg, /分类/);
    assert.equal(await count(), before);

    const id = await createdId(calls, { name: 'keep', amount: 1, lines: [{ qty: 1 }] });
    const bad = await calls.update(id, { amount: 'many', lines: [] }, 0);
    assert.equal(bad.statusCode, 400);
    const record = await readAsAdmin(id);
    assert.equal(record.version, 0);
    assert.deepEqual(rowCells(record.data['lines']), [{ qty: 1, approved: 0 }]);
  });

  it('keeps sub rows with their parent: written, replaced, deleted', async () => {
    const calls = pageCalls(page, page.clerk.token);
    const lines = `${page.table}_lines`;
    const rowsOf = async (id: string) =>
      (
        await page.h.db.execute<{ qty: string }>(
          sql`select qty from ${sql.identifier(lines)} where f_foreign_id = ${id} order by f_id`,
        )
      ).rows.map((row) => Number(row.qty));
    const id = await createdId(calls, { name: 's', lines: [{ qty: 1 }, { qty: 2 }, { qty: 3 }] });
    assert.deepEqual(await rowsOf(id), [1, 2, 3]);
    assert.equal((await calls.update(id, { name: 's2' }, 0)).statusCode, 200);
    assert.deepEqual(await rowsOf(id), [1, 2, 3], 'a sub-table left out keeps its rows');
    assert.equal((await calls.update(id, { lines: [{ qty: 7 }] }, 1)).statusCode, 200);
    assert.deepEqual(await rowsOf(id), [7]);
    assert.equal((await calls.remove(id)).statusCode, 200);
    assert.deepEqual(await rowsOf(id), []);
    const marked = await page.h.db.execute<{ mark: number }>(
      sql`select f_delete_mark as mark from ${sql.identifier(page.table)} where f_id = ${id}`,
    );
    assert.equal(marked.rows[0]?.mark, 1, 'the record is marked deleted');
  });

  it('keeps a read-only cell with its row, by the row’s id, when rows are removed or reordered', async () => {
    const calls = pageCalls(page, page.clerk.token);
    const lines = sql.identifier(`${page.table}_lines`);
    const approve = (id: string) =>
      page.h.db.execute(sql`update ${lines} set approved = qty * 10 where f_foreign_id = ${id}`);
    const id = await createdId(calls, { name: 'r', lines: [{ qty: 1 }, { qty: 2 }, { qty: 3 }] });
    const other = await createdId(calls, { name: 'o', lines: [{ qty: 8 }] });
    await Promise.all([approve(id), approve(other)]);
    type Row = Record<string, unknown>;
    const rowsOf = async (recordId: string) => (await readAsAdmin(recordId)).data['lines'] as Row[];
    const [first, , third] = await rowsOf(id);
    const [foreign] = await rowsOf(other);
    assert.ok(first && third && foreign);

    const sent = [
      { ...third, qty: 33, approved: 0 },
      { ...first, approved: 999 },
      { ...first, qty: 11 },
      { [SUB_ROW_ID]: foreign[SUB_ROW_ID], qty: 4, approved: 4 },
      { qty: 5, approved: 5 },
    ];
    const saved = await calls.update(id, { lines: sent }, 0);
    assert.equal(saved.statusCode, 200, saved.body);
    // The second row copying the first's id is a new row; so is the other record's row.
    assert.deepEqual(rowCells(await rowsOf(id)), [
      { qty: 33, approved: 30 },
      { qty: 1, approved: 10 },
      { qty: 11, approved: 0 },
      { qty: 4, approved: 0 },
      { qty: 5, approved: 0 },
    ]);
    assert.deepEqual(rowCells(await rowsOf(other)), [{ qty: 8, approved: 80 }]);
  });

  it('serves only released designs', async () => {
    const drafted = await call(
      page.h.app,
      'PUT',
      fillPath(VISUALDEV_BASE.state, { id: page.designId }),
      {
        token: page.admin,
        payload: { state: 0 },
      },
    );
    assert.equal(drafted.statusCode, 200, drafted.body);
    const response = await pageCalls(page, page.clerk.token).list();
    assert.equal(response.statusCode, 400);
    assert.equal(envelope(response).msg, '该功能尚未发布，请发布后再使用');
    const unknown = await pageCalls(
      { ...page, designId: 'no-such-design' },
      page.admin,
      null,
    ).list();
    assert.equal(unknown.statusCode, 404);
  });
});
