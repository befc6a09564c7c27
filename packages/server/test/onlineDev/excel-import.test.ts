/**
 * Import of a workbook into a generated page: the dry run's report (row, column, message) with
 * nothing written, the valid rows written in one transaction or none with all or nothing,
 * duplicate keys reported rather than half-written, two imports at once, and the caps: size,
 * rows, a text file named .xlsx.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@mepm/contract';
import { sql } from 'drizzle-orm';
import { envelope } from '../support/requests';
import { excelCalls, readBack, report, workbook } from './excel-support';
import { startRecordPage, type RecordPage } from './records-support';

describe('Excel import into a generated page', () => {
  let page: RecordPage;
  const count = async () => {
    const result = await page.h.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(page.table)}`,
    );
    return result.rows[0]?.n;
  };
  before(async () => {
    page = await startRecordPage();
  });
  beforeEach(async () => {
    await page.h.db.execute(sql`delete from ${sql.identifier(page.table)}`);
  });
  after(() => page.h.close());

  const headers = ['名称 *', '数量', '分类', '日期', 'unknown'];
  const mixed = () =>
    workbook(headers, [
      ['Pens', 3, '办公协同', '2026-01-02', 'x'],
      ['Bad number', 'three', null, null, null],
      ['Too many', 5000, null, null, null],
      [null, 1, null, null, null],
      ['No such kind', 1, '不存在', null, null],
      ['Bad date', null, null, '2026-02-30', null],
      ['Paper', '12', 'project', null, null],
    ]);

  it('reports every refused row by row and column, and writes nothing on a preview', async () => {
    const checked = report(await excelCalls(page, page.clerk.token).preview(await mixed()));
    assert.equal(checked.read, 7);
    assert.equal(checked.valid, 2);
    assert.equal(checked.refused, 5);
    assert.equal(checked.written, 0);
    assert.deepEqual(checked.ignoredColumns, ['unknown']);
    assert.deepEqual(
      checked.errors.map((error) => [error.row, error.column]),
      [
        [3, '数量'],
        [4, '数量'],
        [5, '名称 *'],
        [6, '分类'],
        [7, '日期'],
      ],
    );
    assert.match(checked.errors[0]?.message ?? '', /three/);
    assert.deepEqual(checked.refusedRows[0], {
      row: 3,
      cells: ['Bad number', 'three', null, null, null],
    });
    assert.equal(await count(), 0);
  });

  it('writes the valid rows, with bill numbers and the caller as creator', async () => {
    const written = report(await excelCalls(page, page.clerk.token).import(await mixed()));
    assert.equal(written.written, 2);
    assert.equal(written.refused, 5);
    const rows = await page.h.db.execute<{
      name: string;
      amount: string;
      kind: string;
      bill: string;
      creator: string;
    }>(sql`
      select name, amount, kind, bill_no as bill, f_creator_user_id as creator
      from ${sql.identifier(page.table)} order by name`);
    assert.deepEqual(
      rows.rows.map((row) => [row.name, Number(row.amount), row.kind, row.creator]),
      [
        ['Paper', 12, 'project', page.clerk.userId],
        ['Pens', 3, 'office', page.clerk.userId],
      ],
    );
    for (const row of rows.rows) assert.match(row.bill, /^NO\d{5}$/);
  });

  it('writes nothing when all or nothing is asked and a row is refused', async () => {
    const calls = excelCalls(page, page.clerk.token);
    const none = report(await calls.import(await mixed(), { allOrNothing: '1' }));
    assert.equal(none.written, 0);
    assert.equal(none.valid, 2);
    assert.equal(await count(), 0);
  });

  it('reports duplicate keys, in the file and in the table, and writes the rest', async () => {
    await page.h.db.execute(
      sql`create unique index if not exists excel_test_name on ${sql.identifier(page.table)} (name)`,
    );
    try {
      const calls = excelCalls(page, page.clerk.token);
      report(await calls.import(await workbook(['名称'], [['Held']])));
      const file = await workbook(['名称'], [['Held'], ['New'], ['New'], ['Other']]);
      const result = report(await calls.import(file));
      assert.equal(result.written, 2);
      assert.deepEqual(
        result.errors.map((error) => error.row),
        [2, 4],
      );
      assert.match(result.errors[0]?.message ?? '', /重复/);
      assert.equal(await count(), 3);
      // All or nothing: the duplicate undoes the rows written before it.
      const strict = report(
        await calls.import(await workbook(['名称'], [['Fresh'], ['Held']]), { allOrNothing: '1' }),
      );
      assert.equal(strict.written, 0);
      assert.equal(await count(), 3);
    } finally {
      await page.h.db.execute(sql`drop index if exists excel_test_name`);
    }
  });

  it('lets two imports of the same keys at once write each key once', async () => {
    await page.h.db.execute(
      sql`create unique index if not exists excel_test_name on ${sql.identifier(page.table)} (name)`,
    );
    try {
      const file = await workbook(['名称'], [['A'], ['B'], ['C']]);
      const calls = excelCalls(page, page.clerk.token);
      const [first, second] = (await Promise.all([calls.import(file), calls.import(file)])).map(
        report,
      );
      assert.equal((first?.written ?? 0) + (second?.written ?? 0), 3);
      assert.equal(await count(), 3);
    } finally {
      await page.h.db.execute(sql`drop index if exists excel_test_name`);
    }
  });

  it('refuses a text file named .xlsx, an oversized file, too many rows, a repeated column', async () => {
    const calls = excelCalls(page, page.clerk.token);
    const text = await calls.preview(Buffer.from('名称\nPens\n'), {}, 'data.xlsx');
    assert.equal(text.statusCode, 400);
    assert.match(envelope(text).msg, /xlsx/);
    const big = await calls.preview(Buffer.alloc(IMPORT_MAX_BYTES + 1, 1));
    assert.equal(big.statusCode, 413);
    const rows = Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => [`n${i}`]);
    const many = await calls.import(await workbook(['名称'], rows));
    assert.equal(many.statusCode, 400);
    assert.equal(await count(), 0);
    const twice = await calls.preview(await workbook(['名称', 'name'], [['a', 'b']]));
    assert.equal(twice.statusCode, 400);
  });

  it('refuses callers without the upload button, and the template of others', async () => {
    const file = await workbook(['名称'], [['x']]);
    assert.equal((await excelCalls(page, page.viewer.token).import(file)).statusCode, 403);
    assert.equal((await excelCalls(page, page.stranger.token).preview(file)).statusCode, 403);
    assert.equal(await count(), 0);
  });

  it('exports a report’s refused rows with their reasons', async () => {
    const response = await excelCalls(page, page.clerk.token).exportData({
      headers: ['名称', '数量'],
      rows: [{ cells: ['=cmd', 'three'], reason: '数量: three 不是有效的数字' }],
    });
    assert.equal(response.statusCode, 200, response.body);
    const { headers, rows } = await readBack(response.rawPayload);
    assert.deepEqual(headers, ['名称', '数量', '错误原因']);
    assert.deepEqual(rows, [['=cmd', 'three', '数量: three 不是有效的数字']]);
  });
});
