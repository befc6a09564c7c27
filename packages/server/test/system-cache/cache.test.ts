import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  CACHE_BUTTON,
  CACHE_PAGE,
  fillPath,
  ROLE,
  SYSTEM_CACHE,
  SYSTEM_SYS_CONFIG,
  type CacheCleared,
  type CacheList,
} from '@mepm/contract';
import type { Harness } from '../support/app-harness';
import { describeAuthorizationMatrix } from '../support/authorization-matrix';
import { callerWithRole } from '../support/permission-fixtures';
import { startAppAsAdmin } from '../support/start-as-admin';
import { call, envelope } from '../support/requests';

describe('cache page', () => {
  let h: Harness;
  let token = '';
  const caches = async (language = 'en') =>
    envelope<CacheList>(await call(h.app, 'GET', SYSTEM_CACHE.list, { token, language })).data.list;
  const cache = async (name: string) => {
    const found = (await caches()).find((entry) => entry.name === name);
    assert.ok(found, `${name} is listed`);
    return found;
  };

  before(async () => {
    // With REDIS_URL set, the application keeps rate-limit windows there and lists them.
    ({ h, token } = await startAppAsAdmin({ redisUrl: process.env.REDIS_URL }));
  });
  after(() => h.close());

  it('lists the rights, list totals and versioned-table caches with their figures', async () => {
    const names = (await caches()).map((entry) => entry.name);
    for (const name of [
      'permission.access',
      'permission.variables',
      'data.listTotals',
      'data.versionedTables',
      'system.settings',
      'text.overrides',
    ]) {
      assert.ok(names.includes(name), `${name} in ${names.join(', ')}`);
    }
    assert.equal(names.includes('redis.keys'), Boolean(process.env.REDIS_URL));
    const zh = await caches('zh');
    assert.equal(zh.find((entry) => entry.name === 'data.listTotals')?.title, '列表总数');
  });

  it('counts what a list kept and clears one cache, then all', async () => {
    await call(h.app, 'GET', ROLE.list, { token });
    const totals = await cache('data.listTotals');
    assert.ok((totals.entries ?? 0) >= 1, JSON.stringify(totals));
    assert.ok((totals.bytes ?? 0) > 0);
    assert.ok((totals.oldestTime ?? 0) <= Date.now());

    // A role caller's rights are kept once it makes a request.
    const role = await callerWithRole(h, { menus: [CACHE_PAGE] });
    await call(h.app, 'GET', SYSTEM_CACHE.list, { token: role.token });
    assert.ok(((await cache('permission.access')).entries ?? 0) >= 1);

    const cleared = await call(
      h.app,
      'DELETE',
      fillPath(SYSTEM_CACHE.one, { name: 'data.listTotals' }),
      {
        token,
      },
    );
    assert.equal(cleared.statusCode, 200, cleared.body);
    assert.ok((envelope<CacheCleared>(cleared).data.removed ?? 0) >= 1);
    assert.equal((await cache('data.listTotals')).entries, 0);

    await call(h.app, 'GET', ROLE.list, { token });
    const all = await call(h.app, 'POST', SYSTEM_CACHE.clearAll, { token });
    assert.equal(all.statusCode, 200, all.body);
    assert.ok((envelope<CacheCleared>(all).data.removed ?? 0) >= 2);
    assert.equal((await cache('permission.access')).entries, 0);
    assert.equal((await cache('data.listTotals')).entries, 0);

    // The lists still answer the same after clearing: a cleared cache only reloads.
    const roles = await call(h.app, 'GET', ROLE.list, { token });
    assert.equal(roles.statusCode, 200);
  });

  it('clears the kept system configuration, which the next read loads again', async () => {
    await call(h.app, 'GET', SYSTEM_SYS_CONFIG.loginPage, {});
    assert.equal((await cache('system.settings')).entries, 1);
    const cleared = await call(
      h.app,
      'DELETE',
      fillPath(SYSTEM_CACHE.one, { name: 'system.settings' }),
      { token },
    );
    assert.equal(cleared.statusCode, 200, cleared.body);
    assert.equal((await cache('system.settings')).entries, 0);
    const again = await call(h.app, 'GET', SYSTEM_SYS_CONFIG.loginPage, {});
    assert.equal(again.statusCode, 200);
    assert.equal((await cache('system.settings')).entries, 1);
  });

  it('answers 404 for an unknown cache', async () => {
    const response = await call(h.app, 'DELETE', fillPath(SYSTEM_CACHE.one, { name: 'nothing' }), {
      token,
    });
    assert.equal(response.statusCode, 404);
  });

  it('stays consistent when 50 clears race 50 list requests', async () => {
    const role = await callerWithRole(h, { menus: ['permission.role'] });
    const requests = Array.from({ length: 50 }, (_, index) => [
      call(h.app, 'POST', SYSTEM_CACHE.clearAll, { token }),
      call(h.app, 'GET', `${ROLE.list}?keyword=${index % 5}`, { token: role.token }),
    ]).flat();
    const responses = await Promise.all(requests);
    assert.ok(
      responses.every((response) => response.statusCode === 200),
      responses.map((response) => response.statusCode).join(','),
    );
    const totals = await Promise.all(
      responses
        .filter((_, index) => index % 2 === 1)
        .map(
          (response) => envelope<{ pagination: { total: number } }>(response).data.pagination.total,
        ),
    );
    // Every answer counts the same rows whether or not a total was kept.
    const fresh = await call(h.app, 'GET', `${ROLE.list}?keyword=1`, { token });
    assert.equal(
      totals[1],
      envelope<{ pagination: { total: number } }>(fresh).data.pagination.total,
    );
  });

  describeAuthorizationMatrix(
    () => h,
    [
      {
        name: 'cache list',
        permission: { menu: CACHE_PAGE },
        request: () => ({ method: 'GET', url: SYSTEM_CACHE.list }),
      },
      {
        name: 'cache clear',
        permission: { menu: CACHE_PAGE, button: CACHE_BUTTON.clear },
        request: () => ({
          method: 'DELETE',
          url: fillPath(SYSTEM_CACHE.one, { name: 'data.listTotals' }),
        }),
      },
      {
        name: 'cache clear all',
        permission: { menu: CACHE_PAGE, button: CACHE_BUTTON.clear },
        request: () => ({ method: 'POST', url: SYSTEM_CACHE.clearAll }),
      },
    ],
  );
});
