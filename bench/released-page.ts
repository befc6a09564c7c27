/**
 * A released generated page on a bench database, in this process: migrated and seeded, the app
 * built on it, the administrator signed in, the design created and released. Benches of record
 * endpoints call them through `inject` (no socket) and fill the page's table through `pool`.
 */
import { fillPath, VISUALDEV_BASE } from '@mepm/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../packages/server/src/app';
import { loadConfig } from '../packages/server/src/config';
import { createDb } from '../packages/server/src/db/client';
import { runMigrations } from '../packages/server/src/db/migrate';
import { openDatabase, type DatabaseHandle } from '../packages/server/src/db/open-database';
import { seed } from '../packages/server/src/db/seed';
import { seedMenusOf } from '../packages/server/src/kernel/compose-modules';
import { MODULES } from '../packages/server/src/modules';
import type { BenchDatabase } from './bench-database';
import { injectSignIn } from './raw-sql';
import { ADMIN_PASSWORD, loginBody } from './sign-in';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

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

export async function withReleasedPage<T>(
  database: BenchDatabase,
  design: object,
  use: (page: ReleasedPage) => Promise<T>,
): Promise<T> {
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
