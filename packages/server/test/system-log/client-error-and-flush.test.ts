import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SYSTEM_LOG, type ErrorLogDetail, type ErrorLog } from '@mepm/contract';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createDb } from '../../src/db/client';
import { loginLogs } from '../../src/db/schema';
import { seed } from '../../src/db/seed';
import { seedMenusOf } from '../../src/kernel/compose-modules';
import { MODULES } from '../../src/modules';
import { CLIENT_ERRORS_PER_USER_MINUTE } from '../../src/modules/system/log/client-error';
import {
  ADMIN_PASSWORD,
  createUser,
  login,
  startApp,
  tokenFor,
  type Harness,
} from '../support/app-harness';
import { call, envelope } from '../support/requests';
import { createTestDatabase } from '../support/test-database';
import { listLog } from './log-support';

describe('client error reports', () => {
  let h: Harness;
  let admin = '';
  before(async () => {
    h = await startApp();
    admin = await tokenFor(h.app, 'admin', ADMIN_PASSWORD);
  });
  after(() => h.close());

  it('records a signed-in user’s report under that user, with its stack', async () => {
    await createUser(h.db, { account: 'zhaoliu', password: 'Zhaoliu123' });
    const token = await tokenFor(h.app, 'zhaoliu', 'Zhaoliu123');
    const sent = await call(h.app, 'POST', SYSTEM_LOG.clientError, {
      token,
      payload: {
        message: 'TypeError: x is undefined',
        stack: 'at render (Page.tsx:10)',
        url: 'http://shell/system/log?token=abc',
      },
    });
    assert.equal(sent.statusCode, 200, sent.body);
    const page = await listLog<ErrorLog>(h, admin, `${SYSTEM_LOG.errors}?keyword=zhaoliu`);
    const [row] = page.list;
    assert.deepEqual(
      [row?.source, row?.account, row?.message],
      ['client', 'zhaoliu', 'TypeError: x is undefined'],
    );
    assert.ok(!(row?.path ?? '').includes('abc'), 'the query and any token in it are dropped');
    const detail = envelope<ErrorLogDetail>(
      await call(h.app, 'GET', SYSTEM_LOG.error.replace(':id', row?.id ?? ''), { token: admin }),
    ).data;
    assert.equal(detail.stack, 'at render (Page.tsx:10)');
    // The report is an error row only, not an operation as well.
    const operations = await listLog<ErrorLog>(
      h,
      admin,
      `${SYSTEM_LOG.operations}?keyword=ClientError`,
    );
    assert.equal(operations.pagination.total, 0);
  });

  it('refuses callers who are not signed in', async () => {
    const response = await call(h.app, 'POST', SYSTEM_LOG.clientError, {
      payload: { message: 'spam' },
    });
    assert.equal(response.statusCode, 401);
  });

  it('refuses an oversized report naming the field, recording nothing', async () => {
    await createUser(h.db, { account: 'bigmsg', password: 'Bigmsg123' });
    const token = await tokenFor(h.app, 'bigmsg', 'Bigmsg123');
    const response = await call(h.app, 'POST', SYSTEM_LOG.clientError, {
      token,
      language: 'en',
      payload: { message: 'x'.repeat(1001) },
    });
    assert.equal(response.statusCode, 400);
    assert.match(response.json<{ msg: string }>().msg, /message/);
    const page = await listLog<ErrorLog>(h, admin, `${SYSTEM_LOG.errors}?keyword=bigmsg`);
    assert.equal(page.pagination.total, 0);
  });

  it(`keeps at most ${CLIENT_ERRORS_PER_USER_MINUTE} reports a minute from one session of 60 sent at once`, async () => {
    await createUser(h.db, { account: 'flooder', password: 'Flooder123' });
    const token = await tokenFor(h.app, 'flooder', 'Flooder123');
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        call(h.app, 'POST', SYSTEM_LOG.clientError, { token, payload: { message: `flood ${i}` } }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    assert.equal(statuses.filter((status) => status === 200).length, CLIENT_ERRORS_PER_USER_MINUTE);
    assert.equal(
      statuses.filter((status) => status === 429).length,
      60 - CLIENT_ERRORS_PER_USER_MINUTE,
    );
    const page = await listLog<ErrorLog>(h, admin, `${SYSTEM_LOG.errors}?keyword=flooder`);
    assert.equal(page.pagination.total, CLIENT_ERRORS_PER_USER_MINUTE);
  });
});

describe('the log writer on shutdown', () => {
  it('writes what it holds when the application closes', async () => {
    const database = await createTestDatabase();
    const db = createDb(database.pool);
    try {
      await seed(db, { adminPassword: ADMIN_PASSWORD, menus: seedMenusOf(MODULES) });
      const app = await buildApp({
        pool: database.pool,
        config: {
          ...loadConfig({ LOG_LEVEL: 'silent' }),
          shellDist: '/none',
          hostDemoDist: '/none',
        },
      });
      await login(app, 'admin', 'Wrong12345');
      const before = await db.select().from(loginLogs).where(eq(loginLogs.success, false));
      assert.equal(before.length, 0, 'still in memory: the batch waits for its timer');
      await app.close();
      const after = await db.select().from(loginLogs).where(eq(loginLogs.success, false));
      assert.deepEqual(
        after.map((row) => [row.account, row.failure]),
        [['admin', 'badCredentials']],
      );
    } finally {
      await database.close();
    }
  });
});
