import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  fillPath,
  VISUALDEV_BASE,
  type OnlineDevConfig,
  type OnlineDevDetail,
  type OnlineDevPage,
  type OnlineDevRecord,
  type WebDesignRecord,
} from '@mepm/contract';
import { sql } from 'drizzle-orm';
import { call, envelope } from '../support/requests';
import {
  createdId,
  pageCalls,
  rowCells,
  startRecordPage,
  type RecordPage,
} from './records-support';
import { input } from './web-design-support';

describe('record endpoints of a generated page', () => {
  let page: RecordPage;
  before(async () => {
    page = await startRecordPage();
  });
  after(() => page.h.close());

  const order = {
    name: 'Pens',
    amount: 3,
    kind: 'office',
    day: Date.UTC(2026, 0, 2),
    lines: [{ qty: 1 }, { qty: 2 }],
  };

  it('serves the released design with the caller’s rights', async () => {
    const response = await pageCalls(page, page.clerk.token).config();
    assert.equal(response.statusCode, 200, response.body);
    const config = envelope<OnlineDevConfig>(response).data;
    assert.equal(config.id, page.designId);
    assert.deepEqual(config.rights.columns?.sort(), ['amount', 'billNo', 'kind', 'name']);
    assert.ok(!config.rights.formFields?.includes('secret'));
    assert.ok(config.rights.buttons.includes('btn_add'));
  });

  it('creates, reads, edits, shows and deletes a record with its sub rows', async () => {
    const calls = pageCalls(page, page.clerk.token);
    const id = await createdId(calls, order);
    const read = envelope<OnlineDevRecord>(await calls.read(id)).data;
    assert.equal(read.version, 0);
    assert.equal(read.data['name'], 'Pens');
    assert.equal(read.data['amount'], 3);
    assert.match(String(read.data['billNo']), /^NO\d{5}$/);
    assert.deepEqual(rowCells(read.data['lines']), [
      { qty: 1, approved: 0 },
      { qty: 2, approved: 0 },
    ]);

    const edited = await calls.update(id, { ...order, amount: 4, lines: [{ qty: 9 }] }, 0);
    assert.equal(edited.statusCode, 200, edited.body);
    const again = envelope<OnlineDevRecord>(await calls.read(id)).data;
    assert.equal(again.version, 1);
    assert.equal(again.data['amount'], 4);
    assert.deepEqual(rowCells(again.data['lines']), [{ qty: 9, approved: 0 }]);

    const shown = envelope<OnlineDevDetail>(await calls.detail(id)).data;
    assert.equal(shown.data['kind'], '办公协同', 'the dictionary item by its name');
    assert.deepEqual(rowCells(shown.data['lines']), [{ qty: 9, approved: 0 }]);

    const list = envelope<OnlineDevPage>(await calls.list()).data;
    assert.ok(list.list.some((row) => row.id === id));

    assert.equal((await calls.remove(id)).statusCode, 200);
    assert.equal((await calls.read(id)).statusCode, 404);
    const subs = await page.h.db.execute(
      sql`select 1 from ${sql.identifier(`${page.table}_lines`)} where f_foreign_id = ${id}`,
    );
    assert.equal(subs.rows.length, 0);
  });

  it('keeps serving the last release while the design is edited', async () => {
    const item = fillPath(VISUALDEV_BASE.item, { id: page.designId });
    const stored = envelope<WebDesignRecord>(
      await call(page.h.app, 'GET', item, { token: page.admin }),
    ).data;
    const fields = [...stored.formData.fields, input('extra', '新字段', 99)];
    const edited = await call(page.h.app, 'PUT', item, {
      token: page.admin,
      payload: {
        fullName: stored.fullName,
        enCode: stored.enCode,
        category: stored.category,
        type: stored.type,
        webType: stored.webType,
        formData: { ...stored.formData, fields },
        columnData: null,
        tables: stored.tables,
        version: stored.version,
      },
    });
    assert.equal(edited.statusCode, 200, edited.body);
    const config = envelope<OnlineDevConfig>(await pageCalls(page, page.clerk.token).config()).data;
    assert.ok(
      !config.formData.fields.some((field) => 'extra' === Reflect.get(field, '__vModel__')),
    );
    const calls = pageCalls(page, page.admin, null);
    const id = await createdId(calls, { name: 'still served', extra: 'dropped' });
    const read = envelope<OnlineDevRecord>(await calls.read(id)).data;
    assert.equal(Object.hasOwn(read.data, 'extra'), false);
  });
});
