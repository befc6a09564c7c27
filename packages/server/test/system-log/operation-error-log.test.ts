import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { md5Hex } from '../../src/plugins/auth/passwords';
import {
  ROLE,
  SYSTEM_LOG,
  type ErrorLog,
  type ErrorLogDetail,
  type OperationLog,
  type OperationLogDetail,
} from '@mepm/contract';
import { defineModule, type ModuleDeps } from '../../src/kernel/module';
import { MODULES } from '../../src/modules';
import { REDACTED } from '../../src/kernel/logs/redact-body';
import {
  ADMIN_PASSWORD,
  createUser,
  startApp,
  tokenFor,
  type Harness,
} from '../support/app-harness';
import { call, envelope } from '../support/requests';
import { listLog } from './log-support';

/** A route that fails the way a bug does, and one that writes a body with secrets in it. */
const faultyRoutes: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { db }) => {
  app.addHook('onRequest', app.authenticate);
  app.get('/api/test/Broken', async () => {
    throw new Error('database exploded at row 42');
  });
  app.get('/api/test/BrokenStatement', async () => {
    await db.execute(sql`select * from no_such_table where x = ${'secret-param'}`);
    return null;
  });
  app.post('/api/test/Echo', async () => ({ code: 200, msg: 'ok', data: null }));
};
const faultyModule = defineModule({ name: 'test.faulty', routes: faultyRoutes });

describe('operation and error logs', () => {
  let h: Harness;
  let admin = '';
  before(async () => {
    h = await startApp({}, { modules: [...MODULES, faultyModule] });
    admin = await tokenFor(h.app, 'admin', ADMIN_PASSWORD);
  });
  after(() => h.close());

  it('keeps a write with its page, status and duration, the password redacted', async () => {
    await createUser(h.db, { account: 'wangwu', password: 'Wangwu123' });
    const token = await tokenFor(h.app, 'wangwu', 'Wangwu123');
    const changed = await call(
      h.app,
      'POST',
      '/api/permission/Users/Current/Actions/ModifyPassword',
      { token, payload: { oldPassword: md5Hex('Wangwu123'), password: md5Hex('Wangwu456') } },
    );
    assert.equal(changed.statusCode, 200, changed.body);
    const page = await listLog<OperationLog>(h, admin, `${SYSTEM_LOG.operations}?keyword=wangwu`);
    assert.equal(page.pagination.total, 1);
    const [row] = page.list;
    assert.deepEqual(
      [row?.method, row?.path, row?.status, row?.menuCode],
      ['POST', '/api/permission/Users/Current/Actions/ModifyPassword', 200, ''],
    );
    assert.ok((row?.durationMs ?? -1) >= 0);
    const detail = envelope<OperationLogDetail>(
      await call(h.app, 'GET', SYSTEM_LOG.operation.replace(':id', row?.id ?? ''), {
        token: admin,
      }),
    ).data;
    assert.deepEqual(JSON.parse(detail.body), { oldPassword: REDACTED, password: REDACTED });
    assert.ok(!detail.body.includes(md5Hex('Wangwu456')));
  });

  it('names the menu that guarded the write, a refused one too', async () => {
    const payload = { enCode: 'LOGGED1', fullName: 'Logged role' };
    const created = await call(h.app, 'POST', ROLE.list, { token: admin, payload });
    assert.equal(created.statusCode, 200, created.body);
    const page = await listLog<OperationLog>(
      h,
      admin,
      `${SYSTEM_LOG.operations}?keyword=${encodeURIComponent(ROLE.list)}`,
    );
    assert.deepEqual(
      page.list.map((row) => [row.account, row.menuCode, row.status]),
      [['admin', 'permission.role', 200]],
    );
  });

  it('keeps no operation for reads nor for callers who are not signed in', async () => {
    const before = await listLog<OperationLog>(h, admin, SYSTEM_LOG.operations);
    await call(h.app, 'GET', ROLE.list, { token: admin });
    await call(h.app, 'POST', ROLE.list, { payload: { enCode: 'X', fullName: 'X' } });
    const after = await listLog<OperationLog>(h, admin, SYSTEM_LOG.operations);
    assert.equal(after.pagination.total, before.pagination.total);
  });

  it('cuts a huge body and redacts secrets at every depth', async () => {
    const payload = {
      dataSource: { host: 'db', password: 'p@ss', nested: [{ apiKey: 'k1', token: 't1' }] },
      notes: 'x'.repeat(50_000),
      rows: Array.from({ length: 500 }, (_, i) => ({ i, clientSecret: `s${i}` })),
    };
    await call(h.app, 'POST', '/api/test/Echo', { token: admin, payload });
    const page = await listLog<OperationLog>(h, admin, `${SYSTEM_LOG.operations}?keyword=Echo`);
    const detail = envelope<OperationLogDetail>(
      await call(h.app, 'GET', SYSTEM_LOG.operation.replace(':id', page.list[0]?.id ?? ''), {
        token: admin,
      }),
    ).data;
    assert.ok(detail.body.length <= 4096, `${detail.body.length}`);
    assert.ok(detail.body.includes('"host":"db"'));
    for (const secret of ['p@ss', 'k1', 't1', '"s1"']) assert.ok(!detail.body.includes(secret));
  });

  it('answers a failure with a trace id that the error log keeps with the stack', async () => {
    const response = await call(h.app, 'GET', '/api/test/Broken', { token: admin, language: 'en' });
    assert.equal(response.statusCode, 500);
    const body = response.json<{ code: number; msg: string; traceId: string }>();
    assert.equal(body.code, 500);
    assert.match(body.traceId, /^[0-9a-f]{16}$/);
    assert.ok(!body.msg.includes('exploded'), 'internals stay out of the answer');

    const page = await listLog<ErrorLog>(h, admin, `${SYSTEM_LOG.errors}?keyword=${body.traceId}`);
    assert.equal(page.pagination.total, 1);
    const [row] = page.list;
    assert.deepEqual(
      [row?.source, row?.traceId, row?.account, row?.path, row?.message],
      ['server', body.traceId, 'admin', '/api/test/Broken', 'Error: database exploded at row 42'],
    );
    const detail = envelope<ErrorLogDetail>(
      await call(h.app, 'GET', SYSTEM_LOG.error.replace(':id', row?.id ?? ''), { token: admin }),
    ).data;
    assert.match(detail.stack, /database exploded at row 42\n\s+at /);
  });

  it('keeps a failed statement without its bound parameters', async () => {
    const response = await call(h.app, 'GET', '/api/test/BrokenStatement', { token: admin });
    const { traceId } = response.json<{ traceId: string }>();
    const page = await listLog<ErrorLog>(h, admin, `${SYSTEM_LOG.errors}?keyword=${traceId}`);
    const detail = envelope<ErrorLogDetail>(
      await call(h.app, 'GET', SYSTEM_LOG.error.replace(':id', page.list[0]?.id ?? ''), {
        token: admin,
      }),
    ).data;
    assert.match(detail.message, /no_such_table[\s\S]*params: \[1 hidden\]/);
    assert.doesNotMatch(`${detail.message} ${detail.stack}`, /secret-param/);
  });

  it('answers 404 for a detail that does not exist', async () => {
    const response = await call(h.app, 'GET', SYSTEM_LOG.error.replace(':id', 'missing'), {
      token: admin,
    });
    assert.equal(response.statusCode, 404);
  });
});
