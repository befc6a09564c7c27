import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ADMIN_BUTTON, LOG_PAGE, SYSTEM_LOG, type SignInLog } from '@mepm/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { errorLogs, loginLogs, operationLogs } from '../../src/db/schema';
import { newId } from '../../src/ids';
import { ADMIN_PASSWORD, login, startApp, tokenFor, type Harness } from '../support/app-harness';
import { describeAuthorizationMatrix } from '../support/authorization-matrix';
import { callerWithRole } from '../support/permission-fixtures';
import { call, envelope } from '../support/requests';
import { listLog } from './log-support';

const DAY_MS = 24 * 3_600_000;

describe('system log access and deletion', () => {
  let h: Harness;
  let admin = '';
  let operationId = '';
  let errorId = '';
  before(async () => {
    h = await startApp();
    admin = await tokenFor(h.app, 'admin', ADMIN_PASSWORD);
    const at = new Date();
    const [op] = await h.db
      .insert(operationLogs)
      .values({
        at,
        userId: 'u',
        account: 'u',
        method: 'POST',
        path: '/x',
        status: 200,
        durationMs: 1,
      })
      .returning();
    const [error] = await h.db
      .insert(errorLogs)
      .values({ at, source: 'server', message: 'boom' })
      .returning();
    operationId = op?.id ?? '';
    errorId = error?.id ?? '';
  });
  after(() => h.close());

  describeAuthorizationMatrix(
    () => h,
    [
      { name: 'sign-ins', permission: { menu: LOG_PAGE }, request: () => get(SYSTEM_LOG.signIns) },
      {
        name: 'operations',
        permission: { menu: LOG_PAGE },
        request: () => get(SYSTEM_LOG.operations),
      },
      {
        name: 'operation',
        permission: { menu: LOG_PAGE },
        request: () => get(SYSTEM_LOG.operation.replace(':id', operationId)),
      },
      { name: 'errors', permission: { menu: LOG_PAGE }, request: () => get(SYSTEM_LOG.errors) },
      {
        name: 'error',
        permission: { menu: LOG_PAGE },
        request: () => get(SYSTEM_LOG.error.replace(':id', errorId)),
      },
    ],
  );

  it('lets only an administrator delete: a role with the delete button is refused', async () => {
    const withButton = await callerWithRole(h, {
      menus: [LOG_PAGE],
      buttons: [[LOG_PAGE, ADMIN_BUTTON.remove]],
    });
    const withoutButton = await callerWithRole(h, { menus: [LOG_PAGE] });
    const payload = { category: 3, ids: [operationId] };
    for (const token of [withButton.token, withoutButton.token]) {
      for (const [url, body] of [
        [SYSTEM_LOG.remove, payload],
        [SYSTEM_LOG.clear, { category: 3, keepDays: 0 }],
      ] as const) {
        const response = await call(h.app, 'DELETE', url, { token, payload: body, language: 'en' });
        assert.equal(response.statusCode, 403, response.body);
      }
    }
    const refused = await call(h.app, 'DELETE', SYSTEM_LOG.remove, {
      token: withButton.token,
      payload,
      language: 'en',
    });
    assert.equal(refused.json<{ msg: string }>().msg, 'Only an administrator can delete logs');
    const kept = await h.db.select().from(operationLogs).where(eq(operationLogs.id, operationId));
    assert.equal(kept.length, 1);
  });

  it('deletes chosen rows and rows older than a period', async () => {
    const now = h.clock.now().getTime();
    const rows = [40, 10, 1].map((days) => ({
      id: newId(),
      at: new Date(now - days * DAY_MS),
      source: 'client' as const,
      message: `old ${days}`,
    }));
    await h.db.insert(errorLogs).values(rows);
    const cleared = await call(h.app, 'DELETE', SYSTEM_LOG.clear, {
      token: admin,
      payload: { category: 4, keepDays: 30 },
    });
    assert.deepEqual(envelope<{ removed: number }>(cleared).data, { removed: 1 });
    const left = await h.db
      .select({ message: errorLogs.message })
      .from(errorLogs)
      .where(
        inArray(
          errorLogs.id,
          rows.map((row) => row.id),
        ),
      );
    assert.deepEqual(left.map((row) => row.message).sort(), ['old 1', 'old 10']);

    const removed = await call(h.app, 'DELETE', SYSTEM_LOG.remove, {
      token: admin,
      payload: { category: 4, ids: [rows[1]?.id, 'not-there'] },
    });
    assert.deepEqual(envelope<{ removed: number }>(removed).data, { removed: 1 });
  });

  it('refuses a bad category or period with the field named, deleting nothing', async () => {
    const before = await h.db.select({ n: sql<number>`count(*)::int` }).from(loginLogs);
    const response = await call(h.app, 'DELETE', SYSTEM_LOG.clear, {
      token: admin,
      payload: { category: 1, keepDays: 5 },
      language: 'en',
    });
    assert.equal(response.statusCode, 400);
    assert.match(response.json<{ msg: string }>().msg, /days kept/);
    const afterCount = await h.db.select({ n: sql<number>`count(*)::int` }).from(loginLogs);
    assert.deepEqual(afterCount, before);
  });

  it("hides administrators' rows from a delegated administrator, also by id", async () => {
    const delegate = await callerWithRole(h, { menus: [LOG_PAGE] });
    await login(h.app, 'admin', 'Wrong12345');
    const adminOp = newId();
    await h.db.insert(operationLogs).values({
      id: adminOp,
      at: new Date(),
      userId: (await adminId(h)) ?? '',
      account: 'admin',
      method: 'PUT',
      path: '/secret',
      status: 200,
      durationMs: 1,
    });
    const seen = await listLog<SignInLog>(h, delegate.token, SYSTEM_LOG.signIns);
    assert.ok(seen.list.some((row) => row.account === delegate.account));
    assert.ok(seen.list.every((row) => row.account !== 'admin'));
    const byAdmin = await listLog<SignInLog>(h, admin, SYSTEM_LOG.signIns);
    assert.ok(byAdmin.list.some((row) => row.account === 'admin' && !row.success));
    const detail = await call(h.app, 'GET', SYSTEM_LOG.operation.replace(':id', adminOp), {
      token: delegate.token,
    });
    assert.equal(detail.statusCode, 404);
  });
});

async function adminId(h: Harness) {
  const result = await h.db.execute<{ id: string }>(
    sql`select id from users where account = 'admin'`,
  );
  return result.rows[0]?.id;
}

function get(url: string) {
  return { method: 'GET' as const, url };
}
