import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  ADMIN_BUTTON,
  DATA_INTERFACE,
  DATA_INTERFACE_BUTTON,
  DATA_INTERFACE_PAGE,
  fillPath,
  type DataInterfaceBriefList,
  type DataInterfaceImportResult,
  type DataInterfaceLogPage,
  type DataInterfaceOptionList,
  type DataInterfacePage,
  type DataInterfaceRecord,
  type DataInterfaceTransfer,
  type StateResult,
} from '@mepm/contract';
import { eq } from 'drizzle-orm';
import {
  dataInterfaceLogs,
  dataInterfaces,
} from '../../src/modules/systemData/dataInterface/schema';
import { describeAuthorizationMatrix } from '../support/authorization-matrix';
import { callerWithRole } from '../support/permission-fixtures';
import { startAppAsAdmin } from '../support/start-as-admin';
import { call, envelope } from '../support/requests';
import type { Harness } from '../support/app-harness';
import {
  createInterface,
  preview,
  previewRows,
  sqlInterface,
  tryDraft,
  uniqueCode,
} from './data-interface-support';

/** The platform's users table is private to interfaces: a table of people of the test's own. */
const USERS_BY_ACCOUNT = 'select account, real_name from people where account = :account';
const accountParam = { name: 'account', type: 'text', required: true, defaultValue: '' } as const;

