import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  DATA_MODEL,
  fillPath,
  VISUALDEV_BASE,
  type DataModelTableList,
  type DesignTablePreview,
  type FormField,
  type WebDesignRecord,
} from '@mepm/contract';
import { sql } from 'drizzle-orm';
import type { Harness } from '../support/app-harness';
import { call, envelope } from '../support/requests';
import { startAppAsAdmin } from '../support/start-as-admin';
import { createDesign, designBody, input, orderFields, uniqueCode } from './web-design-support';

describe("a function design's tables", () => {
  let h: Harness;
  let token = '';
  const item = (id: string) => fillPath(VISUALDEV_BASE.item, { id });
  const read = async (id: string) =>
    envelope<WebDesignRecord>(await call(h.app, 'GET', item(id), { token })).data;
  const release = (id: string, extra: object = {}, language = 'en') =>
    call(h.app, 'PUT', fillPath(VISUALDEV_BASE.state, { id }), {
      token,
      language,
      payload: { state: 1, ...extra },
    });
  const preview = (id: string) =>
    call(h.app, 'POST', fillPath(VISUALDEV_BASE.tablePreview, { id }), { token });
  /** Saves new fields (and tables JSON) over the design's current version. */
  async function edit(id: string, code: string, fields: FormField[], extra: object = {}) {
    const { version } = await read(id);
    const response = await call(h.app, 'PUT', item(id), {
      token,
      payload: { ...designBody(code, { formData: { formConf: {}, fields }, ...extra }), version },
    });
    assert.equal(response.statusCode, 200, response.body);
  }
  /** A table's columns as the catalog has them: name and type. */
  async function columnsOf(table: string): Promise<string[]> {
    const { rows } = await h.db.execute<{ name: string; type: string }>(sql`
      select a.attname as name, format_type(a.atttypid, a.atttypmod) as type
      from pg_attribute a join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relname = ${table}
        and a.attnum > 0 and not a.attisdropped
      order by a.attnum`);
    return rows.map((row) => `${row.name} ${row.type}`);
  }
  const mainOf = (code: string) => `wyzx_${code.toLowerCase()}`;
  /** A table's indexes besides its key, as PostgreSQL prints them. */
  async function indexesOf(table: string): Promise<string[]> {
    const { rows } = await h.db.execute<{ definition: string }>(sql`
      select indexdef as definition from pg_indexes
      where schemaname = current_schema() and tablename = ${table} and indexname not like '%pkey'
      order by indexname`);
    // Without the schema, which differs between test databases.
    return rows.map((row) => row.definition.replace(/ ON \S+\./, ' ON '));
  }

  before(async () => {
    ({ h, token } = await startAppAsAdmin());
  });
  after(() => h.close());

  it('creates the main table and the sub-table on release, and records them', async () => {
    const code = uniqueCode('tbl');
    const id = await createDesign(h, token, designBody(code));
    const released = await release(id);
    assert.equal(released.statusCode, 200, released.body);
    const main = mainOf(code);
    assert.deepEqual(await columnsOf(main), [
      'f_id character varying(50)',
      'f_creator_user_id character varying(50)',
      'f_created_at timestamp with time zone',
      'f_modifier_user_id character varying(50)',
      'f_updated_at timestamp with time zone',
      'f_version integer',
      'f_delete_mark integer',
      'name text',
      'total numeric(38,2)',
      'remark text',
    ]);
    assert.deepEqual(await columnsOf(`${main}_lines`), [
      'f_id character varying(50)',
      'f_foreign_id character varying(50)',
      'qty numeric(38,10)',
    ]);
    // The list's default order and the sub-table's parent are indexed from the start.
    assert.deepEqual(await indexesOf(main), [
      `CREATE INDEX ${main}_newest_idx ON ${main} USING btree (f_created_at DESC NULLS LAST, f_id DESC)`,
    ]);
    assert.deepEqual(await indexesOf(`${main}_lines`), [
      `CREATE INDEX ${main}_lines_parent_idx ON ${main}_lines USING btree (f_foreign_id)`,
    ]);
    const record = await read(id);
    assert.equal(record.state, 1);
    assert.deepEqual(record.tables, [
      {
        table: main,
        typeId: '1',
        tableField: '',
        relationTable: '',
        relationField: '',
        foreignField: '',
      },
      {
        table: `${main}_lines`,
        typeId: '0',
        tableField: 'lines',
        relationTable: main,
        relationField: 'f_id',
        foreignField: 'f_foreign_id',
      },
    ]);
    // The data model lists them as designed tables (changeable there), not as platform tables.
    const listed = envelope<DataModelTableList>(
      await call(
        h.app,
        'GET',
        `${fillPath(DATA_MODEL.tables, { sourceId: '0' })}?keyword=${main}`,
        {
          token,
        },
      ),
    ).data.list;
    assert.deepEqual(
      listed.map((table) => [table.name, table.readOnly]),
      [
        [main, false],
        [`${main}_lines`, false],
      ],
    );
  });

  it('adds a column on the next release and keeps the rows', async () => {
    const code = uniqueCode('add');
    const id = await createDesign(h, token, designBody(code));
    assert.equal((await release(id)).statusCode, 200);
    const main = mainOf(code);
    await h.db.execute(sql.raw(`insert into ${main} (f_id, name) values ('r1', 'kept')`));
    await edit(id, code, [...orderFields(), input('buyerName', '采购人', 7)]);
    const released = await release(id);
    assert.equal(released.statusCode, 200, released.body);
    assert.equal((await columnsOf(main)).at(-1), 'buyer_name text');
    const { rows } = await h.db.execute<{ name: string }>(sql.raw(`select name from ${main}`));
    assert.deepEqual(rows, [{ name: 'kept' }]);
  });

  it('refuses a change that can lose data until it is confirmed, then makes it', async () => {
    const code = uniqueCode('narrow');
    const fields = (maxlength: number) => [
      { ...input('name', '名称', 1), maxlength } as FormField,
      ...orderFields().slice(1),
    ];
    const id = await createDesign(
      h,
      token,
      designBody(code, { formData: { formConf: {}, fields: fields(100) } }),
    );
    assert.equal((await release(id)).statusCode, 200);
    const main = mainOf(code);
    await h.db.execute(sql.raw(`insert into ${main} (f_id, name) values ('r1', 'short')`));
    // A narrower name and the sub-table moved to a table of another name: the old one goes.
    await edit(id, code, fields(20), {
      tables: [{ table: `${main}_items`, typeId: '0', tableField: 'lines' }],
    });

    const refused = await release(id, {}, 'zh');
    assert.equal(refused.statusCode, 400);
    assert.equal(
      envelope<null>(refused).msg,
      `发布会删除以下表或字段，或改变其类型，可能丢失数据：${main}.name (character varying(100) → varchar(20)), ${main}_lines。请确认后再发布`,
    );
    assert.equal((await read(id)).state, 1, 'still the earlier release');
    assert.deepEqual(await columnsOf(`${main}_items`), [], 'nothing was made');
    assert.equal((await columnsOf(main)).at(-3), 'name character varying(100)');

    // A confirmation holds for the version it was given at, not for one edited since.
    const { version } = await read(id);
    const stale = await release(id, { confirmDestructive: true, version: version - 1 });
    assert.equal(stale.statusCode, 400);
    assert.match(envelope<null>(stale).msg, /^Someone changed this design/);
    assert.equal(
      (await release(id, { confirmDestructive: true })).statusCode,
      400,
      'a confirmation without the version previewed',
    );
    const confirmed = await release(id, { confirmDestructive: true, version });
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    assert.equal((await columnsOf(main)).at(-3), 'name character varying(20)');
    assert.deepEqual(await columnsOf(`${main}_lines`), []);
    assert.equal((await columnsOf(`${main}_items`)).length, 3);
    const { rows } = await h.db.execute<{ name: string }>(sql.raw(`select name from ${main}`));
    assert.deepEqual(rows, [{ name: 'short' }]);
  });

  it('previews the statements and the losses without changing anything', async () => {
    const code = uniqueCode('prev');
    const id = await createDesign(h, token, designBody(code));
    const response = await preview(id);
    assert.equal(response.statusCode, 200, response.body);
    const { statements, destructive } = envelope<DesignTablePreview>(response).data;
    const main = mainOf(code);
    assert.match(statements[0] ?? '', new RegExp(`^CREATE TABLE "[^"]+"\\."${main}" \\(`));
    assert.ok(statements.some((statement) => statement.includes(`"${main}_lines"`)));
    assert.deepEqual(destructive, []);
    assert.deepEqual(await columnsOf(main), []);
    assert.equal((await read(id)).state, 0);

    assert.ok(
      statements.some((statement) => statement.startsWith(`CREATE INDEX "${main}_newest_idx" ON`)),
      'the preview shows the indexes too',
    );

    assert.equal((await release(id)).statusCode, 200);
    const again = envelope<DesignTablePreview>(await preview(id)).data;
    assert.deepEqual(again, { statements: [], destructive: [] }, 'a released design is up to date');

    // A table released before its indexes were kept gets them at its next release.
    await h.db.execute(sql.raw(`drop index ${main}_newest_idx`));
    const missing = envelope<DesignTablePreview>(await preview(id)).data.statements;
    assert.equal(missing.length, 1);
    assert.match(missing[0] ?? '', new RegExp(`^CREATE INDEX "${main}_newest_idx"`));
  });

  it('refuses keys that meet a system column or each other, naming them', async () => {
    const systemKey = await createDesign(
      h,
      token,
      designBody(uniqueCode('sys'), {
        formData: { formConf: {}, fields: [input('fId', '编号', 1)] },
      }),
    );
    const refused = await release(systemKey);
    assert.equal(refused.statusCode, 400);
    assert.match(envelope<null>(refused).msg, /The field fId would be the column f_id of wyzx_/);

    const twice = await createDesign(
      h,
      token,
      designBody(uniqueCode('two'), {
        formData: {
          formConf: {},
          fields: [input('orderNo', '单号', 1), input('order_no', '单号2', 2)],
        },
      }),
    );
    const same = await release(twice, {}, 'zh');
    assert.equal(same.statusCode, 400);
    assert.match(envelope<null>(same).msg, /字段orderNo, order_no在表wyzx_\w+中对应同一列order_no/);
    assert.equal((await read(twice)).state, 0);
  });

  it("refuses a platform table and another design's table", async () => {
    const platform = await createDesign(
      h,
      token,
      designBody(uniqueCode('plat'), { tables: [{ table: 'visualdev_designs', typeId: '1' }] }),
    );
    const refused = await release(platform);
    assert.equal(refused.statusCode, 400);
    assert.match(envelope<null>(refused).msg, /^The table name visualdev_designs is not valid/);

    const code = uniqueCode('own');
    const first = await createDesign(h, token, designBody(code));
    assert.equal((await release(first)).statusCode, 200);
    const second = await createDesign(
      h,
      token,
      designBody(uniqueCode('thief'), { tables: [{ table: mainOf(code), typeId: '1' }] }),
    );
    const taken = await release(second, {
      confirmDestructive: true,
      version: (await read(second)).version,
    });
    assert.equal(taken.statusCode, 400);
    assert.equal(
      envelope<null>(taken).msg,
      `The table ${mainOf(code)} belongs to the function design "采购申请"`,
    );
    assert.equal((await columnsOf(mainOf(code))).length, 10, 'the first design keeps its table');
  });

  it('gives a copy of a released design tables of its own', async () => {
    const code = uniqueCode('orig');
    const id = await createDesign(h, token, designBody(code));
    assert.equal((await release(id)).statusCode, 200);
    const copied = await call(h.app, 'POST', fillPath(VISUALDEV_BASE.copy, { id }), { token });
    const copy = envelope<{ id: string }>(copied).data.id;
    const { enCode, tables } = await read(copy);
    assert.equal(tables, null);
    assert.equal((await release(copy)).statusCode, 200);
    assert.equal((await columnsOf(mainOf(enCode.replace('.', '_')))).length, 10);
  });

  it('runs one migration for 50 releases of one design at once', async () => {
    const code = uniqueCode('race');
    const id = await createDesign(h, token, designBody(code));
    const answers = await Promise.all(Array.from({ length: 50 }, () => release(id)));
    assert.deepEqual(
      [...new Set(answers.map((answer) => answer.statusCode))],
      [200],
      answers.find((answer) => answer.statusCode !== 200)?.body,
    );
    assert.equal((await columnsOf(mainOf(code))).length, 10);
    const { rows } = await h.db.execute<{ count: number }>(
      sql`select count(*)::int as count from data_model_tables where table_name like ${`${mainOf(code)}%`}`,
    );
    assert.deepEqual(rows, [{ count: 2 }]);
  });
});
