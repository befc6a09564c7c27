/**
 * A generated page's list over 100,000 records: page 2 of 20 through the record endpoint (the
 * released design, the page's rights, the search and sort checks, the capped count, the display
 * names of a dictionary field), beside exactly the statements it sends replayed through `pg`.
 * Both run in this process on one database (the endpoint through `inject`, no socket), so the
 * difference is what the application layer costs.
 */
import { fillPath, VISUALDEV_BASE, VISUALDEV_ONLINE_DEV } from '@mepm/contract';
import { buildApp } from '../packages/server/src/app';
import { loadConfig } from '../packages/server/src/config';
import { createDb } from '../packages/server/src/db/client';
import { runMigrations } from '../packages/server/src/db/migrate';
import { openDatabase } from '../packages/server/src/db/open-database';
import { seed } from '../packages/server/src/db/seed';
import { seedMenusOf } from '../packages/server/src/kernel/compose-modules';
import { MODULES } from '../packages/server/src/modules';
import type { BenchDatabase } from './bench-database';
import { runLoad } from './load';
import { injectSignIn } from './raw-sql';
import { ADMIN_PASSWORD, loginBody } from './sign-in';
import { captureQueries, replay } from './sql-capture';

const RECORDS = Number(process.env.BENCH_RECORDS ?? 100_000);
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

const field = (wyzxKey: string, vModel: string, formId: number, extra: object = {}) => ({
  __config__: { wyzxKey, label: vModel, formId, ...extra },
  __vModel__: vModel,
});

const design = {
  fullName: 'bench',
  enCode: 'benchList',
  category: 'office',
  type: 1,
  webType: 2,
  formData: {
    formConf: { labelWidth: 100 },
    fields: [
      field('input', 'name', 1),
      field('number', 'amount', 2),
      field('select', 'kind', 3, { dataType: 'dictionary', dictionaryType: 'visualDevCategory' }),
      { ...field('date', 'day', 4), type: 'date' },
    ],
  },
  columnData: null,
  tables: null,
};

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
  const handle = await openDatabase({ ...database, logger: quiet });
  try {
    await runMigrations(handle.pool);
    await seed(createDb(handle.pool), {
      adminPassword: ADMIN_PASSWORD,
      menus: seedMenusOf(MODULES),
    });
    const config = loadConfig({
      ...process.env,
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl,
      LOG_LEVEL: 'silent',
      LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
    });
    const app = await buildApp({ pool: handle.pool, config });
    try {
      const authorization = await injectSignIn(app, loginBody());
      const headers = { authorization };
      const created = await app.inject({
        method: 'POST',
        url: VISUALDEV_BASE.create,
        headers,
        payload: design,
      });
      const id = (created.json() as { data: { id: string } }).data.id;
      const state = fillPath(VISUALDEV_BASE.state, { id });
      const released = await app.inject({
        method: 'PUT',
        url: state,
        headers,
        payload: { state: 1 },
      });
      if (released.statusCode !== 200) throw new Error(`release failed: ${released.body}`);
      await handle.pool.query(
        `insert into wyzx_bench_list (f_id, f_creator_user_id, name, amount, kind, day)
         select gen_random_uuid()::text, null, 'record ' || i, i % 1000,
           case when i % 2 = 0 then 'office' else 'other' end, 1767225600000 + i::bigint * 60000
         from generate_series(1, ${RECORDS}) i`,
      );
      await handle.pool.query('vacuum analyze wyzx_bench_list');
      const url = fillPath(VISUALDEV_ONLINE_DEV.list, { id });
      const payload = { currentPage: 2, pageSize: 20 };
      const send = async () => {
        const response = await app.inject({ method: 'POST', url, headers, payload });
        if (response.statusCode !== 200) throw new Error(`list failed: ${response.body}`);
      };
      await send();
      const endpoint = await runLoad(send, load);
      const queries = await captureQueries(handle.pool, send);
      const raw = await runLoad(() => replay(handle.pool, queries), load);
      return { records: RECORDS, endpoint, raw, statements: queries.length };
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
  }
}
