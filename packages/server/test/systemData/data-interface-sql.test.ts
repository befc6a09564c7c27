import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DATA_INTERFACE, type DataInterfaceBody } from '@mepm/contract';
import { count } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { startAppAsAdmin } from '../support/start-as-admin';
import { call, envelope } from '../support/requests';
import type { Harness } from '../support/app-harness';
import { createInterface, previewRows, sqlInterface, tryDraft } from './data-interface-support';

const onPostgres = process.env.DATABASE_URL !== undefined;

describe('data interfaces: SQL that is not a plain read is refused', () => {
  let h: Harness;
  let token = '';
  const userCount = async () => (await h.db.select({ n: count() }).from(users))[0]?.n;
  const refusal = async (sqlText: string, extra: Partial<DataInterfaceBody> = {}) => {
    const response = await call(h.app, 'POST', DATA_INTERFACE.create, {
      token,
      language: 'en',
      payload: sqlInterface(sqlText, extra),
    });
    assert.equal(response.statusCode, 400, `${sqlText}: ${response.body}`);
    return envelope<null>(response).msg;
  };

  before(async () => {
    ({ h, token } = await startAppAsAdmin());
    await h.pool.query(
      "create table people as select account, real_name from (values ('admin', '管理员')) p(account, real_name)",
    );
  });
  after(() => h.close());

  it('binds parameters: a value is never read as SQL', async () => {
    const id = await createInterface(
      h,
      token,
      sqlInterface('select account from people where account = :account', {
        parameters: [{ name: 'account', type: 'text', required: true, defaultValue: '' }],
      }),
    );
    const before = await userCount();
    for (const account of [
      "admin' or '1'='1",
      "'; delete from users; --",
      'admin\\',
      "admin'--",
      '$1',
      ':account',
    ]) {
      const result = await previewRows(h, token, id, { account });
      assert.deepEqual(result.list, [], account);
    }
    assert.equal(await userCount(), before);
    const typed = await createInterface(
      h,
      token,
      sqlInterface('select :num::int + 1 as next', {
        parameters: [{ name: 'num', type: 'integer', required: true, defaultValue: '' }],
      }),
    );
    assert.deepEqual((await previewRows(h, token, typed, { num: '41' })).list, [{ next: 42 }]);
    const notNumber = await call(
      h.app,
      'GET',
      `${DATA_INTERFACE.response.replace(':id', typed)}?num=${encodeURIComponent('1; drop table users')}`,
      { token, language: 'en' },
    );
    assert.equal(notNumber.statusCode, 400);
    assert.equal(
      envelope<null>(notNumber).msg,
      'The value of the parameter num is not of type integer',
    );
  });

  it('leaves literals, quoted names, comments and casts alone when binding', async () => {
    const id = await createInterface(
      h,
      token,
      sqlInterface(
        `select ':nope' as a, '10:30' as "b:c", 1::text as d /* :nope */, :x as e -- :nope`,
        { parameters: [{ name: 'x', type: 'text', required: false, defaultValue: 'X' }] },
      ),
    );
    assert.deepEqual((await previewRows(h, token, id)).list, [
      { a: ':nope', 'b:c': '10:30', d: '1', e: 'X' },
    ]);
  });

  it('refuses more than one statement, DDL, DML and SELECT … INTO', async () => {
    const before = await userCount();
    for (const sqlText of [
      'select 1; select 2',
      'select 1; delete from users',
      'select 1;; delete from users',
      'delete from users',
      'update users set real_name = real_name',
      "insert into users (id) values ('x')",
      'create table stolen (a int)',
      'drop table users',
      'truncate users',
      'alter table users add column x int',
      'grant all on users to public',
      'copy users to stdout',
      'set statement_timeout = 0',
      'select * into stolen from users',
      'with gone as (delete from users returning *) select * from gone',
      'explain analyze delete from users',
    ]) {
      const message = await refusal(sqlText);
      assert.match(message, /SELECT|cannot be read|may not use/, sqlText);
    }
    assert.equal(await userCount(), before);
  });

  it('refuses functions that sleep, read files, reach other servers or change settings', async () => {
    for (const [sqlText, name] of [
      ['select pg_sleep(5)', 'pg_sleep'],
      ['select PG_SLEEP(5)', 'pg_sleep'],
      ['select pg_catalog.pg_sleep(5)', 'pg_sleep'],
      ['select "pg_sleep"(5)', 'pg_sleep'],
      ['select * from pg_sleep(5)', 'pg_sleep'],
      ["select 1 where pg_sleep_for('5 s') is null", 'pg_sleep_for'],
      ["select pg_read_file('/etc/passwd')", 'pg_read_file'],
      ["select * from pg_ls_dir('.')", 'pg_ls_dir'],
      ["select lo_import('/etc/passwd')", 'lo_import'],
      ["select dblink('host=10.0.0.1', 'select 1')", 'dblink'],
      ["select set_config('statement_timeout', '0', false)", 'set_config'],
      ['select pg_terminate_backend(1)', 'pg_terminate_backend'],
      ['select pg_cancel_backend(1)', 'pg_cancel_backend'],
      ["select query_to_xml('select pg_sleep(5)', true, true, '')", 'query_to_xml'],
      ['select pg_advisory_lock(1)', 'pg_advisory_lock'],
    ] as const) {
      assert.equal(await refusal(sqlText), `The SQL statement may not use ${name}`, sqlText);
    }
    const draft = await tryDraft(
      h,
      token,
      sqlInterface("select 1 where 'a' like'a\\' or pg_sleep(5) is null --'"),
    );
    assert.equal(draft.statusCode, 400, 'a backslash does not end a standard string');
  });

  it('keeps the platform’s private tables and catalogs out of its own database’s interfaces', async () => {
    for (const [sqlText, name] of [
      ['select account, password_hash from users', 'users'],
      ['select * from "users"', 'users'],
      ['select * from public.users', 'public.users'],
      ['select x.* from (select * from sessions) x', 'sessions'],
      ['with s as (select * from system_settings) select * from s', 'system_settings'],
      ['select * from people where exists (select 1 from data_sources)', 'data_sources'],
      ['select rolpassword from pg_authid', 'pg_authid'],
      ['select * from pg_catalog.pg_stats', 'pg_catalog.pg_stats'],
    ] as const) {
      assert.equal(await refusal(sqlText), `The SQL statement may not use ${name}`, sqlText);
    }
  });

  it('cuts a long cross join at the row cap', async () => {
    const id = await createInterface(
      h,
      token,
      sqlInterface('select a.id from menus a cross join menus b cross join menus c'),
    );
    const result = await previewRows(h, token, id);
    assert.equal(result.list.length, 1000);
    assert.equal(result.truncated, true);
    assert.equal(result.cancelsAtTimeout, onPostgres);
  });

  it('stops a statement at the time limit where the database can, and says where it cannot', async () => {
    if (!onPostgres) {
      // The embedded engine runs a statement to its end: the answer says so, for the page to warn.
      const id = await createInterface(h, token, sqlInterface('select 1 as one'));
      assert.equal((await previewRows(h, token, id)).cancelsAtTimeout, false);
      return;
    }
    const id = await createInterface(
      h,
      token,
      sqlInterface(
        'select count(*) from menus a, menus b, menus c, menus d, menus e, menus f, menus g',
      ),
    );
    const started = Date.now();
    const response = await call(h.app, 'GET', DATA_INTERFACE.response.replace(':id', id), {
      token,
      language: 'en',
    });
    assert.equal(response.statusCode, 400, response.body);
    assert.equal(envelope<null>(response).msg, 'The data interface took too long');
    assert.ok(Date.now() - started < 15_000);
  });
});
