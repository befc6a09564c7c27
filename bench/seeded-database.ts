/**
 * A bench database as a first start leaves it: opened, migrated, seeded with the modules' menus
 * and their shipped rows (the example flows among them).
 */
import { createDb } from '../packages/server/src/db/client';
import { runMigrations } from '../packages/server/src/db/migrate';
import { openDatabase, type DatabaseHandle } from '../packages/server/src/db/open-database';
import { seed } from '../packages/server/src/db/seed';
import { seedDataOf, seedMenusOf } from '../packages/server/src/kernel/compose-modules';
import { MODULES } from '../packages/server/src/modules';
import type { BenchDatabase } from './bench-database';
import { ADMIN_PASSWORD } from './sign-in';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/** Opened quietly; the caller closes it. */
export const openBenchDatabase = (database: BenchDatabase): Promise<DatabaseHandle> =>
  openDatabase({ ...database, logger: quiet });

/** Opened, migrated and seeded; the caller closes it (closed here when the seeding fails). */
export async function openSeededDatabase(database: BenchDatabase): Promise<DatabaseHandle> {
  const handle = await openBenchDatabase(database);
  try {
    await runMigrations(handle.pool);
    await seed(createDb(handle.pool), {
      adminPassword: ADMIN_PASSWORD,
      menus: seedMenusOf(MODULES),
      data: seedDataOf(MODULES),
    });
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}
