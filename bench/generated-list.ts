/**
 * A generated page's list over 100,000 records: page 2 of 20 through the record endpoint (the
 * released design, the page's rights, the search and sort checks, the capped count, the display
 * names of a dictionary field), beside exactly the statements it sends replayed through `pg`.
 * Both run in this process on one database (the endpoint through `inject`, no socket), so the
 * difference is what the application layer costs.
 */
import { fillPath, VISUALDEV_ONLINE_DEV } from '@mepm/contract';
import type { BenchDatabase } from './bench-database';
import { runLoad } from './load';
import { designField as field, pageDesign, withReleasedPage } from './released-page';
import { captureQueries, replay } from './sql-capture';

const RECORDS = Number(process.env.BENCH_RECORDS ?? 100_000);
const design = pageDesign('bench', 'benchList', [
  field('input', 'name', 1),
  field('number', 'amount', 2),
  field('select', 'kind', 3, { dataType: 'dictionary', dictionaryType: 'visualDevCategory' }),
  { ...field('date', 'day', 4), type: 'date' },
]);

export interface GeneratedListFigures {
  records: number;
  endpoint: { perSecond: number; p99Ms: number };
  raw: { perSecond: number; p99Ms: number };
  statements: number;
}

export async function benchGeneratedList(
  database: BenchDatabase,
  load: { concurrency: number; durationMs: number },
): Promise<GeneratedListFigures> {
  return withReleasedPage(database, design, async ({ app, pool, headers, id }) => {
    await pool.query(
      `insert into wyzx_bench_list (f_id, f_creator_user_id, name, amount, kind, day)
       select gen_random_uuid()::text, null, 'record ' || i, i % 1000,
         case when i % 2 = 0 then 'office' else 'other' end, 1767225600000 + i::bigint * 60000
       from generate_series(1, ${RECORDS}) i`,
    );
    await pool.query('vacuum analyze wyzx_bench_list');
    const url = fillPath(VISUALDEV_ONLINE_DEV.list, { id });
    const payload = { currentPage: 2, pageSize: 20 };
    const send = async () => {
      const response = await app.inject({ method: 'POST', url, headers, payload });
      if (response.statusCode !== 200) throw new Error(`list failed: ${response.body}`);
    };
    await send();
    const endpoint = await runLoad(send, load);
    const queries = await captureQueries(pool, send);
    const raw = await runLoad(() => replay(pool, queries), load);
    return { records: RECORDS, endpoint, raw, statements: queries.length };
  });
}
