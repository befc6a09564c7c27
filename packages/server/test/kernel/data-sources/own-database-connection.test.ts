/**
 * The platform's own database as a data source: what a person's SQL may do there. It reads, with
 * bound parameters, at most the row cap; every write is refused by the read-only transaction,
 * and on PostgreSQL a statement that runs past its time is cancelled (the embedded engine runs a
 * statement to its end, and says so).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ownDatabaseConnection } from '../../../src/kernel/data-sources/own-database-connection';
import type { SourceConnection } from '../../../src/kernel/data-sources/source-connection';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

const limits = { timeoutMs: 5_000, maxRows: 3 };

describe('the own database as a data source', () => {
  let database: TestDatabase;
  let source: SourceConnection;

  before(async () => {
    database = await createTestDatabase();
    await database.pool.query(
      `create table source_rows as select g as n, 'row ' || g as label from generate_series(1, 10) g`,
    );
    source = ownDatabaseConnection(database.pool, database.handle.kind);
  });
  after(() => database.close());

  it('binds parameters and reads no more than the row cap, saying it cut', async () => {
    const sql = `select n, label from source_rows where n > ${source.placeholder(1)} order by n`;
    const result = await source.readOnlyQuery(sql, [5], limits);
    assert.deepEqual(
      result.rows.map((row) => row.n),
      [6, 7, 8],
    );
    assert.equal(result.truncated, true);
    assert.deepEqual(result.columns, [
      { name: 'n', type: 'int4' },
      { name: 'label', type: 'text' },
    ]);
    const few = await source.readOnlyQuery(sql, [8], limits);
    assert.equal(few.truncated, false);
    assert.equal(few.rows.length, 2);
  });

  it('treats a parameter as a value, never as SQL', async () => {
    const sql = `select count(*)::int as c from source_rows where label = ${source.placeholder(1)}`;
    const result = await source.readOnlyQuery(sql, [`x' or '1'='1`], limits);
    assert.equal(result.rows[0]?.c, 0);
  });

  it('refuses writes, a data-modifying WITH included, and leaves the rows as they were', async () => {
    const writes = [
      'delete from source_rows',
      'with gone as (delete from source_rows returning n) select * from gone',
      'select n from source_rows for update',
    ];
    for (const sql of writes) {
      await assert.rejects(source.readOnlyQuery(sql, [], limits), `${sql} must be refused`);
    }
    const { rows } = await database.pool.query('select count(*)::int as c from source_rows');
    assert.equal(rows[0].c, 10);
  });

  it('cancels a statement that runs past its time on PostgreSQL; the embedded one says it cannot', async () => {
    assert.equal(source.cancelsAtTimeout, database.handle.kind === 'postgres');
    if (!source.cancelsAtTimeout) return;
    const started = Date.now();
    await assert.rejects(
      source.readOnlyQuery('select pg_sleep(5)', [], { timeoutMs: 300, maxRows: 1 }),
      /statement timeout/,
    );
    assert.ok(Date.now() - started < 4_000, 'cancelled well before the sleep ended');
    const after = await source.readOnlyQuery('select 1 as one', [], limits);
    assert.equal(after.rows[0]?.one, 1);
  });
});
