import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { refreshTableStatistics } from '../../src/db/embedded/table-statistics';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/** The planner's row estimate of a table: -1 until it is analysed. */
async function estimatedRows(database: TestDatabase, table: string): Promise<number> {
  const { rows } = await database.pool.query<{ n: number }>(
    'select reltuples::int as n from pg_class where relname = $1',
    [table],
  );
  return Number(rows[0]?.n);
}

/** The rows changed since the table's last analysis, as the statistics know them so far. */
async function changedSinceAnalysis(database: TestDatabase, table: string): Promise<number> {
  const { rows } = await database.pool.query<{ n: string }>(
    'select n_mod_since_analyze as n from pg_stat_user_tables where relname = $1',
    [table],
  );
  return Number(rows[0]?.n ?? 0);
}

async function waitFor(check: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; tries < 50; tries++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the statistics never caught up');
}

describe('table statistics of the embedded database', () => {
  let database: TestDatabase;
  before(async () => {
    database = await createTestDatabase();
    await database.pool.query('create table stat_probe (id int primary key, note text)');
    await database.pool.query(
      "insert into stat_probe select i, 'n' || i from generate_series(1, 2000) i",
    );
    // Sessions report their row counts a moment after they commit: counts of the insert arriving
    // after the first analysis would make the table look changed again to the second one.
    await waitFor(async () => (await changedSinceAnalysis(database, 'stat_probe')) >= 2000);
  });
  after(() => database.close());

  it('analyses a table that changed, and leaves it alone once fresh', async () => {
    await refreshTableStatistics(database.pool);
    assert.equal(await estimatedRows(database, 'stat_probe'), 2000);
    assert.ok(!(await refreshTableStatistics(database.pool)).includes('stat_probe'));
    await database.pool.query('delete from stat_probe where id > 1000');
    // Sessions report their row counts to the statistics a moment after they commit.
    for (let tries = 0; tries < 50; tries++) {
      if ((await refreshTableStatistics(database.pool)).includes('stat_probe')) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    assert.equal(await estimatedRows(database, 'stat_probe'), 1000);
  });
});
