/**
 * Export of a generated page as .xlsx, read back: only the granted columns the caller asked for,
 * only the records inside the caller's scope (chosen ids of others' records included: IDOR),
 * display values (dictionary names, dates), formula-like text kept as text; the buttons and
 * grants that refuse it; the import template's headers.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { XLSX_MIME } from '@mepm/contract';
import { openZip } from '../../src/kernel/excel/zip-package';
import { envelope } from '../support/requests';
import { buffer as streamToBuffer } from 'node:stream/consumers';
import { excelCalls, readBack } from './excel-support';
import { createdId, pageCalls, startRecordPage, type RecordPage } from './records-support';

describe('Excel export of a generated page', () => {
  let page: RecordPage;
  let mine: string;
  let theirs: string;
  before(async () => {
    page = await startRecordPage();
    const clerk = pageCalls(page, page.clerk.token);
    mine = await createdId(clerk, { name: '=HYPERLINK("http://evil")', amount: 7, kind: 'office' });
    await createdId(clerk, { name: 'plain', amount: 2, kind: 'other' });
    theirs = await createdId(pageCalls(page, page.colleague.token), {
      name: 'colleague',
      amount: 1,
    });
  });
  after(() => page.h.close());

  it('writes the asked granted columns of the caller’s own records, as people read them', async () => {
    const response = await excelCalls(page, page.clerk.token).export({
      selectKey: ['name', 'kind', 'amount'],
      sidx: 'amount',
      sort: 'desc',
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['content-type'], XLSX_MIME);
    assert.match(String(response.headers['content-disposition']), /^attachment; filename=/);
    const file = response.rawPayload;
    const { headers, rows } = await readBack(file);
    assert.deepEqual(headers, ['name', 'kind', 'amount']);
    assert.deepEqual(rows, [
      ['=HYPERLINK("http://evil")', '办公协同', 7],
      ['plain', '其他', 2],
    ]);
    // The formula-like name is a quoted text cell, never a formula.
    const pkg = await openZip(file);
    const entry = pkg.entries.get('xl/worksheets/sheet1.xml');
    assert.ok(entry);
    const sheet = (await streamToBuffer(await pkg.zip.openReadStreamPromise(entry))).toString();
    assert.doesNotMatch(sheet, /<f>/);
    assert.match(sheet, /<c r="A2" t="inlineStr" s="1"><is><t>=HYPERLINK/);
  });

  it('leaves out chosen records outside the caller’s scope (IDOR)', async () => {
    const response = await excelCalls(page, page.clerk.token).export({
      selectKey: ['name'],
      ids: [mine, theirs],
    });
    assert.equal(response.statusCode, 200, response.body);
    const { rows } = await readBack(response.rawPayload);
    assert.deepEqual(rows, [['=HYPERLINK("http://evil")']]);
  });

  it('exports the current page only with dataType 0', async () => {
    const response = await excelCalls(page, page.clerk.token).export({
      selectKey: ['name'],
      dataType: 0,
      currentPage: 2,
      pageSize: 1,
      sidx: 'amount',
      sort: 'asc',
    });
    const { rows } = await readBack(response.rawPayload);
    assert.deepEqual(rows, [['=HYPERLINK("http://evil")']]);
  });

  it('refuses columns the caller may not see and callers without the button', async () => {
    const clerk = excelCalls(page, page.clerk.token);
    for (const hidden of ['day', 'secret', 'lines', 'nothing']) {
      const refused = await clerk.export({ selectKey: ['name', hidden] });
      assert.equal(refused.statusCode, 400, hidden);
      assert.match(envelope(refused).msg, new RegExp(hidden));
    }
    const viewer = await excelCalls(page, page.viewer.token).export({ selectKey: ['name'] });
    assert.equal(viewer.statusCode, 403);
    const stranger = await excelCalls(page, page.stranger.token).export({ selectKey: ['name'] });
    assert.equal(stranger.statusCode, 403);
    const noMenu = await excelCalls(page, page.clerk.token, null).export({ selectKey: ['name'] });
    assert.equal(noMenu.statusCode, 403);
    const badZone = await clerk.export({ selectKey: ['name'], timeZone: 'Mars/Olympus' });
    assert.equal(badZone.statusCode, 400);
  });

  it('writes dates in the caller’s time zone and format', async () => {
    const at = Date.UTC(2026, 0, 2, 20, 0);
    await createdId(pageCalls(page, page.admin, null), { name: 'dated', day: at });
    const response = await excelCalls(page, page.admin, null).export({
      selectKey: ['name', 'day'],
      json: JSON.stringify({ name: 'dated' }),
      timeZone: 'Asia/Shanghai',
    });
    const { rows } = await readBack(response.rawPayload);
    assert.deepEqual(rows, [['dated', '2026-01-03']]);
  });

  it('offers the importable fields the caller may write as the template', async () => {
    const response = await excelCalls(page, page.clerk.token).template();
    assert.equal(response.statusCode, 200, response.body);
    const { headers, rows } = await readBack(response.rawPayload);
    // Not the bill number (the server issues it), the sub-table, nor the ungranted `secret`.
    assert.deepEqual(headers, ['名称 *', '数量', '分类', '日期']);
    assert.deepEqual(rows, []);
    const viewer = await excelCalls(page, page.viewer.token).template();
    assert.equal(viewer.statusCode, 403);
  });
});
