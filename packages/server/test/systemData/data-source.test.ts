/**
 * The data sources page: records without their passwords, passwords sealed at rest and kept
 * on an edit that leaves them empty, the own database, the picker, the connection test and the
 * refusal to delete a source in use.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  DATA_SOURCE,
  SYSTEM_LOG,
  fillPath,
  type DataSourceBriefList,
  type DataSourcePage,
  type DataSourceRecord,
  type DataSourceTestResult,
  type OperationLog,
  type OperationLogDetail,
  type OwnDataSource,
} from '@mepm/contract';
import { eq } from 'drizzle-orm';
import type { SourceConnections } from '../../src/kernel/data-sources/source-connection';
import { defineModule } from '../../src/kernel/module';
import { defineMessages } from '../../src/kernel/i18n/catalog';
import { MODULES } from '../../src/modules';
import { dataSources } from '../../src/modules/systemData/dataSource/schema';
import { startAppAsAdmin } from '../support/start-as-admin';
import type { Harness } from '../support/app-harness';
import { call, envelope } from '../support/requests';
import { listLog } from '../system-log/log-support';
import { freshName, newSource, sourceBody } from './data-source-support';

const SECRET = 'S3cret-pässword!';

/**
 * A module whose records name a data source: the one source it holds cannot be deleted. It
 * also hands the test the registry of open connections, as every module receives it.
 */
const inUse = { id: '' };
let connections: SourceConnections | undefined;
const userModule = defineModule({
  name: 'test.sourceUser',
  routes: async (_app, deps) => {
    connections = deps.dataSources;
  },
  messages: defineMessages({
    testSourceUsed: { zh: '被{name}使用', zhtw: '被{name}使用', en: 'Used by {name}' },
  }),
  dataSourceUses: [
    {
      // The key is this test's own; the catalog learns it from `messages` above.
      message: 'testSourceUsed' as never,
      find: async (_tx, sourceId) => (sourceId === inUse.id ? 'interface A' : undefined),
    },
  ],
});

