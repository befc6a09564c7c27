/**
 * Seeds users for benchmarks: `npx tsx scripts/seed-bench-users.ts [count] [departments]`
 * (defaults 100000 and 4), on the database the server would use (DATABASE_URL, else the embedded
 * one in DATA_DIR; stop the server first when it is embedded: the data folder is locked). Every
 * bench user's password is BENCH_PASSWORD (default Bench12345).
 */
import { loadConfig } from '../src/config';
import { seedBenchUsers } from '../src/db/bench-users';
import { createDb } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { openDatabase } from '../src/db/open-database';
import { seed } from '../src/db/seed';
import { seedMenusOf } from '../src/kernel/compose-modules';
import { MODULES } from '../src/modules';

function positiveInt(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}

const count = positiveInt(process.argv[2], 100_000, 'count');
const departments = positiveInt(process.argv[3], 4, 'departments');
const password = process.env.BENCH_PASSWORD ?? 'Bench12345';
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  logger: console,
});
try {
  await runMigrations(database.pool);
  const db = createDb(database.pool);
  await seed(db, { adminPassword: config.adminPassword, menus: seedMenusOf(MODULES) });
  const startedAt = Date.now();
  const result = await seedBenchUsers(db, { count, departments, password });
  // A bulk insert leaves the visibility map and statistics stale: without this the planner
  // misjudges the scoped lists and the capped count reads the heap instead of the index.
  await database.pool.query('vacuum analyze users');
  const seconds = (Date.now() - startedAt) / 1000;
  console.log(
    `${result.inserted} users inserted in ${seconds.toFixed(1)} s on ${database.describe}; ` +
      `departments: ${result.departmentIds.join(', ')}`,
  );
} finally {
  await database.close();
}
