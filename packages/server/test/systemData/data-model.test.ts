/**
 * The data model on the platform's own database: tables listed with the platform's own marked
 * read-only, a designed table created, changed (renames, type, key, defaults, comments) and
 * dropped through the statements its preview shows, and every refusal translated with nothing
 * half-changed.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  DATA_MODEL,
  fillPath,
  type DataModelTableDesign,
  type DataModelTableList,
} from '@mepm/contract';
import type { Harness } from '../support/app-harness';
import { call, envelope } from '../support/requests';
import { startAppAsAdmin } from '../support/start-as-admin';
import {
  adminCalls,
  asDesign,
  defined,
  design,
  freshName,
  own,
  tablesUrl,
  tableUrl,
} from './data-model-support';

describe('the data model', () => {
  let h: Harness;
  let token = '';
  before(async () => ({ h, token } = await startAppAsAdmin()));
  after(() => h.close());

  const { get, send, info } = adminCalls(
    () => h,
    () => token,
  );

  it('lists the platform’s tables read-only, and reads their columns and keys', async () => {
    const { code, data } = await get<DataModelTableList>(`${tablesUrl}?keyword=user`);
    assert.equal(code, 200);
    const users = data.list.find((table) => table.name === 'users');
    assert.ok(users, 'the users table is listed');
    assert.equal(users.readOnly, true);
    assert.ok(data.list.every((table) => table.name.includes('user')));
    const read = await info('users');
    assert.equal(read.readOnly, true);
    const id = read.columns.find((column) => column.name === 'id');
    assert.equal(id?.primaryKey, true);
    assert.ok(read.indexes.some((index) => index.primary && index.columns[0] === 'id'));
    assert.equal((await get(tableUrl('no_such_table'))).code, 404);
  });

  it('refuses to change or drop a table it did not make, leaving it whole', async () => {
    const before = await info('users');
    const change = await send('PUT', tableUrl('users'), asDesign(before));
    assert.equal(change.code, 400);
    assert.match(change.msg, /users.*只能查看/);
    const drop = await send('DELETE', tableUrl('users'));
    assert.equal(drop.code, 400);
    assert.deepEqual((await info('users')).columns, before.columns);
  });

  it('previews, then creates a table exactly as previewed', async () => {
    const name = freshName();
    const preview = await send<{ statements: string[] }>(
      'POST',
      fillPath(DATA_MODEL.preview, own),
      { design: design(name) },
    );
    assert.equal(preview.code, 200);
    assert.match(
      defined(preview.data.statements[0], 'the create'),
      new RegExp(`^CREATE TABLE "\\w+"\\."${name}"`),
    );
    assert.ok(preview.data.statements.some((s) => s.includes(`."${name}"."amount" IS E'金额'`)));
    const created = await send<{ statements: string[] }>('POST', tablesUrl, design(name));
    assert.equal(created.code, 200);
    assert.deepEqual(created.data.statements, preview.data.statements);

    const read = await info(name);
    assert.equal(read.readOnly, false);
    assert.equal(read.comment, '订单');
    const amount = read.columns.find((column) => column.name === 'amount');
    assert.deepEqual(
      {
        design: amount?.design,
        length: amount?.length,
        scale: amount?.scale,
        default: amount?.defaultValue,
      },
      { design: 'decimal', length: 12, scale: 2, default: '0' },
    );
    assert.equal(read.columns.find((column) => column.name === 'id')?.primaryKey, true);
    const listed = await get<DataModelTableList>(`${tablesUrl}?keyword=${name}`);
    assert.deepEqual(
      listed.data.list.map((table) => [table.name, table.readOnly]),
      [[name, false]],
    );
  });

  it('changes a table: renames and swaps columns, changes a type, adds and drops, moves the key', async () => {
    const name = freshName();
    await send('POST', tablesUrl, design(name));
    await h.pool.query(`insert into "${name}" (id, amount, title) values ('a', 5, 'x')`);
    const current = asDesign(await info(name));
    const [id, amount, title] = current.columns.map((column, i) => defined(column, `column ${i}`));
    const next: DataModelTableDesign = {
      name,
      comment: '订单表',
      columns: [
        { ...defined(id, 'id'), primaryKey: false, nullable: false },
        // amount and title swap names; the old amount becomes text with a default.
        {
          ...defined(amount, 'amount'),
          name: 'title',
          type: 'text',
          defaultValue: 'n/a',
          comment: '',
        },
        { ...defined(title, 'title'), name: 'amount' },
        { name: 'code', type: 'int', nullable: false, primaryKey: true, defaultValue: '7' },
      ],
    };
    const changed = await send<{ statements: string[] }>('PUT', tableUrl(name), next);
    assert.equal(changed.code, 200, changed.msg);
    const read = await info(name);
    assert.deepEqual(
      read.columns.map((c) => [c.name, c.design, c.primaryKey, c.defaultValue]),
      [
        ['id', 'varchar', false, null],
        ['title', 'text', false, 'n/a'],
        ['amount', 'varchar', false, null],
        ['code', 'int', true, '7'],
      ],
    );
    assert.equal(read.comment, '订单表');
    const { rows } = await h.pool.query(`select id, title, amount, code from "${name}"`);
    assert.deepEqual(rows, [{ id: 'a', title: '5.00', amount: 'x', code: 7 }]);
  });

  it('renames a table, and refuses a rename onto a table that exists', async () => {
    const name = freshName();
    const other = freshName();
    await send('POST', tablesUrl, design(name));
    await send('POST', tablesUrl, design(other));
    const onto = await send('PUT', tableUrl(name), { ...asDesign(await info(name)), name: other });
    assert.equal(onto.code, 400);
    assert.match(onto.msg, new RegExp(`${other}.*已存在`));
    assert.equal((await info(name)).name, name);
    const renamed = freshName('renamed');
    const ok = await send('PUT', tableUrl(name), { ...asDesign(await info(name)), name: renamed });
    assert.equal(ok.code, 200, ok.msg);
    assert.equal((await info(renamed)).readOnly, false, 'the renamed table is still designed');
    assert.equal((await get(tableUrl(name))).code, 404);
  });

  it('answers a change the data refuses with the database’s reason, changing nothing', async () => {
    const name = freshName();
    await send('POST', tablesUrl, design(name));
    await h.pool.query(`insert into "${name}" (id, title) values ('a', null)`);
    const before = await info(name);
    const next = asDesign(before);
    next.columns = next.columns.map((column) =>
      column.name === 'title' ? { ...column, nullable: false } : column,
    );
    next.columns.push({ name: 'added', type: 'int', nullable: true, primaryKey: false });
    const refused = await send('PUT', tableUrl(name), next);
    assert.equal(refused.code, 400);
    assert.match(refused.msg, /数据库拒绝了修改/);
    assert.deepEqual((await info(name)).columns, before.columns, 'no statement of it stayed');
  });

  it('refuses a stale or repeated change instead of dropping a column with its data', async () => {
    const name = freshName();
    await send('POST', tablesUrl, design(name));
    const read = await info(name);
    const added = asDesign(read);
    added.columns.push({ name: 'x', type: 'text', nullable: true, primaryKey: false });
    assert.equal((await send('PUT', tableUrl(name), added)).code, 200);
    await h.pool.query(`insert into "${name}" (id, x) values ('a', 'precious')`);
    // The same save again: it was designed on the table before x existed.
    const again = await send('PUT', tableUrl(name), added);
    assert.equal(again.code, 400);
    assert.match(again.msg, /已被修改/);
    const unversioned = await send('PUT', tableUrl(name), { ...added, version: undefined });
    assert.equal(unversioned.code, 400);
    assert.match(unversioned.msg, /已有字段x/);
    const { rows } = await h.pool.query(`select x from "${name}"`);
    assert.deepEqual(rows, [{ x: 'precious' }]);
  });

  it('refuses a shorter length that would cut stored text, and changes a type with a default', async () => {
    const name = freshName();
    await send('POST', tablesUrl, design(name));
    await h.pool.query(`insert into "${name}" (id, title) values ('a', 'abcdefgh')`);
    const shorter = asDesign(await info(name));
    shorter.columns = shorter.columns.map((column) =>
      column.name === 'title' ? { ...column, length: 3 } : column,
    );
    const refused = await send('PUT', tableUrl(name), shorter);
    assert.equal(refused.code, 400);
    assert.match(refused.msg, /数据库拒绝了修改/);
    assert.deepEqual((await h.pool.query(`select title from "${name}"`)).rows, [
      { title: 'abcdefgh' },
    ]);

    // amount is a decimal with the default 0: it becomes text with another default.
    const retyped = asDesign(await info(name));
    retyped.columns = retyped.columns.map((column) =>
      column.name === 'amount' ? { ...column, type: 'text', defaultValue: 'none' } : column,
    );
    const changed = await send('PUT', tableUrl(name), retyped);
    assert.equal(changed.code, 200, changed.msg);
    const amount = (await info(name)).columns.find((column) => column.name === 'amount');
    assert.deepEqual([amount?.design, amount?.defaultValue], ['text', 'none']);
  });

  it('reads back the defaults it wrote, so an unchanged design changes nothing', async () => {
    const name = freshName();
    const body = design(name, {
      columns: [
        { name: 'id', type: 'int', nullable: false, primaryKey: true },
        {
          name: 'at',
          type: 'timestamptz',
          nullable: true,
          primaryKey: false,
          defaultValue: '2024-01-01 10:00:00+08',
        },
        {
          name: 'day',
          type: 'date',
          nullable: true,
          primaryKey: false,
          defaultValue: '2024-02-29',
        },
        {
          name: 'path',
          type: 'text',
          nullable: true,
          primaryKey: false,
          defaultValue: String.raw`C:\dir\'q'`,
        },
        {
          name: 'price',
          type: 'decimal',
          length: 6,
          scale: 2,
          nullable: true,
          primaryKey: false,
          defaultValue: '-12.5',
        },
      ],
    });
    const created = await send('POST', tablesUrl, body);
    assert.equal(created.code, 200, created.msg);
    const preview = await send<{ statements: string[] }>(
      'POST',
      fillPath(DATA_MODEL.preview, own),
      {
        table: name,
        design: asDesign(await info(name)),
      },
    );
    assert.equal(preview.code, 200, preview.msg);
    assert.deepEqual(preview.data.statements, []);
    const path = (await info(name)).columns.find((column) => column.name === 'path');
    assert.equal(path?.defaultValue, String.raw`C:\dir\'q'`);
  });

  it('refuses a decimal default its precision cannot hold, and names PostgreSQL reserves', async () => {
    const overflow = design(freshName(), {
      columns: [
        {
          name: 'd',
          type: 'decimal',
          length: 4,
          scale: 2,
          nullable: true,
          primaryKey: false,
          defaultValue: '123456',
        },
      ],
    });
    assert.match((await send('POST', tablesUrl, overflow)).msg, /默认值/);
    const reserved = await send('POST', tablesUrl, design('pg_class'));
    assert.equal(reserved.code, 400);
    assert.match(reserved.msg, /pg_/);
  });

  it('answers a change that objects depending on the table prevent with the reason', async () => {
    const name = freshName();
    await send('POST', tablesUrl, design(name));
    await h.pool.query(`create view "${name}_v" as select title from "${name}"`);
    const read = asDesign(await info(name));
    read.columns = read.columns.filter((column) => column.name !== 'title');
    const refused = await send('PUT', tableUrl(name), read);
    assert.equal(refused.code, 400);
    assert.match(refused.msg, /数据库拒绝了修改/);
    assert.equal((await send('DELETE', tableUrl(name))).code, 400);
    await h.pool.query(`drop view "${name}_v"`);
  });

  it('does not take a table made by hand under a dropped designed name for the designed one', async () => {
    const name = freshName();
    await send('POST', tablesUrl, design(name));
    await h.pool.query(`drop table "${name}"`);
    await h.pool.query(`create table "${name}" (id int, secret text)`);
    assert.equal((await info(name)).readOnly, true);
    const drop = await send('DELETE', tableUrl(name));
    assert.equal(drop.code, 400);
    assert.match(drop.msg, /只能查看/);
    await h.pool.query(`drop table "${name}"`);
    // The stale registry row is gone: the name can be designed again.
    assert.equal((await send('POST', tablesUrl, design(name))).code, 200);
  });

  it('reads the row estimate of a table whose name holds an underscore', async () => {
    const name = freshName('est_tab');
    await send('POST', tablesUrl, design(name));
    await h.pool.query(`insert into "${name}" (id) select g::text from generate_series(1, 50) g`);
    await h.pool.query(`analyze "${name}"`);
    assert.equal((await info(name)).rows, 50);
  });

  it('refuses bad designs with translated reasons', async () => {
    const name = freshName();
    const cases: [DataModelTableDesign, RegExp][] = [
      [
        {
          ...design(name),
          columns: [...design(name).columns, defined(design(name).columns[0], 'id')],
        },
        /字段id重复/,
      ],
      [
        design(name, {
          columns: [
            {
              name: 'n',
              type: 'int',
              nullable: true,
              primaryKey: false,
              defaultValue: '1; drop table users',
            },
          ],
        }),
        /默认值/,
      ],
      [
        design(name, {
          columns: [
            { name: 'd', type: 'decimal', length: 4, scale: 6, nullable: true, primaryKey: false },
          ],
        }),
        /小数位数/,
      ],
      [design('Users; drop table users'), /表名|名称/],
    ];
    for (const [body, reason] of cases) {
      const answer = await send('POST', tablesUrl, body);
      assert.equal(answer.code, 400, JSON.stringify(body));
      assert.match(answer.msg, reason);
    }
    assert.equal((await get(tableUrl(name))).code, 404, 'nothing was created');
    const english = envelope(
      await call(h.app, 'POST', tablesUrl, {
        token,
        language: 'en',
        payload: defined(cases[1], 'a case')[0],
      }),
    );
    assert.match(english.msg, /default of column n is not a int value/);
  });

  it('keeps a string default a string, whatever it holds', async () => {
    const name = freshName();
    const sneaky = `x'); drop table users; --`;
    const body = design(name, {
      columns: [
        { name: 'id', type: 'int', nullable: false, primaryKey: true },
        { name: 'note', type: 'text', nullable: true, primaryKey: false, defaultValue: sneaky },
      ],
    });
    assert.equal((await send('POST', tablesUrl, body)).code, 200);
    assert.equal((await info(name)).columns[1]?.defaultValue, sneaky);
    assert.equal((await info('users')).name, 'users');
  });

  it('creates one table of 20 concurrent creates of one name; the others are told it exists', async () => {
    const name = freshName();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => send('POST', tablesUrl, design(name))),
    );
    assert.equal(answers.filter((answer) => answer.code === 200).length, 1);
    for (const answer of answers.filter((a) => a.code !== 200)) {
      assert.equal(answer.code, 400);
      assert.match(answer.msg, /已存在/);
    }
  });

  it('drops a designed table and forgets it', async () => {
    const name = freshName();
    await send('POST', tablesUrl, design(name));
    assert.equal((await send('DELETE', tableUrl(name))).code, 200);
    assert.equal((await get(tableUrl(name))).code, 404);
    // A table made by hand under the same name later is not the designed one.
    await h.pool.query(`create table "${name}" (id int)`);
    assert.equal((await info(name)).readOnly, true);
  });
});
