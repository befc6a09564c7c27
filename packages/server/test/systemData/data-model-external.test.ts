/**
 * The data model on external sources: a PostgreSQL and a MariaDB database's tables and views
 * browsed with their types, keys, defaults and comments as their own catalogs spell them; tables
 * designed on the PostgreSQL source (created, changed, dropped there, recorded by the platform);
 * every change on MariaDB refused, translated, with the source untouched.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  DATA_MODEL,
  fillPath,
  type DataModelTableInfo,
  type DataModelTableList,
} from '@mepm/contract';
import type { Harness } from '../support/app-harness';
import { call, envelope } from '../support/requests';
import { startAppAsAdmin } from '../support/start-as-admin';
import {
  mariadbDatabase,
  postgresDatabase,
  type ExternalDatabase,
} from '../kernel/data-sources/external-sources';
import { design } from './data-model-support';
import { SOURCE_LOCK_TIMEOUT_MS } from '../../src/kernel/table-design/designed-tables';
import { syncCalls } from './data-sync-support';

describe('the data model on external sources', () => {
  let h: Harness;
  let token = '';
  let postgres: ExternalDatabase;
  let maria: ExternalDatabase | string;
  const sources: Record<string, string> = {};
  const { sourceFor } = syncCalls(
    () => h,
    () => token,
  );
  const get = async <T>(url: string) => envelope<T>(await call(h.app, 'GET', url, { token }));

  before(async () => {
    ({ h, token } = await startAppAsAdmin());
    postgres = await postgresDatabase();
    await postgres.admin(`create table orders (
      id bigint primary key, title varchar(50) not null default 'untitled', amount numeric(10,2))`);
    await postgres.admin("comment on table orders is '订单'");
    await postgres.admin("comment on column orders.amount is '金额'");
    await postgres.admin('create view open_orders as select id, title from orders');
    sources.postgres = await sourceFor(postgres);
    maria = await mariadbDatabase();
    if (typeof maria === 'string') {
      console.log(`MariaDB data model tests skipped: ${maria}`);
      return;
    }
    await maria.admin(`create table orders (
      id int unsigned primary key, title varchar(50) not null default 'untitled' comment '标题',
      amount decimal(10,2)) comment '订单'`);
    sources.maria = await sourceFor(maria);
  });
  after(async () => {
    await h.close();
    await Promise.all([postgres.drop(), typeof maria === 'string' ? undefined : maria.drop()]);
  });

  const tables = (source: string) => fillPath(DATA_MODEL.tables, { sourceId: source });
  const table = (source: string, name: string) =>
    fillPath(DATA_MODEL.table, { sourceId: source, table: name });

  it('lists and reads a PostgreSQL source’s tables and views, read-only', async () => {
    const source = sources.postgres ?? '';
    const list = await get<DataModelTableList>(tables(source));
    assert.equal(list.code, 200, list.msg);
    assert.deepEqual(
      list.data.list.map((t) => [t.name, t.kind, t.comment, t.readOnly]),
      [
        ['open_orders', 'view', '', true],
        ['orders', 'table', '订单', true],
      ],
    );
    const read = await get<DataModelTableInfo>(table(source, 'orders'));
    assert.equal(read.code, 200, read.msg);
    assert.deepEqual(
      read.data.columns.map((c) => [
        c.name,
        c.type,
        c.nullable,
        c.primaryKey,
        c.defaultValue,
        c.comment,
      ]),
      [
        ['id', 'bigint', false, true, null, ''],
        ['title', 'character varying(50)', false, false, 'untitled', ''],
        ['amount', 'numeric(10,2)', true, false, null, '金额'],
      ],
    );
    assert.deepEqual(
      read.data.indexes.map((index) => index.columns),
      [['id']],
    );
    assert.equal((await get(table(source, 'missing'))).code, 404);
    assert.equal((await get(tables('no-such-source'))).code, 404);
  });

  it('reads a MariaDB source’s tables as MariaDB spells them', async (t) => {
    if (typeof maria === 'string') return t.skip(maria);
    const source = sources.maria ?? '';
    const read = await get<DataModelTableInfo>(table(source, 'orders'));
    assert.equal(read.code, 200, read.msg);
    assert.equal(read.data.comment, '订单');
    assert.deepEqual(
      read.data.columns.map((c) => [c.name, c.type, c.primaryKey, c.comment]),
      [
        ['id', 'int(10) unsigned', true, ''],
        ['title', 'varchar(50)', false, '标题'],
        ['amount', 'decimal(10,2)', false, ''],
      ],
    );
  });

  it('designs tables on a PostgreSQL source, and leaves the others read-only', async () => {
    const source = sources.postgres ?? '';
    const send = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
      envelope(await call(h.app, method, url, { token, ...(payload ? { payload } : {}) }));
    const made = await send('POST', tables(source), design('made_there'));
    assert.equal(made.code, 200, made.msg);
    const there = await postgres.rows(`select column_name as name from information_schema.columns
      where table_name = 'made_there' order by ordinal_position`);
    assert.deepEqual(
      there.map((row) => row.name),
      ['id', 'amount', 'title'],
    );
    const read = await get<DataModelTableInfo>(table(source, 'made_there'));
    assert.equal(read.data.readOnly, false);
    const changed = await send('PUT', table(source, 'made_there'), {
      ...design('made_there'),
      version: read.data.version,
      columns: [
        ...design('made_there').columns.map((column) => ({ ...column, originalName: column.name })),
        { name: 'remark', type: 'text', nullable: true, primaryKey: false },
      ],
    });
    assert.equal(changed.code, 200, changed.msg);
    const remark = await postgres.rows(`select 1 from information_schema.columns
      where table_name = 'made_there' and column_name = 'remark'`);
    assert.equal(remark.length, 1);

    // A change stuck behind a lock someone holds on the source is refused after a while, with
    // the database's reason, instead of holding the platform's transaction; it goes through once
    // the lock is gone.
    const again = await get<DataModelTableInfo>(table(source, 'made_there'));
    const withNote = {
      ...design('made_there'),
      version: again.data.version,
      columns: [
        ...design('made_there').columns.map((column) => ({ ...column, originalName: column.name })),
        { name: 'remark', type: 'text', nullable: true, primaryKey: false, originalName: 'remark' },
        { name: 'note', type: 'text', nullable: true, primaryKey: false },
      ],
    };
    await postgres.admin('begin');
    await postgres.admin('lock table made_there in access share mode');
    const started = Date.now();
    const blocked = await send('PUT', table(source, 'made_there'), withNote);
    const waited = Date.now() - started;
    await postgres.admin('rollback');
    assert.equal(blocked.code, 400, blocked.msg);
    assert.match(blocked.msg, /lock/);
    assert.ok(waited >= SOURCE_LOCK_TIMEOUT_MS - 100, `refused after ${waited} ms`);
    assert.equal((await send('PUT', table(source, 'made_there'), withNote)).code, 200);

    const orders = await get<DataModelTableInfo>(table(source, 'orders'));
    assert.equal(orders.data.readOnly, true);
    const refused = await send('DELETE', table(source, 'orders'));
    assert.equal(refused.code, 400);
    assert.equal(
      (await postgres.rows("select to_regclass('orders') is not null as here"))[0]?.here,
      true,
    );

    assert.equal((await send('DELETE', table(source, 'made_there'))).code, 200);
    assert.equal(
      (await postgres.rows("select to_regclass('made_there') is null as gone"))[0]?.gone,
      true,
    );
  });

  it('refuses every change of a MariaDB source’s tables, touching nothing', async (t) => {
    if (typeof maria === 'string') return t.skip(maria);
    const m = maria;
    const source = sources.maria ?? '';
    const count =
      'select count(*) as n from information_schema.tables where table_schema = database()';
    const before = await m.rows(count);
    const requests: [string, string, unknown][] = [
      ['POST', tables(source), design('made_here')],
      ['PUT', table(source, 'orders'), design('orders')],
      ['DELETE', table(source, 'orders'), undefined],
      ['POST', fillPath(DATA_MODEL.preview, { sourceId: source }), { design: design('made_here') }],
    ];
    for (const [method, url, payload] of requests) {
      const answer = envelope(
        await call(h.app, method as 'POST', url, { token, ...(payload ? { payload } : {}) }),
      );
      assert.equal(answer.code, 400, `${method} ${url}`);
      assert.match(answer.msg, /MySQL 数据连接的表只能查看/);
    }
    assert.deepEqual(await m.rows(count), before);
  });
});
