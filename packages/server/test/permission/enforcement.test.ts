import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { callerOf } from '../../src/kernel/caller';
import { ok } from '../../src/plugins/envelope/envelope';
import {
  columnsFor,
  hasPermission,
  requirePermission,
  trimColumns,
} from '../../src/plugins/permission';
import { menus, roles } from '../../src/db/schema';
import { ADMIN_PASSWORD, startApp, tokenFor, type Harness } from '../support/app-harness';
import {
  callerWithRole,
  createCaller,
  createPosition,
  createRole,
} from '../support/permission-fixtures';
import { call } from '../support/requests';

const USER_MENU = 'permission.user';

describe('permission enforcement', () => {
  let h: Harness;
  let queries = 0;
  before(async () => {
    h = await startApp();
    // Counts every statement the application sends, for the one-query-per-request promise.
    // drizzle() keeps the pool as $client; Db's declared type leaves it out.
    const pool = (h.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args) => {
      queries += 1;
      return query(...args);
    };
    await h.app.register(async (app) => {
      app.addHook('onRequest', app.authenticate);
      app.get('/test/probe/menu', { onRequest: requirePermission({ menu: USER_MENU }) }, (r) =>
        ok(r, null),
      );
      app.get(
        '/test/probe/button',
        { onRequest: requirePermission({ menu: USER_MENU, button: 'btn_add' }) },
        (r) => ok(r, null),
      );
      app.get(
        '/test/probe/everything',
        { preHandler: requirePermission({ menu: USER_MENU }) },
        async (r) => {
          const canAdd = await hasPermission(r, { menu: USER_MENU, button: 'btn_add' });
          const columns = await columnsFor(callerOf(r), USER_MENU);
          const rows = [{ id: '1', account: 'a', mobile: '1', email: 'e' }];
          return ok(r, { canAdd, rows: trimColumns(rows, columns) });
        },
      );
    });
  });
  after(() => h.close());

  const get = (url: string, token: string) => call(h.app, 'GET', url, { token, language: 'en' });

  async function expectDenied(url: string, token: string, language: string, msg: string) {
    const response = await call(h.app, 'GET', url, { token, language });
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), { code: 403, msg, data: null });
  }

  it('lets administrators through without a grant', async () => {
    const admin = await tokenFor(h.app, 'admin', ADMIN_PASSWORD);
    assert.equal((await get('/test/probe/button', admin)).statusCode, 200);
    const everything = await get('/test/probe/everything', admin);
    assert.deepEqual(everything.json().data, {
      canAdd: true,
      rows: [{ id: '1', account: 'a', mobile: '1', email: 'e' }],
    });
  });

  it('refuses a button the role lacks but allows the menu-only route', async () => {
    const caller = await callerWithRole(h, {
      menus: [USER_MENU],
      buttons: [[USER_MENU, 'btn_edit']],
    });
    assert.equal((await get('/test/probe/menu', caller.token)).statusCode, 200);
    await expectDenied('/test/probe/button', caller.token, 'en', 'Permission Denied');
    await expectDenied('/test/probe/button', caller.token, 'zh', '权限不足');
    await expectDenied('/test/probe/button', caller.token, 'zh-TW', '權限不足');
  });

  it('refuses a caller without the menu, even holding the button', async () => {
    const caller = await callerWithRole(h, { buttons: [[USER_MENU, 'btn_add']] });
    await expectDenied('/test/probe/menu', caller.token, 'en', 'Permission Denied');
    await expectDenied('/test/probe/button', caller.token, 'en', 'Permission Denied');
  });

  it('takes grants from a position, from the user, and from several sources together', async () => {
    const viaPosition = await createCaller(h, {
      positions: [
        await createPosition(h.db, { menus: [USER_MENU], buttons: [[USER_MENU, 'btn_add']] }),
      ],
    });
    assert.equal((await get('/test/probe/button', viaPosition.token)).statusCode, 200);
    const viaUser = await createCaller(h, {
      grants: { menus: [USER_MENU], buttons: [[USER_MENU, 'btn_add']] },
    });
    assert.equal((await get('/test/probe/button', viaUser.token)).statusCode, 200);
    // Menu from a role, button from the user: the union counts.
    const mixed = await createCaller(h, {
      roles: [await createRole(h.db, { menus: [USER_MENU] })],
      grants: { buttons: [[USER_MENU, 'btn_add']] },
    });
    assert.equal((await get('/test/probe/button', mixed.token)).statusCode, 200);
  });

  it('ignores the grants of a disabled role', async () => {
    const roleId = await createRole(h.db, {
      menus: [USER_MENU],
      buttons: [[USER_MENU, 'btn_add']],
    });
    const caller = await createCaller(h, { roles: [roleId] });
    assert.equal((await get('/test/probe/button', caller.token)).statusCode, 200);
    await h.db.update(roles).set({ enabled: false }).where(eq(roles.id, roleId));
    await expectDenied('/test/probe/button', caller.token, 'en', 'Permission Denied');
  });

  it('refuses a menu under a disabled entry, which the served menu leaves out', async () => {
    const caller = await callerWithRole(h, { menus: ['permission', USER_MENU] });
    assert.equal((await get('/test/probe/menu', caller.token)).statusCode, 200);
    const folder = eq(menus.enCode, 'permission');
    await h.db.update(menus).set({ enabled: false }).where(folder);
    try {
      await expectDenied('/test/probe/menu', caller.token, 'en', 'Permission Denied');
    } finally {
      await h.db.update(menus).set({ enabled: true }).where(folder);
    }
    assert.equal((await get('/test/probe/menu', caller.token)).statusCode, 200);
  });

  it('costs one query for all checks of a request, beside the session lookup', async () => {
    const caller = await callerWithRole(h, {
      menus: [USER_MENU],
      buttons: [[USER_MENU, 'btn_add']],
      columns: [[USER_MENU, 'account']],
    });
    // The sign-in's log rows are written in batches on a timer: on a busy machine one could land
    // inside the request counted here.
    await h.app.logWriter.flush();
    queries = 0;
    const response = await get('/test/probe/everything', caller.token);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(queries, 2, 'one for the session, one for the rights');
    assert.deepEqual(response.json().data, { canAdd: true, rows: [{ id: '1', account: 'a' }] });

    const admin = await tokenFor(h.app, 'admin', ADMIN_PASSWORD);
    await h.app.logWriter.flush();
    queries = 0;
    await get('/test/probe/everything', admin);
    assert.equal(queries, 1, 'administrators cost no rights query');
  });

  it('answers a session code, not 403, without a token', async () => {
    const response = await call(h.app, 'GET', '/test/probe/menu');
    assert.equal(response.json().code, 600);
  });
});

describe('trimColumns', () => {
  const rows = [{ id: 'x', account: 'a', mobile: 'm', secret: 's' }];
  it('keeps everything for all, the allowed and id otherwise', () => {
    assert.deepEqual(trimColumns(rows, 'all'), rows);
    assert.deepEqual(trimColumns(rows, new Set(['account'])), [{ id: 'x', account: 'a' }]);
    assert.deepEqual(trimColumns(rows, new Set(), ['id', 'mobile']), [{ id: 'x', mobile: 'm' }]);
  });
});
