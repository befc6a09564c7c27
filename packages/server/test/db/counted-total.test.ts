/**
 * A list's total is counted once and kept while its tables keep their versions: any write to
 * them (from this process or any other) counts again, each filter (and so each data scope) has
 * its own total, and a table without the version trigger is counted every time.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { createDb, type Db } from '../../src/db/client';
import { countedPagination } from '../../src/kernel/data/counted-total';
import { pageWindow } from '../../src/kernel/data/page-window';
import { allVersions, type DataVersions } from '../../src/kernel/data/table-versions';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const items = pgTable('count_items', { id: text('id').primaryKey(), owner: text('owner') });
const owners = pgTable('count_owners', { id: text('id').primaryKey(), team: text('team') });
const plain = pgTable('count_plain', { id: text('id').primaryKey() });
const window = pageWindow({});

describe('counted totals', () => {
  let database: TestDatabase;
  let db: Db;
  const total = async (table: typeof items | typeof plain, where?: ReturnType<typeof eq>) =>
    (await countedPagination(db, table, where, window, table === items ? [owners] : [])).total;

  /** Writes without raising versions, as if the trigger were not there. */
  const quietly = (statement: string) =>
    database.pool.query(
      `begin; set local session_replication_role = replica; ${statement}; commit`,
    );

  before(async () => {
    database = await createTestDatabase();
    db = createDb(database.pool);
    for (const statement of [
      'create table count_items (id text primary key, owner text)',
      'create table count_owners (id text primary key, team text)',
      'create table count_plain (id text primary key)',
      `create trigger count_items_data_version after insert or update or delete or truncate
         on count_items for each statement execute function bump_data_version()`,
      `create trigger count_owners_data_version after insert or update or delete or truncate
         on count_owners for each statement execute function bump_data_version()`,
    ]) {
      await database.pool.query(statement);
    }
  });
  after(() => database.close());
  beforeEach(async () => {
    await database.pool.query('delete from count_items; delete from count_plain');
  });

  it('keeps a total until its table is written, by anyone', async () => {
    await database.pool.query("insert into count_items values ('a', 'x'), ('b', 'x')");
    assert.equal(await total(items), 2);
    await quietly("insert into count_items values ('c', 'x')");
    assert.equal(await total(items), 2, 'the kept total is answered without counting');
    await database.pool.query("delete from count_items where id = 'a'");
    assert.equal(await total(items), 2, 'counted again after a write: c in, a out');
    await database.pool.query("insert into count_items values ('d', 'y')");
    assert.equal(await total(items), 3);
  });

  it('keeps a total per filter', async () => {
    await database.pool.query("insert into count_items values ('a', 'x'), ('b', 'x'), ('c', 'y')");
    assert.equal(await total(items, eq(items.owner, 'x')), 2);
    assert.equal(await total(items, eq(items.owner, 'y')), 1);
    assert.equal(await total(items), 3);
  });

  it('counts again when another table the filter reads is written', async () => {
    await database.pool.query(
      "insert into count_owners values ('x', 'red') on conflict do nothing",
    );
    await database.pool.query("insert into count_items values ('a', 'x'), ('b', 'z')");
    const onRed = sql`${items.owner} in (select id from count_owners where team = 'red')`;
    const red = async () => (await countedPagination(db, items, onRed, window, [owners])).total;
    assert.equal(await red(), 1);
    await database.pool.query("insert into count_owners values ('z', 'red')");
    assert.equal(await red(), 2);
  });

  it("checks a kept total against the request's versions without reading them again", async () => {
    await database.pool.query("insert into count_items values ('a', 'x')");
    const versionsNow = async () =>
      (await db.execute<{ v: DataVersions }>(sql`select ${allVersions()} as v`)).rows[0]?.v ?? {};
    const atStart = await versionsNow();
    const known = async (versions: DataVersions) =>
      (await countedPagination(db, items, undefined, window, [owners], versions)).total;
    assert.equal(await known(atStart), 1);
    await database.pool.query("insert into count_items values ('b', 'x')");
    assert.equal(await known(atStart), 1, 'a request that began before the write keeps its total');
    assert.equal(await known(await versionsNow()), 2, 'a request after it counts again');
  });

  it('counts a table without the version trigger every time', async () => {
    await database.pool.query("insert into count_plain values ('a')");
    assert.equal(await total(plain), 1);
    await quietly("insert into count_plain values ('b')");
    assert.equal(await total(plain), 2);
  });

  it('caps the total', async () => {
    await database.pool.query(
      "insert into count_plain select 'p' || i from generate_series(1, 10050) i",
    );
    const pagination = await countedPagination(db, plain, undefined, window);
    assert.deepEqual(
      { total: pagination.total, capped: pagination.totalCapped },
      { total: 10_000, capped: true },
    );
  });
});
