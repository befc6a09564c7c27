/**
 * An export past EXPORT_BACKGROUND_THRESHOLD runs as a background task: its owner follows the
 * progress and downloads the finished file; nobody else sees the task; one task per owner runs
 * at a time.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { EXPORT_BACKGROUND_THRESHOLD, type OnlineDevExportTask } from '@mepm/contract';
import { sql } from 'drizzle-orm';
import { envelope } from '../support/requests';
import { excelCalls, readBack } from './excel-support';
import { startRecordPage, type RecordPage } from './records-support';

describe('background Excel export', () => {
  let page: RecordPage;
  const total = EXPORT_BACKGROUND_THRESHOLD + 1;
  before(async () => {
    page = await startRecordPage();
    await page.h.db.execute(sql`
      insert into ${sql.identifier(page.table)} (f_id, f_creator_user_id, f_created_at, name, amount)
      select 'bulk' || lpad(i::text, 6, '0'), ${page.clerk.userId}, now(), 'row ' || i, i % 100
      from generate_series(1, ${total}) i`);
  });
  after(() => page.h.close());

  it('follows the task to its file, for its owner only', async () => {
    const clerk = excelCalls(page, page.clerk.token);
    const started = await clerk.export({ selectKey: ['name', 'amount'] });
    assert.equal(started.statusCode, 200, started.body);
    const task = envelope<OnlineDevExportTask>(started).data;
    assert.equal(task.total, total);
    assert.ok(['queued', 'running'].includes(task.state));

    const second = await clerk.export({ selectKey: ['name'] });
    assert.equal(second.statusCode, 429, 'one running export per user');

    const other = await excelCalls(page, page.colleague.token).task(task.taskId);
    assert.equal(other.statusCode, 404);
    assert.equal(
      (await excelCalls(page, page.colleague.token).task(task.taskId, true)).statusCode,
      404,
    );

    let state = task.state;
    for (let i = 0; i < 600 && state !== 'done' && state !== 'failed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      state = envelope<OnlineDevExportTask>(await clerk.task(task.taskId)).data.state;
    }
    assert.equal(state, 'done');
    const download = await clerk.task(task.taskId, true);
    assert.equal(download.statusCode, 200, download.body);
    const { headers, rows } = await readBack(download.rawPayload);
    assert.deepEqual(headers, ['name', 'amount']);
    assert.equal(rows.length, total);
    // Read in batches: every record once, none lost or repeated at a batch's edge.
    assert.equal(new Set(rows.map((row) => row[0])).size, total);
  });
});