describe('data interfaces', () => {
  let h: Harness;
  let token = '';
  const item = (id: string) => fillPath(DATA_INTERFACE.item, { id });

  before(async () => {
    ({ h, token } = await startAppAsAdmin());
    await h.pool.query(
      "create table people as select account, real_name from (values ('admin', '管理员')) p(account, real_name)",
    );
  });
  after(() => h.close());

  it('creates, reads, lists, edits, toggles and deletes an interface', async () => {
    const body = sqlInterface(USERS_BY_ACCOUNT, {
      category: '权限',
      parameters: [accountParam],
      optionMapping: { idField: 'account', nameField: 'real_name' },
    });
    const id = await createInterface(h, token, body);
    const record = envelope<DataInterfaceRecord>(
      await call(h.app, 'GET', item(id), { token }),
    ).data;
    assert.deepEqual(
      [record.enCode, record.kind, record.dataSourceId, record.sqlText, record.enabled],
      [body.enCode, 'sql', '0', USERS_BY_ACCOUNT, true],
    );
    assert.deepEqual(record.parameters, [accountParam]);

    const page = envelope<DataInterfacePage>(
      await call(h.app, 'GET', `${DATA_INTERFACE.list}?keyword=${body.enCode}`, { token }),
    ).data;
    assert.deepEqual(
      page.list.map((row) => [row.id, row.kind, row.category]),
      [[id, 'sql', '权限']],
    );
    const statics = envelope<DataInterfacePage>(
      await call(h.app, 'GET', `${DATA_INTERFACE.list}?kind=static&keyword=${body.enCode}`, {
        token,
      }),
    ).data;
    assert.equal(statics.list.length, 0, 'the kind filter applies');

    const edit = await call(h.app, 'PUT', item(id), {
      token,
      payload: { ...body, fullName: '按账号查用户', sqlText: `${USERS_BY_ACCOUNT};` },
    });
    assert.equal(edit.statusCode, 200, edit.body);
    const edited = envelope<DataInterfaceRecord>(
      await call(h.app, 'GET', item(id), { token }),
    ).data;
    assert.equal(edited.fullName, '按账号查用户');

    const state = fillPath(DATA_INTERFACE.state, { id });
    const off = await call(h.app, 'PUT', state, { token });
    assert.deepEqual(envelope<StateResult>(off).data, { enabled: false });
    const selector = envelope<DataInterfaceBriefList>(
      await call(h.app, 'GET', DATA_INTERFACE.selector, { token }),
    ).data;
    assert.ok(!selector.list.some((row) => row.id === id), 'disabled interfaces are not offered');
    const on = await call(h.app, 'PUT', state, { token, payload: { enabled: true } });
    assert.deepEqual(envelope<StateResult>(on).data, { enabled: true });

    await previewRows(h, token, id, { account: 'admin' });
    const removed = await call(h.app, 'DELETE', item(id), { token });
    assert.equal(removed.statusCode, 200, removed.body);
    assert.equal((await call(h.app, 'GET', item(id), { token })).statusCode, 404);
    const logs = await h.db
      .select()
      .from(dataInterfaceLogs)
      .where(eq(dataInterfaceLogs.interfaceId, id));
    assert.equal(logs.length, 0, 'the call log goes with the interface');
  });

  it('previews a SQL interface with its parameter bound, and pages when declared', async () => {
    const id = await createInterface(
      h,
      token,
      sqlInterface(USERS_BY_ACCOUNT, { parameters: [accountParam] }),
    );
    const result = await previewRows(h, token, id, { account: 'admin' });
    assert.deepEqual(result.list, [{ account: 'admin', real_name: result.list[0]?.real_name }]);
    assert.deepEqual(
      result.columns.map((column) => column.name),
      ['account', 'real_name'],
    );
    assert.equal(result.truncated, false);
    assert.ok(result.durationMs >= 0);

    const missing = await preview(h, token, id);
    assert.equal(missing.statusCode, 400);
    assert.equal(envelope<null>(missing).msg, 'The parameter account is required');

    const paged = await createInterface(
      h,
      token,
      sqlInterface('select en_code from menus order by en_code', { paged: true }),
    );
    const second = await previewRows(h, token, paged, { currentPage: '2', pageSize: '3' });
    assert.equal(second.list.length, 3);
    assert.equal(second.pagination?.currentPage, 2);
    assert.ok((second.pagination?.total ?? 0) > 6);
    const first = await previewRows(h, token, paged, { currentPage: '1', pageSize: '3' });
    assert.notDeepEqual(first.list, second.list);
    const bad = await preview(h, token, paged, { pageSize: '5000' });
    assert.equal(bad.statusCode, 400);
  });

  it('maps fields, serves static JSON, and builds option trees for any signed-in user', async () => {
    const staticData = JSON.stringify({
      data: [
        { code: 'a', label: '甲', parent: '' },
        { code: 'b', label: '乙', parent: 'a' },
        { code: 'c', label: '丙', parent: 'b' },
      ],
    });
    const id = await createInterface(h, token, {
      enCode: uniqueCode('static'),
      fullName: '固定字典',
      kind: 'static',
      staticData,
      resultPath: 'data',
      fieldMapping: [
        { source: 'code', target: 'id' },
        { source: 'label', target: 'name' },
        { source: 'parent', target: 'parentId' },
      ],
      optionMapping: { idField: 'id', nameField: 'name', parentField: 'parentId' },
    });
    const rows = await previewRows(h, token, id);
    assert.deepEqual(rows.list[1], { id: 'b', name: '乙', parentId: 'a' });

    const nobody = await callerWithRole(h, {});
    const options = await call(h.app, 'POST', fillPath(DATA_INTERFACE.options, { id }), {
      token: nobody.token,
      payload: {},
    });
    assert.equal(options.statusCode, 200, options.body);
    assert.deepEqual(envelope<DataInterfaceOptionList>(options).data.list, [
      {
        id: 'a',
        fullName: '甲',
        children: [
          { id: 'b', fullName: '乙', children: [{ id: 'c', fullName: '丙', children: [] }] },
        ],
      },
    ]);
    const selector = await call(h.app, 'GET', DATA_INTERFACE.selector, { token: nobody.token });
    assert.equal(selector.statusCode, 200);
    const managed = await preview(h, nobody.token, id);
    assert.equal(managed.statusCode, 403, 'a preview needs the page and its button');

    await call(h.app, 'PUT', fillPath(DATA_INTERFACE.state, { id }), {
      token,
      payload: { enabled: false },
    });
    const disabled = await call(h.app, 'POST', fillPath(DATA_INTERFACE.options, { id }), {
      token: nobody.token,
      language: 'en',
      payload: {},
    });
    assert.equal(disabled.statusCode, 400);
    assert.equal(envelope<null>(disabled).msg, 'The data interface is disabled');
    const unknown = await call(h.app, 'POST', fillPath(DATA_INTERFACE.options, { id: 'nope' }), {
      token: nobody.token,
      payload: {},
    });
    assert.equal(unknown.statusCode, 404);
    const anonymous = await call(h.app, 'POST', fillPath(DATA_INTERFACE.options, { id }), {
      payload: {},
    });
    assert.notEqual(anonymous.statusCode, 200);
  });

  it('hides what the database said from option callers, and logs it for the page', async () => {
    const id = await createInterface(
      h,
      token,
      sqlInterface('select 1 / (select count(*) - count(*) from people) as x', {
        optionMapping: { idField: 'x', nameField: 'x' },
      }),
    );
    const nobody = await callerWithRole(h, {});
    const failed = await call(h.app, 'POST', fillPath(DATA_INTERFACE.options, { id }), {
      token: nobody.token,
      language: 'en',
      payload: {},
    });
    assert.equal(failed.statusCode, 400);
    assert.equal(envelope<null>(failed).msg, 'The data interface call failed');
    const log = envelope<DataInterfaceLogPage>(
      await call(h.app, 'GET', fillPath(DATA_INTERFACE.log, { id }), { token }),
    ).data;
    assert.equal(log.list.length, 1);
    assert.equal(log.list[0]?.success, false);
    assert.match(log.list[0]?.message ?? '', /division by zero/);
    assert.equal(log.list[0]?.userId, nobody.userId);
    assert.equal(log.list[0]?.via, 'options');
  });

  it('refuses bad definitions with the reason, writing nothing', async () => {
    const before = await h.db.select({ id: dataInterfaces.id }).from(dataInterfaces);
    const cases: [object, RegExp][] = [
      [sqlInterface('bad code', { enCode: 'bad code!' }), /code/i],
      [sqlInterface(''), /needs its statement/],
      [sqlInterface('select :x'), /:x of the statement is not declared/],
      [
        sqlInterface('select 1', {
          parameters: [{ name: 'pageSize', type: 'integer', required: false, defaultValue: '' }],
        }),
        /parameter name pageSize/,
      ],
      [
        sqlInterface('select :a', {
          parameters: [{ name: 'a', type: 'integer', required: false, defaultValue: 'x' }],
        }),
        /not of type integer/,
      ],
      [sqlInterface('select 1', { dataSourceId: 'no-such-source' }), /data source/],
      [{ enCode: uniqueCode('s'), fullName: 'x', kind: 'static', staticData: '{' }, /must be JSON/],
      [
        { enCode: uniqueCode('s'), fullName: 'x', kind: 'static', staticData: '{"a":1}' },
        /no array at the result path/,
      ],
      [
        { enCode: uniqueCode('h'), fullName: 'x', kind: 'http', httpUrl: 'file:///etc/passwd' },
        /http or https/,
      ],
      [{ enCode: uniqueCode('h'), fullName: 'x', kind: 'ftp' }, /kind/i],
    ];
    for (const [payload, message] of cases) {
      const response = await call(h.app, 'POST', DATA_INTERFACE.create, {
        token,
        language: 'en',
        payload,
      });
      assert.equal(response.statusCode, 400, `${JSON.stringify(payload)}: ${response.body}`);
      assert.match(envelope<null>(response).msg, message, JSON.stringify(payload));
    }
    const code = uniqueCode('dup');
    await createInterface(h, token, sqlInterface('select 1', { enCode: code }));
    const twice = await call(h.app, 'POST', DATA_INTERFACE.create, {
      token,
      language: 'en',
      payload: sqlInterface('select 1', { enCode: code }),
    });
    assert.equal(twice.statusCode, 400);
    assert.match(envelope<null>(twice).msg, /code/i);
    const afterRows = await h.db.select({ id: dataInterfaces.id }).from(dataInterfaces);
    assert.equal(afterRows.length, before.length + 1);
  });

  it('tries a draft without saving it', async () => {
    const draft = sqlInterface(USERS_BY_ACCOUNT, { parameters: [accountParam] });
    const response = await tryDraft(h, token, draft, { account: 'admin' });
    assert.equal(response.statusCode, 200, response.body);
    const [row] = await h.db
      .select()
      .from(dataInterfaces)
      .where(eq(dataInterfaces.enCode, draft.enCode));
    assert.equal(row, undefined);
    const refused = await tryDraft(h, token, sqlInterface('delete from users'));
    assert.equal(refused.statusCode, 400);
  });

  it('exports an interface and imports the file: replaced by code, else created', async () => {
    const body = sqlInterface(USERS_BY_ACCOUNT, {
      parameters: [accountParam],
      description: '导出',
    });
    const id = await createInterface(h, token, body);
    const file = envelope<DataInterfaceTransfer>(
      await call(h.app, 'GET', fillPath(DATA_INTERFACE.export, { id }), { token }),
    ).data;
    assert.equal(file.enCode, body.enCode);
    assert.equal(file.sqlText, USERS_BY_ACCOUNT);
    assert.ok(!('id' in file));

    const replaced = await call(h.app, 'POST', DATA_INTERFACE.import, {
      token,
      payload: { ...file, fullName: '导入后' },
    });
    assert.deepEqual(envelope<DataInterfaceImportResult>(replaced).data, { id, created: false });
    const copy = await call(h.app, 'POST', DATA_INTERFACE.import, {
      token,
      payload: { ...file, enCode: uniqueCode('copy') },
    });
    const created = envelope<DataInterfaceImportResult>(copy).data;
    assert.equal(created.created, true);
    assert.notEqual(created.id, id);
    const bad = await call(h.app, 'POST', DATA_INTERFACE.import, {
      token,
      payload: { ...file, sqlText: 'drop table users' },
    });
    assert.equal(bad.statusCode, 400);
  });

  it('logs 50 simultaneous previews, each once, with who, rows and outcome', async () => {
    const id = await createInterface(
      h,
      token,
      sqlInterface(USERS_BY_ACCOUNT, { parameters: [accountParam] }),
    );
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => preview(h, token, id, { account: 'admin' })),
    );
    assert.deepEqual([...new Set(responses.map((response) => response.statusCode))], [200]);
    const log = envelope<DataInterfaceLogPage>(
      await call(h.app, 'GET', `${fillPath(DATA_INTERFACE.log, { id })}?pageSize=100`, { token }),
    ).data;
    assert.equal(log.pagination.total, 50);
    assert.equal(new Set(log.list.map((row) => row.id)).size, 50);
    assert.ok(log.list.every((row) => row.success && row.rows === 1 && row.via === 'preview'));
    assert.ok(log.list.every((row) => row.userName.endsWith('/admin')));
  });

  const menu = DATA_INTERFACE_PAGE;
  const interfaceFor = () => createInterface(h, token, sqlInterface('select 1 as one'));
  describeAuthorizationMatrix(
    () => h,
    [
      {
        name: 'list',
        permission: { menu },
        request: () => ({ method: 'GET', url: DATA_INTERFACE.list }),
      },
      {
        name: 'read',
        permission: { menu },
        request: async () => ({ method: 'GET', url: item(await interfaceFor()) }),
      },
      {
        name: 'call log',
        permission: { menu },
        request: async () => ({
          method: 'GET',
          url: fillPath(DATA_INTERFACE.log, { id: await interfaceFor() }),
        }),
      },
      {
        name: 'create',
        permission: { menu, button: ADMIN_BUTTON.add },
        request: () => ({
          method: 'POST',
          url: DATA_INTERFACE.create,
          payload: sqlInterface('select 1'),
        }),
      },
      {
        name: 'edit',
        permission: { menu, button: ADMIN_BUTTON.edit },
        request: async () => ({
          method: 'PUT',
          url: item(await interfaceFor()),
          payload: sqlInterface('select 2'),
        }),
      },
      {
        name: 'delete',
        permission: { menu, button: ADMIN_BUTTON.remove },
        request: async () => ({ method: 'DELETE', url: item(await interfaceFor()) }),
      },
      {
        name: 'state',
        permission: { menu, button: ADMIN_BUTTON.state },
        request: async () => ({
          method: 'PUT',
          url: fillPath(DATA_INTERFACE.state, { id: await interfaceFor() }),
          payload: { enabled: false },
        }),
      },
      {
        name: 'preview',
        permission: { menu, button: DATA_INTERFACE_BUTTON.preview },
        request: async () => ({
          method: 'GET',
          url: fillPath(DATA_INTERFACE.response, { id: await interfaceFor() }),
        }),
      },
      {
        name: 'export',
        permission: { menu, button: DATA_INTERFACE_BUTTON.export },
        request: async () => ({
          method: 'GET',
          url: fillPath(DATA_INTERFACE.export, { id: await interfaceFor() }),
        }),
      },
      {
        name: 'import',
        permission: { menu, button: DATA_INTERFACE_BUTTON.import },
        request: () => ({
          method: 'POST',
          url: DATA_INTERFACE.import,
          payload: sqlInterface('select 3'),
        }),
      },
    ],
  );

  it('lets a draft be tried only with the preview button and add or edit', async () => {
    const payload = { definition: sqlInterface('select 1 as one') };
    const only = await callerWithRole(h, {
      menus: [menu],
      buttons: [[menu, DATA_INTERFACE_BUTTON.preview]],
    });
    const refused = await call(h.app, 'POST', DATA_INTERFACE.test, { token: only.token, payload });
    assert.equal(refused.statusCode, 403);
    const editor = await callerWithRole(h, {
      menus: [menu],
      buttons: [
        [menu, DATA_INTERFACE_BUTTON.preview],
        [menu, ADMIN_BUTTON.edit],
      ],
    });
    const allowed = await call(h.app, 'POST', DATA_INTERFACE.test, {
      token: editor.token,
      payload,
    });
    assert.equal(allowed.statusCode, 200, allowed.body);
    const noPreview = await callerWithRole(h, {
      menus: [menu],
      buttons: [[menu, ADMIN_BUTTON.add]],
    });
    const without = await call(h.app, 'POST', DATA_INTERFACE.test, {
      token: noPreview.token,
      payload,
    });
    assert.equal(without.statusCode, 403);
  });
});
