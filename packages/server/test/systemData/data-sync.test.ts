/**
 * Data sync between two PostgreSQL databases and the platform's own: a 100,000-row table copied
 * into a new table with bounded memory, appends and overwrites into existing tables that change
 * only when every row has arrived, tables without a key, the platform's private and own tables
 * refused, fifty starts at once starting one copy, and a copy whose server died swept up.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DATA_MODEL, fillPath, type DataModelTableInfo } from '@mepm/contract';
import { dataSyncRuns } from '../../src/modules/systemData/dataSync/schema';
import type { Harness } from '../support/app-harness';
import { call, envelope } from '../support/requests';
import { startAppAsAdmin } from '../support/start-as-admin';
import { postgresDatabase, type ExternalDatabase } from '../kernel/data-sources/external-sources';
import { syncCalls } from './data-sync-support';
import { measureLiveHeap } from '../support/live-heap';

const ROWS = 100_000;
const OWN = '0';

/** An order-independent digest of a table's rows, the same on any PostgreSQL database. */
const digest = async (database: ExternalDatabase, table: string) =>
  (
    await database.rows(
      `select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as sum from "${table}" t`,
    )
  )[0];

const stagingTables = async (database: ExternalDatabase) =>
  (await database.rows(`select tablename from pg_tables where tablename like '%\\_\\_sync\\_%'`))
    .length;

