/**
 * A query waits for a free connection a bounded time, then fails: a transaction that queried
 * outside itself while holding the embedded database's only connection (or every connection of
 * the pool) would otherwise hang that request and every later one for good.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

describe('waiting for a connection', () => {
  let database: TestDatabase;
  before(async () => (database = await createTestDatabase({ connectionWaitMs: 300 })));
  after(() => database.close());

  it('fails a query that finds every connection held, and the pool recovers', async () => {
    const { pool } = database;
    const size = pool.options.max ?? 10;
    const held: pg.PoolClient[] = [];
    for (let i = 0; i < size; i++) held.push(await pool.connect());
    // The mistake this guards against: a transaction's own statement waits on a query outside it.
    await held[0]?.query('begin');
    const started = Date.now();
    await assert.rejects(pool.query('select 1'), /timeout/i);
    assert.ok(Date.now() - started < 5_000, 'it gave up after the configured wait');
    await held[0]?.query('rollback');
    for (const client of held) client.release();
    const { rows } = await pool.query<{ one: number }>('select 1 as one');
    assert.equal(rows[0]?.one, 1);
  });
});