describe('data sources', () => {
  let h: Harness;
  let token = '';
  const logLines: string[] = [];
  const get = async <T>(url: string, language = 'en') => {
    const response = await call(h.app, 'GET', url, { token, language });
    assert.equal(response.statusCode, 200, response.body);
    return envelope<T>(response).data;
  };
  const read = (id: string) => get<DataSourceRecord>(fillPath(DATA_SOURCE.item, { id }));
  const rowOf = async (id: string) =>
    (await h.db.select().from(dataSources).where(eq(dataSources.id, id)))[0];
  const test = async (payload: object, language = 'en') => {
    const response = await call(h.app, 'POST', DATA_SOURCE.test, { token, payload, language });
    assert.equal(response.statusCode, 200, response.body);
    return envelope<DataSourceTestResult>(response).data;
  };

  before(async () => {
    ({ h, token } = await startAppAsAdmin(
      // The database the harness opened, as the server's configuration would name it.
      {
        dataSourceKey: Buffer.alloc(32, 9),
        logLevel: 'debug',
        databaseUrl: process.env.DATABASE_URL,
      },
      {
        modules: [...MODULES, userModule],
        logStream: { write: (line) => void logLines.push(line) },
      },
    ));
  });
  after(() => h.close());

  it('creates, reads, lists and edits a source, never answering its password', async () => {
    const name = freshName('仓库库存');
    const id = await newSource(h, token, {
      fullName: name,
      password: SECRET,
      schema: 'public',
      options: { ssl: 'off' },
      description: '库存',
    });
    const record = await read(id);
    assert.equal(record.fullName, name);
    assert.equal(record.hasPassword, true);
    assert.equal(record.schema, 'public');
    assert.deepEqual(record.options, {});
    assert.equal('password' in record, false);

    const page = await get<DataSourcePage>(
      `${DATA_SOURCE.list}?keyword=${encodeURIComponent(name)}`,
    );
    assert.deepEqual(
      page.list.map((row) => row.id),
      [id],
    );
    const edited = await call(h.app, 'PUT', fillPath(DATA_SOURCE.item, { id }), {
      token,
      payload: sourceBody({ fullName: name, kind: 'mysql', port: 3306, schema: 'ignored' }),
    });
    assert.equal(edited.statusCode, 200, edited.body);
    const after = await read(id);
    assert.equal(after.kind, 'mysql');
    assert.equal(after.schema, '', 'a MySQL source has no schema');
    assert.equal(after.hasPassword, true, 'an empty password keeps the stored one');
  });

  it('keeps the password sealed at rest, bound to its record, and replaces it on request', async () => {
    const id = await newSource(h, token, { password: SECRET });
    const row = await rowOf(id);
    assert.ok(row !== undefined);
    assert.match(row.passwordSealed, /^v1:/);
    assert.ok(!row.passwordSealed.includes(SECRET));
    const dump = await h.pool.query('select * from data_sources where id = $1', [id]);
    assert.ok(!JSON.stringify(dump.rows).includes(SECRET));

    await call(h.app, 'PUT', fillPath(DATA_SOURCE.item, { id }), {
      token,
      payload: sourceBody({ fullName: row.fullName }),
    });
    assert.equal((await rowOf(id))?.passwordSealed, row.passwordSealed);
    await call(h.app, 'PUT', fillPath(DATA_SOURCE.item, { id }), {
      token,
      payload: sourceBody({ fullName: row.fullName, password: 'another one' }),
    });
    assert.notEqual((await rowOf(id))?.passwordSealed, row.passwordSealed);
  });

  it('refuses bad input with a message naming the field', async () => {
    const refusals: [object, RegExp][] = [
      [sourceBody({ kind: 'oracle' as never }), /kind/i],
      [sourceBody({ port: 0 }), /port/i],
      [sourceBody({ port: 70000 }), /port/i],
      [sourceBody({ host: 'db.example.com/evil?x=' }), /host/i],
      [sourceBody({ host: '' }), /host/i],
      [sourceBody({ database: '' }), /database/i],
      [sourceBody({ user: '' }), /user/i],
      [sourceBody({ fullName: '   ' }), /name/i],
      [sourceBody({ schema: 'public; drop table x' }), /schema/i],
      [sourceBody({ options: { ssl: 'sometimes' as never } }), /ssl/i],
      [sourceBody({ options: { sslrootcert: '/etc/passwd' } as never }), /./],
      [sourceBody({ options: { charset: 'utf8; drop' } }), /character set/i],
    ];
    for (const [payload, message] of refusals) {
      const response = await call(h.app, 'POST', DATA_SOURCE.create, {
        token,
        payload,
        language: 'en',
      });
      assert.equal(response.statusCode, 400, `${JSON.stringify(payload)}: ${response.body}`);
      assert.match(envelope(response).msg, message, JSON.stringify(payload));
    }
  });

  it('refuses a second source of the same name', async () => {
    const fullName = freshName();
    await newSource(h, token, { fullName });
    const response = await call(h.app, 'POST', DATA_SOURCE.create, {
      token,
      payload: sourceBody({ fullName }),
      language: 'en',
    });
    assert.equal(response.statusCode, 400, response.body);
  });

  it('answers 404 for a source that does not exist', async () => {
    const url = fillPath(DATA_SOURCE.item, { id: 'no-such-source' });
    for (const method of ['GET', 'DELETE'] as const) {
      assert.equal((await call(h.app, method, url, { token })).statusCode, 404, method);
    }
    const edit = await call(h.app, 'PUT', url, { token, payload: sourceBody() });
    assert.equal(edit.statusCode, 404);
    const tested = await call(h.app, 'POST', DATA_SOURCE.test, {
      token,
      payload: { ...sourceBody(), id: 'no-such-source' },
    });
    assert.equal(tested.statusCode, 404);
  });

  it('deletes a source nothing uses, refuses one in use, and closes its pool', async () => {
    const id = await newSource(h, token);
    const used = await newSource(h, token);
    inUse.id = used;
    const refused = await call(h.app, 'DELETE', fillPath(DATA_SOURCE.item, { id: used }), {
      token,
      language: 'en',
    });
    assert.equal(refused.statusCode, 400);
    assert.equal(envelope(refused).msg, 'Used by interface A');
    assert.ok(await rowOf(used));

    assert.ok(connections !== undefined);
    const open = await connections.get(id);
    const rows = await open.readOnlyQuery('select 1 as one', [], { timeoutMs: 5_000, maxRows: 1 });
    assert.equal(rows.rows[0]?.one, 1);
    const removed = await call(h.app, 'DELETE', fillPath(DATA_SOURCE.item, { id }), { token });
    assert.equal(removed.statusCode, 200, removed.body);
    assert.equal(await rowOf(id), undefined);
    await assert.rejects(open.readOnlyQuery('select 1', [], { timeoutMs: 5_000, maxRows: 1 }));
    await assert.rejects(connections.get(id), /recordNotFound/);
  });

  it('says a stored password sealed with another key must be typed again', async () => {
    const id = await newSource(h, token, { password: SECRET });
    const row = await rowOf(id);
    assert.ok(row !== undefined && connections !== undefined);
    // The same password sealed for another record: this record's key and id do not open it.
    const other = await newSource(h, token, { password: SECRET });
    const foreign = (await rowOf(other))?.passwordSealed ?? '';
    await h.pool.query('update data_sources set password_sealed = $1 where id = $2', [foreign, id]);
    await assert.rejects(connections.get(id), /dataSourceStoredPasswordUnreadable/);
    const tested = await call(h.app, 'POST', DATA_SOURCE.test, {
      token,
      language: 'en',
      payload: { ...sourceBody(), id, database: row.database },
    });
    assert.equal(tested.statusCode, 400);
    assert.match(envelope(tested).msg, /enter the password again/);
  });

  it('shows the own database without secrets, and the picker lists it first', async () => {
    const own = await get<OwnDataSource>(DATA_SOURCE.now);
    assert.equal(own.id, '0');
    assert.equal(own.kind, 'postgresql');
    assert.equal(own.embedded, process.env.DATABASE_URL === undefined);
    assert.ok(own.database.length > 0);
    assert.equal(JSON.stringify(own).includes('password'), false);

    const enabled = await newSource(h, token, { fullName: freshName('启用') });
    const disabled = await newSource(h, token, { fullName: freshName('停用'), enabled: false });
    const picker = await get<DataSourceBriefList>(DATA_SOURCE.selector, 'zh');
    assert.deepEqual(picker.list[0], { id: '0', fullName: '本系统数据库', kind: 'postgresql' });
    const ids = picker.list.map((entry) => entry.id);
    assert.ok(ids.includes(enabled));
    assert.ok(!ids.includes(disabled));
  });

  it('tests settings: connected, or why not, in the reader language and never as an error', async () => {
    const ok = await test(sourceBody());
    assert.equal(ok.connected, true, ok.message);
    assert.match(ok.message, /^Connected: PostgreSQL/);
    const cases: [object, RegExp][] = [
      [sourceBody({ port: 1 }), /Connection refused: no database listens on 127\.0\.0\.1:1/],
      [sourceBody({ database: 'no_such_database' }), /There is no database no_such_database/],
      [sourceBody({ user: 'no_such_role' }), /Wrong user or password/],
      [sourceBody({ host: 'no-such-host.invalid' }), /The host no-such-host\.invalid is unknown/],
    ];
    for (const [payload, message] of cases) {
      const result = await test(payload);
      assert.equal(result.connected, false);
      assert.match(result.message, message);
      assert.ok(result.elapsedMs < 10_000);
    }
    const zh = await test(sourceBody({ port: 1 }), 'zh');
    assert.match(zh.message, /^连接被拒绝/);
  });

  it('tests a stored source with its stored password, only towards the stored server', async () => {
    const id = await newSource(h, token, { password: SECRET });
    const stored = await read(id);
    const same = {
      id,
      kind: stored.kind,
      host: stored.host,
      port: stored.port,
      database: stored.database,
      user: stored.user,
    };
    assert.equal((await test(same)).connected, true);
    const elsewhere = await call(h.app, 'POST', DATA_SOURCE.test, {
      token,
      language: 'en',
      payload: { ...same, host: 'localhost' },
    });
    assert.equal(elsewhere.statusCode, 400);
    assert.match(envelope(elsewhere).msg, /enter the password/);
    // With a password typed in, any server may be tried.
    assert.equal((await test({ ...same, host: 'localhost', password: 'typed' })).connected, true);
  });

  it('keeps passwords out of every answer, the operation log and the server log', async () => {
    const id = await newSource(h, token, { password: SECRET });
    const answers = [
      await call(h.app, 'GET', fillPath(DATA_SOURCE.item, { id }), { token }),
      await call(h.app, 'GET', DATA_SOURCE.list, { token }),
      await call(h.app, 'GET', DATA_SOURCE.selector, { token }),
      await call(h.app, 'GET', DATA_SOURCE.now, { token }),
      await call(h.app, 'POST', DATA_SOURCE.test, {
        token,
        payload: sourceBody({ password: SECRET, port: 1 }),
      }),
    ];
    for (const answer of answers) assert.ok(!answer.body.includes(SECRET), answer.body);

    const page = await listLog<OperationLog>(
      h,
      token,
      `${SYSTEM_LOG.operations}?keyword=${encodeURIComponent(DATA_SOURCE.list)}`,
    );
    assert.ok(page.list.length > 0);
    for (const entry of page.list) {
      const detail = envelope<OperationLogDetail>(
        await call(h.app, 'GET', fillPath(SYSTEM_LOG.operation, { id: entry.id }), { token }),
      ).data;
      assert.ok(!detail.body.includes(SECRET), detail.body);
    }
    assert.ok(logLines.length > 0);
    assert.ok(!logLines.some((line) => line.includes(SECRET)));
  });
});