describe('data sync', () => {
  let h: Harness;
  let token = '';
  let a: ExternalDatabase;
  let b: ExternalDatabase;
  let sourceA = '';
  let sourceB = '';
  const sync = syncCalls(
    () => h,
    () => token,
  );

  before(async () => {
    ({ h, token } = await startAppAsAdmin());
    [a, b] = await Promise.all([postgresDatabase(), postgresDatabase()]);
    await a.admin(`create table items (
      id bigint primary key, label text not null, amount numeric(12,2), flag boolean,
      made timestamptz, payload jsonb, note varchar(20), raw bytea)`);
    await a.admin(`insert into items
      select g, repeat(md5(g::text), 12), g * 1.25, g % 2 = 0,
        timestamptz '2026-01-01 08:00:00+08' + g * interval '1 minute',
        jsonb_build_object('n', g, 'tags', jsonb_build_array('a', g)),
        case when g % 7 = 0 then null else 'note ' || g end, decode(md5(g::text), 'hex')
      from generate_series(1, ${ROWS}) g`);
    await a.admin(`create table small (id int primary key, name text)`);
    await a.admin(`insert into small select g, '名称' || g from generate_series(1, 10) g`);
    await a.admin(`create table nokey (n int, label text)`);
    await a.admin(`insert into nokey select g % 500, 'row ' || g from generate_series(1, 5000) g`);
    await a.admin(`create view small_view as select * from small`);
    [sourceA, sourceB] = [await sync.sourceFor(a), await sync.sourceFor(b)];
  });
  after(async () => {
    await h.close();
    await Promise.all([a.drop(), b.drop()]);
  });

  it('copies 100,000 rows into a new table, value for value, with bounded memory', async () => {
    const { result: run, grownMb } = await measureLiveHeap(() =>
      sync.copy({
        fromSourceId: sourceA,
        fromTable: 'items',
        toSourceId: sourceB,
        toTable: 'items',
        mode: 'append',
      }),
    );
    assert.equal(run.state, 'succeeded', run.error ?? '');
    assert.equal(run.rowsTotal, ROWS);
    assert.equal(run.rowsDone, ROWS);
    assert.equal(run.createdTable, true);
    assert.deepEqual(await digest(b, 'items'), await digest(a, 'items'));
    const columns = await b.rows(`select column_name, data_type, is_nullable
      from information_schema.columns where table_name = 'items' order by ordinal_position`);
    assert.deepEqual(
      columns.map(
        (c) => `${String(c.column_name)} ${String(c.data_type)} ${String(c.is_nullable)}`,
      ),
      [
        'id bigint NO',
        'label text NO',
        'amount numeric YES',
        'flag boolean YES',
        'made timestamp with time zone YES',
        'payload jsonb YES',
        'note character varying YES',
        'raw bytea YES',
      ],
    );
    const [key] = await b.rows(`select conname from pg_constraint where contype = 'p'
      and conrelid = 'items'::regclass`);
    assert.equal(key?.conname, 'items_pkey');
    // The rows are about 50 MB as text, far more as JavaScript values: held at once they would
    // pass this bound several times (about 3 MB stays alive).
    assert.ok(grownMb < 32, `the copy held ${grownMb.toFixed(1)} MB alive`);
    assert.equal(await stagingTables(b), 0);
  });

  it('appends and overwrites, and a failed copy leaves the target as it was', async () => {
    await b.admin(`create table small_target (id int primary key, name text, extra int default 7)`);
    await b.admin(`insert into small_target (id, name) values (100, 'kept'), (101, 'kept')`);
    const request = {
      fromSourceId: sourceA,
      fromTable: 'small',
      toSourceId: sourceB,
      toTable: 'small_target',
    } as const;
    const appended = await sync.copy({ ...request, mode: 'append' });
    assert.equal(appended.state, 'succeeded', appended.error ?? '');
    assert.equal(appended.createdTable, false);
    const count = async () =>
      (await b.rows('select count(*)::int as n, sum(extra)::int as extra from small_target'))[0];
    assert.deepEqual(await count(), { n: 12, extra: 84 });

    const again = await sync.copy({ ...request, mode: 'append' });
    assert.equal(again.state, 'failed');
    assert.match(again.error ?? '', /写入目标表失败.*duplicate key/);
    assert.deepEqual(await count(), { n: 12, extra: 84 }, 'the failed append changed nothing');

    const overwritten = await sync.copy({ ...request, mode: 'overwrite' });
    assert.equal(overwritten.state, 'succeeded', overwritten.error ?? '');
    assert.deepEqual(await count(), { n: 10, extra: 70 });
    assert.equal(await stagingTables(b), 0);
  });

  it('copies a table without a primary key by its blocks, every row once', async () => {
    const run = await sync.copy({
      fromSourceId: sourceA,
      fromTable: 'nokey',
      toSourceId: sourceB,
      toTable: 'nokey',
      mode: 'append',
    });
    assert.equal(run.state, 'succeeded', run.error ?? '');
    assert.equal(run.rowsDone, 5000);
    assert.deepEqual(await digest(b, 'nokey'), await digest(a, 'nokey'));
  });

  it('refuses what it may not copy, translated, recording nothing', async () => {
    const before = (await sync.runs()).length;
    const from = { fromSourceId: sourceA, toSourceId: sourceB, mode: 'append' } as const;
    const cases: [Parameters<typeof sync.execute>[0], RegExp][] = [
      [{ ...from, fromTable: 'missing', toTable: 'x' }, /数据源中没有表 missing/],
      [{ ...from, fromTable: 'small_view', toTable: 'x' }, /small_view 是视图/],
      [{ ...from, fromTable: 'small', toSourceId: sourceA, toTable: 'small' }, /同一张表/],
      [
        {
          fromSourceId: OWN,
          fromTable: 'users',
          toSourceId: sourceB,
          toTable: 'u',
          mode: 'append',
        },
        /users 是平台的内部表/,
      ],
      [
        { ...from, fromTable: 'small', toSourceId: OWN, toTable: 'data_sync_runs' },
        /data_sync_runs 是平台的表/,
      ],
      [{ ...from, fromTable: 'small', toSourceId: OWN, toTable: 'Mixed' }, /小写字母/],
      [{ ...from, fromTable: 'items', toTable: 'small_target' }, /目标表缺少字段：label, amount/],
    ];
    for (const [request, message] of cases) {
      const answer = await sync.execute(request);
      assert.equal(answer.code, 400, JSON.stringify(request));
      assert.match(answer.msg, message);
    }
    const unknown = await sync.execute({
      ...from,
      fromSourceId: 'no-such-source',
      fromTable: 'small',
      toTable: 'x',
    });
    assert.equal(unknown.code, 404);
    assert.equal((await sync.runs()).length, before);
  });

  it('starts one copy into a table however many ask at once', async () => {
    const request = {
      fromSourceId: sourceA,
      fromTable: 'items',
      toSourceId: sourceB,
      toTable: 'raced',
      mode: 'append',
    } as const;
    const answers = await Promise.all(Array.from({ length: 50 }, () => sync.execute(request)));
    const started = answers.filter((answer) => answer.code === 200);
    assert.equal(started.length, 1, answers.map((answer) => answer.msg).join('\n'));
    for (const refused of answers.filter((answer) => answer.code !== 200)) {
      assert.match(refused.msg, /正在同步到表 raced/);
    }
    const [run] = started;
    const ended = await sync.finished(run?.data.id ?? '');
    assert.equal(ended.state, 'succeeded', ended.error ?? '');
    assert.equal((await b.rows('select count(*)::int as n from raced'))[0]?.n, ROWS);
  });

  it('creates a table on the platform database for the data model, and copies back out', async () => {
    const table = `synced_${process.pid}`;
    const into = await sync.copy({
      fromSourceId: sourceA,
      fromTable: 'small',
      toSourceId: OWN,
      toTable: table,
      mode: 'append',
    });
    assert.equal(into.state, 'succeeded', into.error ?? '');
    const response = await call(
      h.app,
      'GET',
      fillPath(DATA_MODEL.table, { sourceId: OWN, table }),
      {
        token,
      },
    );
    const info = envelope<DataModelTableInfo>(response).data;
    assert.equal(info.readOnly, false, 'the data model may design the table the copy made');
    assert.deepEqual(
      info.columns.map((column) => column.name),
      ['id', 'name'],
    );

    const listed = await sync.tables(OWN);
    assert.ok(listed.data.list.some((t) => t.name === table));
    assert.ok(!listed.data.list.some((t) => t.name === 'users' || t.name === 'sessions'));

    const out = await sync.copy({
      fromSourceId: OWN,
      fromTable: table,
      toSourceId: sourceB,
      toTable: 'from_platform',
      mode: 'append',
    });
    assert.equal(out.state, 'succeeded', out.error ?? '');
    assert.deepEqual(await digest(b, 'from_platform'), await digest(a, 'small'));
  });

  it('marks a copy whose server died as failed and drops its staging table', async () => {
    await b.admin('create table ghost__sync_abcdef (id int)');
    const long = new Date(h.clock.now().getTime() - 10 * 60_000);
    const [row] = await h.db
      .insert(dataSyncRuns)
      .values({
        fromSourceId: sourceA,
        fromTable: 'small',
        toSourceId: sourceB,
        toTable: 'ghost',
        mode: 'append',
        state: 'running',
        staging: 'ghost__sync_abcdef',
        startedBy: 'nobody',
        startedAt: long,
        heartbeatAt: long,
      })
      .returning();
    const runs = await sync.runs();
    const swept = runs.find((run) => run.id === row?.id);
    assert.equal(swept?.state, 'failed');
    assert.match(swept?.error ?? '', /同步中断/);
    assert.equal(await stagingTables(b), 0);
  });
});
