/**
 * Data sync across dialects: a MariaDB table of every common type copied into a new PostgreSQL
 * table and back into a new MariaDB table, each value arriving as itself (instants in UTC, JSON
 * as the same document, bytes as the same bytes); a MariaDB table without a key read by offset.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it, type TestContext } from 'node:test';
import type { Harness } from '../support/app-harness';
import { startAppAsAdmin } from '../support/start-as-admin';
import {
  mariadbDatabase,
  postgresDatabase,
  type ExternalDatabase,
} from '../kernel/data-sources/external-sources';
import { syncCalls } from './data-sync-support';

/** A row's values in one comparable spelling, whatever driver read them. */
function comparable(row: Record<string, unknown>): Record<string, unknown> {
  const seen: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(row)) {
    if (value === null) seen[name] = null;
    else if (Buffer.isBuffer(value)) seen[name] = value.toString('hex');
    else if (value instanceof Date) seen[name] = value.toISOString();
    else if (name === 'doc') seen[name] = typeof value === 'string' ? JSON.parse(value) : value;
    else if (name === 'flag') seen[name] = value === true || Number(value) === 1;
    else seen[name] = String(value);
  }
  return seen;
}

describe('data sync between MariaDB and PostgreSQL', () => {
  let h: Harness;
  let token = '';
  let maria: ExternalDatabase | undefined;
  let postgres: ExternalDatabase;
  let skipped = '';
  let mariaSource = '';
  let postgresSource = '';
  const sync = syncCalls(
    () => h,
    () => token,
  );

  before(async () => {
    ({ h, token } = await startAppAsAdmin());
    postgres = await postgresDatabase();
    const opened = await mariadbDatabase();
    if (typeof opened === 'string') {
      skipped = opened;
      console.log(`MariaDB data sync tests skipped: ${opened}`);
      return;
    }
    maria = opened;
    await maria.admin(`create table typed (
      id int primary key, big bigint, amount decimal(10,3), flag tinyint(1), name varchar(30),
      body text, day date, at datetime(6), stamp timestamp(6) null, doc json, bin varbinary(16),
      huge bigint unsigned)`);
    await maria.admin(`insert into typed values
      (1, 9007199254740993, 1234567.125, 1, '名称 one', 'long text ''quoted''', '2026-02-28',
       '2026-02-28 23:59:58.123456', '2026-03-01 01:02:03.500000', '{"a": [1, "x"], "b": null}',
       x'00ff10', 18446744073709551615),
      (2, -5, -0.001, 0, '', '', '1999-12-31', '2000-01-01 00:00:00.000000',
       '2000-01-01 00:00:00.000000', '[]', x'', 0),
      (3, null, null, null, null, null, null, null, null, null, null, null)`);
    await maria.admin('create table loose (n int, label varchar(10))');
    await maria.admin("insert into loose select seq % 50, concat('row ', seq) from seq_1_to_2500");
    [mariaSource, postgresSource] = [await sync.sourceFor(maria), await sync.sourceFor(postgres)];
  });
  after(async () => {
    await h.close();
    await Promise.all([maria?.drop(), postgres.drop()]);
  });

  const skip = (t: TestContext) => {
    if (skipped || maria === undefined) {
      t.skip(skipped);
      return undefined;
    }
    return maria;
  };

  it('copies every common type into PostgreSQL and back, value for value', async (t) => {
    const m = skip(t);
    if (m === undefined) return;
    // The test reads TIMESTAMP values in UTC, as the copy does.
    await m.admin("set time_zone = '+00:00'");
    const there = await sync.copy({
      fromSourceId: mariaSource,
      fromTable: 'typed',
      toSourceId: postgresSource,
      toTable: 'typed',
      mode: 'append',
    });
    assert.equal(there.state, 'succeeded', there.error ?? '');
    const types = await postgres.rows(`select column_name as name, data_type as type
      from information_schema.columns where table_name = 'typed' order by ordinal_position`);
    assert.deepEqual(
      types.map((c) => `${String(c.name)} ${String(c.type)}`),
      [
        'id integer',
        'big bigint',
        'amount numeric',
        'flag boolean',
        'name character varying',
        'body text',
        'day date',
        'at timestamp without time zone',
        'stamp timestamp with time zone',
        'doc jsonb',
        'bin bytea',
        'huge numeric',
      ],
    );
    const [first] = await postgres.rows(`select big::text, amount::text, flag, name, day::text,
      at::text, (stamp at time zone 'UTC')::text as stamp, doc, encode(bin, 'hex') as bin,
      huge::text from typed where id = 1`);
    assert.deepEqual(first, {
      big: '9007199254740993',
      amount: '1234567.125',
      flag: true,
      name: '名称 one',
      day: '2026-02-28',
      at: '2026-02-28 23:59:58.123456',
      stamp: '2026-03-01 01:02:03.5',
      doc: { a: [1, 'x'], b: null },
      bin: '00ff10',
      huge: '18446744073709551615',
    });

    const back = await sync.copy({
      fromSourceId: postgresSource,
      fromTable: 'typed',
      toSourceId: mariaSource,
      toTable: 'typed_back',
      mode: 'append',
    });
    assert.equal(back.state, 'succeeded', back.error ?? '');
    const columns = `id, big, amount, flag, name, body, cast(day as char) as day,
      cast(at as char) as at, cast(stamp as char) as stamp, doc, bin, huge`;
    const original = await m.rows(`select ${columns} from typed order by id`);
    const returned = await m.rows(`select ${columns} from typed_back order by id`);
    assert.deepEqual(returned.map(comparable), original.map(comparable));
  });

  it('copies a MariaDB table without a key, every row once', async (t) => {
    const m = skip(t);
    if (m === undefined) return;
    const run = await sync.copy({
      fromSourceId: mariaSource,
      fromTable: 'loose',
      toSourceId: postgresSource,
      toTable: 'loose',
      mode: 'append',
    });
    assert.equal(run.state, 'succeeded', run.error ?? '');
    assert.equal(run.rowsDone, 2500);
    const [copied] = await postgres.rows(
      'select count(*)::int as n, count(distinct label)::int as labels, sum(n)::int as total from loose',
    );
    const [kept] = await m.rows(
      'select count(*) as n, count(distinct label) as labels, sum(n) as total from loose',
    );
    assert.deepEqual(copied, { n: 2500, labels: 2500, total: Number(kept?.total) });
  });
});
