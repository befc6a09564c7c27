/**
 * A released generated page on a bench database, in this process: migrated and seeded, the app
 * built on it, the administrator signed in, the design created and released. Benches of record
 * endpoints call them through `inject` (no socket) and fill the page's table through `pool`.
 */
import { fillPath, VISUALDEV_BASE } from '@mepm/contract';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../packages/server/src/db/open-database';
import type { BenchDatabase } from './bench-database';
import { buildBenchApp, injectSignIn } from './raw-sql';
import { openSeededDatabase } from './seeded-database';
import { loginBody } from './sign-in';

export interface ReleasedPage {
  app: FastifyInstance;
  pool: DatabaseHandle['pool'];
  /** The administrator's. */
  headers: { authorization: string };
  /** The design's id. */
  id: string;
}

/** A form field of a design: its kind, its key and whatever else it configures. */
export const designField = (wyzxKey: string, vModel: string, formId: number, extra = {}) => ({
  __config__: { wyzxKey, label: vModel, formId, ...extra },
  __vModel__: vModel,
});

/** A one-table generated page's design with `fields`, its list designed by default. */
export const pageDesign = (fullName: string, enCode: string, fields: object[]) => ({
  fullName,
  enCode,
  category: 'office',
  type: 1,
  webType: 2,
  formData: { formConf: { labelWidth: 100 }, fields },
  columnData: null,
  tables: null,
});

export async function withReleasedPage<T>(
  database: BenchDatabase,
  design: object,
  use: (page: ReleasedPage) => Promise<T>,
): Promise<T> {
  const handle = await openSeededDatabase(database);
  try {
    const app = await buildBenchApp(handle, database, { LOGIN_RATE_LIMIT_PER_MINUTE: '100000' });
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
      const released = await app.inject({
        method: 'PUT',
        url: fillPath(VISUALDEV_BASE.state, { id }),
        headers,
        payload: { state: 1 },
      });
      if (released.statusCode !== 200) throw new Error(`release failed: ${released.body}`);
      return await use({ app, pool: handle.pool, headers, id });
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
  }
}
