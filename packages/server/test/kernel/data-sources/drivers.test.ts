/**
 * The drivers against real servers: what a person's SQL may do on an external PostgreSQL or
 * MariaDB source (read with bound parameters, at most the row cap, cancelled at its timeout,
 * never write), and what a connection test is told when the settings are wrong.
 */
import assert from 'node:assert/strict';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import {
  connectionFailure,
  DRIVERS,
  type SourceSettings,
} from '../../../src/kernel/data-sources/drivers';
import type { SourceConnection } from '../../../src/kernel/data-sources/source-connection';
import {
  CLOSED_PORT,
  mariadbDatabase,
  postgresDatabase,
  type ExternalDatabase,
} from './external-sources';

const limits = { timeoutMs: 5_000, maxRows: 3 };

interface Dialect {
  name: string;
  open: () => Promise<ExternalDatabase | string>;
  sleep: (seconds: number) => string;
  rows: string;
  writes: string[];
}

const dialects: Dialect[] = [
  {
    name: 'PostgreSQL',
    open: postgresDatabase,
    sleep: (seconds) => `select pg_sleep(${seconds})`,
    rows: `create table source_rows as select g as n, 'row ' || g as label from generate_series(1, 10) g`,
    writes: [
      'delete from source_rows',
      'with gone as (delete from source_rows returning n) select * from gone',
      'create table made_here (n int)',
      'drop table source_rows',
    ],
  },
  {
    name: 'MariaDB',
    open: mariadbDatabase,
    sleep: (seconds) => `select sleep(${seconds})`,
    rows: "create table source_rows as select seq as n, concat('row ', seq) as label from seq_1_to_10",
    writes: [
      'delete from source_rows',
      'create table made_here (n int)',
      'drop table source_rows',
      "insert into source_rows values (11, 'x')",
      '/*!50000 drop table source_rows */',
      '/* a note */ drop table source_rows',
      "select * from source_rows into outfile '/tmp/source_rows.txt'",
      'select 1; drop table source_rows',
    ],
  },
];

for (const dialect of dialects) {
  describe(`an external ${dialect.name} source`, () => {
    let database: ExternalDatabase | undefined;
    let source: SourceConnection;
    let skipped = '';

    before(async () => {
      const opened = await dialect.open();
      if (typeof opened === 'string') {
        skipped = opened;
        console.log(`${dialect.name} source tests skipped: ${opened}`);
        return;
      }
      database = opened;
      await database.admin(dialect.rows);
      source = DRIVERS[database.settings.kind].open(database.settings);
    });
    after(async () => {
      await source?.close();
      await database?.drop();
    });

    it('binds parameters and reads no more than the row cap, saying it cut', async (t) => {
      if (skipped) return t.skip(skipped);
      const sql = `select n, label from source_rows where n > ${source.placeholder(1)} order by n`;
      const result = await source.readOnlyQuery(sql, [5], limits);
      assert.deepEqual(
        result.rows.map((row) => Number(row.n)),
        [6, 7, 8],
      );
      assert.equal(result.truncated, true);
      assert.deepEqual(
        result.columns.map((column) => column.name),
        ['n', 'label'],
      );
      const few = await source.readOnlyQuery(sql, [8], limits);
      assert.equal(few.truncated, false);
      assert.equal(few.rows.length, 2);
      // The pool is reused after a cut result: the next statement runs as usual.
      const all = await source.readOnlyQuery('select count(*) as c from source_rows', [], limits);
      assert.equal(Number(all.rows[0]?.c), 10);
    });

    it('treats a parameter as a value, never as SQL', async (t) => {
      if (skipped) return t.skip(skipped);
      const sql = `select count(*) as c from source_rows where label = ${source.placeholder(1)}`;
      const result = await source.readOnlyQuery(sql, [`x' or '1'='1`], limits);
      assert.equal(Number(result.rows[0]?.c), 0);
    });

    it('refuses every write and leaves the rows and tables as they were', async (t) => {
      if (skipped || database === undefined) return t.skip(skipped);
      for (const sql of dialect.writes) {
        await assert.rejects(source.readOnlyQuery(sql, [], limits), `${sql} must be refused`);
      }
      const after = await source.readOnlyQuery('select count(*) as c from source_rows', [], limits);
      assert.equal(Number(after.rows[0]?.c), 10);
      await assert.rejects(source.readOnlyQuery('select * from made_here', [], limits));
    });

    it('cancels a statement that runs past its time, and the pool serves the next one', async (t) => {
      if (skipped) return t.skip(skipped);
      assert.equal(source.cancelsAtTimeout, true);
      const started = Date.now();
      await assert.rejects(
        source.readOnlyQuery(dialect.sleep(5), [], { timeoutMs: 300, maxRows: 1 }),
      );
      assert.ok(Date.now() - started < 4_000, 'cancelled well before the sleep ended');
      const next = await source.readOnlyQuery('select 1 as one', [], limits);
      assert.equal(Number(next.rows[0]?.one), 1);
    });

    it('tells a probe why wrong settings fail: refused, authentication, unknown database', async (t) => {
      if (skipped || database === undefined) return t.skip(skipped);
      const settings = database.settings;
      const driver = DRIVERS[settings.kind];
      assert.match(await driver.probe(settings, 5_000), /\d+\.\d+/);
      const failure = async (changed: Partial<SourceSettings>) => {
        const error = await driver.probe({ ...settings, ...changed }, 5_000).then(
          () => assert.fail('the probe connected'),
          (caught: unknown) => caught,
        );
        return connectionFailure(error);
      };
      assert.equal(await failure({ port: CLOSED_PORT }), 'refused');
      assert.equal(await failure({ database: 'no_such_database' }), 'unknownDatabase');
      // PostgreSQL here trusts local users whatever their password: an unknown role it refuses.
      assert.equal(
        await failure(
          settings.kind === 'mysql' ? { password: 'wrong password' } : { user: 'no_such_role' },
        ),
        'authentication',
      );
      assert.equal(await failure({ host: 'no-such-host.invalid' }), 'unknownHost');
    });
  });
}

describe('a server that accepts connections and never answers', () => {
  let silent: Server;
  let port = 0;
  const sockets: Socket[] = [];
  before(async () => {
    silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    port = (silent.address() as AddressInfo).port;
  });
  after(async () => {
    sockets.forEach((socket) => socket.destroy());
    await new Promise((resolve) => silent.close(resolve));
  });

  for (const kind of ['postgresql', 'mysql'] as const) {
    it(`gives up on it in time (${kind}) and says it timed out`, async () => {
      const settings: SourceSettings = {
        kind,
        host: '127.0.0.1',
        port,
        database: 'test',
        schema: '',
        user: 'root',
        password: '',
        ssl: 'off',
        charset: '',
      };
      const started = Date.now();
      const error = await DRIVERS[kind].probe(settings, 500).then(
        () => assert.fail('the probe connected'),
        (caught: unknown) => caught,
      );
      assert.equal(connectionFailure(error), 'timeout', String(error));
      assert.ok(Date.now() - started < 2_000, `${Date.now() - started} ms`);
    });
  }
});
