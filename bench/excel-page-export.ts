/**
 * A generated page's Excel export of 100,000 records × 10 columns, end to end in this process:
 * the export call (the page's rights, the ids in the list's order), the background task it
 * starts past 20,000 records (rows read again by id a batch at a time, display names of the
 * dictionary and switch fields, dates in the caller's zone) and the streaming writer, until the
 * task is done (the file is downloaded after). Its time, the peak resident memory above the
 * start and the longest event-loop stall are the figures the export is held to (4 s, 200 MB,
 * 100 ms).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { fillPath, VISUALDEV_ONLINE_DEV } from '@mepm/contract';
import { postgresBenchDatabase } from './bench-database';
import { measureExport, type ExportFigures } from './export-figures';
import {
  designField as field,
  pageDesign,
  withReleasedPage,
  type ReleasedPage,
} from './released-page';

const ROWS = 100_000;

const cityOptions = ['上海', '北京', '深圳', '杭州'].map((name, index) => ({
  id: `c${index}`,
  fullName: name,
}));

const fields = [
  field('input', 'name', 1),
  field('input', 'code', 2),
  field('number', 'qty', 3),
  field('number', 'price', 4),
  field('select', 'kind', 5, { dataType: 'dictionary', dictionaryType: 'visualDevCategory' }),
  field('textarea', 'note', 6),
  field('input', 'owner', 7),
  { ...field('select', 'city', 8, { dataType: 'static' }), __slot__: { options: cityOptions } },
  { ...field('date', 'day', 9), type: 'datetime' },
  { ...field('switch', 'paid', 10), activeText: '是', inactiveText: '否' },
];
const design = pageDesign('orders', 'benchOrders', fields);
const COLUMNS = fields.map((f) => f.__vModel__);

async function fillTable({ pool }: ReleasedPage): Promise<void> {
  await pool.query(
    `insert into wyzx_bench_orders (f_id, f_creator_user_id, ${COLUMNS.join(', ')})
     select gen_random_uuid()::text, null, 'Order ' || i, 'NO' || lpad(i::text, 8, '0'),
       i % 1000, (i % 10000) / 100.0, case when i % 2 = 0 then 'office' else 'other' end,
       case when i % 50 = 0 then '=HYPERLINK("x")' else 'note of order ' || i end,
       'user ' || (i % 300), 'c' || (i % 4), 1767225600000 + i::bigint * 60000, i % 2
     from generate_series(1, ${ROWS}) i`,
  );
  await pool.query('vacuum analyze wyzx_bench_orders');
}

/** Starts the export and waits for its background task to finish; answers the task's address. */
async function runExport({ app, headers, id }: ReleasedPage): Promise<string> {
  const started = await app.inject({
    method: 'POST',
    url: fillPath(VISUALDEV_ONLINE_DEV.export, { id }),
    headers,
    payload: { dataType: 1, selectKey: COLUMNS, timeZone: 'Asia/Shanghai' },
  });
  const { taskId } = (started.json() as { data: { taskId: string } }).data;
  const taskUrl = fillPath(VISUALDEV_ONLINE_DEV.exportTask, { taskId });
  for (;;) {
    await sleep(20);
    const task = await app.inject({ method: 'GET', url: taskUrl, headers });
    const { state } = (task.json() as { data: { state: string } }).data;
    if (state === 'failed') throw new Error('the export task failed');
    if (state === 'done') return taskUrl;
  }
}

export async function benchPageExport(serverUrl: string): Promise<ExportFigures> {
  const database = await postgresBenchDatabase(serverUrl);
  try {
    return await withReleasedPage(database, design, async (page) => {
      await fillTable(page);
      let taskUrl = '';
      const figures = await measureExport(ROWS, async () => {
        taskUrl = await runExport(page);
        return 0;
      });
      // Downloaded after the figures: `inject` turns the whole answer into a string, which a
      // browser's download never costs the server.
      const file = await page.app.inject({
        method: 'GET',
        url: `${taskUrl}?download=1`,
        headers: page.headers,
      });
      return { ...figures, fileMb: file.rawPayload.length / 1024 / 1024 };
    });
  } finally {
    await database.dispose();
  }
}
