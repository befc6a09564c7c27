import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { HOME, fillPath, type HomeShortcuts } from '@mepm/contract';
import { and, eq } from 'drizzle-orm';
import { grants } from '../../src/db/schema';
import { menuVisits } from '../../src/modules/home/schema';
import type { Harness } from '../support/app-harness';
import { callerWithRole, menuId, type Caller } from '../support/permission-fixtures';
import { startAppAsAdmin } from '../support/start-as-admin';
import { call, envelope } from '../support/requests';

const NOT_HELD = {
  zh: '只能选择您有权限的菜单页面',
  zhtw: '只能選擇您有權限的選單頁面',
  en: 'Only pages of your own menu can be chosen',
};

describe('home shortcuts and visits', () => {
  let h: Harness;
  let admin = '';
  let staff: Caller;
  const ids: Record<string, string> = {};
  before(async () => {
    ({ h, token: admin } = await startAppAsAdmin());
    staff = await callerWithRole(h, {
      menus: ['home', 'permission', 'permission.user', 'permission.onlineUser'],
    });
    for (const code of ['home', 'permission', 'permission.user', 'permission.onlineUser']) {
      ids[code] = await menuId(h.db, code);
    }
    ids['permission.role'] = await menuId(h.db, 'permission.role');
  });
  after(() => h.close());

  const read = async (token: string): Promise<HomeShortcuts> => {
    const response = await call(h.app, 'GET', HOME.shortcuts, { token });
    assert.equal(response.statusCode, 200, response.body);
    return envelope<HomeShortcuts>(response).data;
  };
  const save = (token: string, menuIds: string[], language = 'zh') =>
    call(h.app, 'PUT', HOME.shortcuts, { token, language, payload: { menuIds } });
  const visit = (token: string, id: string, language = 'zh') =>
    call(h.app, 'POST', fillPath(HOME.visit, { menuId: id }), { token, language });
  const id = (code: string) => ids[code] ?? assert.fail(`no menu ${code}`);

  it('saves, reorders and removes the caller’s own shortcuts', async () => {
    assert.deepEqual((await read(staff.token)).shortcuts, []);
    const users = id('permission.user');
    const online = id('permission.onlineUser');
    assert.equal((await save(staff.token, [users, online])).statusCode, 200);
    assert.deepEqual((await read(staff.token)).shortcuts, [users, online]);
    assert.equal((await save(staff.token, [online, users])).statusCode, 200);
    assert.deepEqual((await read(staff.token)).shortcuts, [online, users]);
    assert.equal((await save(staff.token, [online])).statusCode, 200);
    assert.deepEqual((await read(staff.token)).shortcuts, [online]);
    // Another user's list is its own.
    assert.deepEqual((await read(admin)).shortcuts, []);
  });

  it('refuses a menu the caller does not hold, alike for a missing one, and writes nothing', async () => {
    const online = id('permission.onlineUser');
    await save(staff.token, [online]);
    const refusals = [
      [online, id('permission.role')],
      [online, 'no-such-menu'],
      // A directory is no page to open.
      [id('permission')],
    ];
    for (const menuIds of refusals) {
      for (const language of ['zh', 'zhtw', 'en'] as const) {
        const response = await save(staff.token, menuIds, language);
        assert.equal(response.statusCode, 400, response.body);
        assert.equal(envelope(response).msg, NOT_HELD[language]);
      }
    }
    assert.deepEqual((await read(staff.token)).shortcuts, [online]);
    // The administrator holds every page.
    assert.equal((await save(admin, [id('permission.role')])).statusCode, 200);
  });

  it('refuses duplicates and more than twelve shortcuts', async () => {
    const users = id('permission.user');
    const twice = await save(staff.token, [users, users], 'en');
    assert.equal(twice.statusCode, 400, twice.body);
    const many = Array.from({ length: 13 }, (_, i) => `${users}${i}`);
    const tooMany = await save(staff.token, many, 'en');
    assert.equal(tooMany.statusCode, 400, tooMany.body);
    assert.match(envelope(tooMany).msg, /shortcuts/);
  });

  it('leaves out a shortcut whose grant was withdrawn', async () => {
    const caller = await callerWithRole(h, { menus: ['permission', 'permission.user'] });
    const users = id('permission.user');
    await save(caller.token, [users]);
    await visit(caller.token, users);
    await h.db.delete(grants).where(and(eq(grants.itemType, 'menu'), eq(grants.itemId, users)));
    const after = await read(caller.token);
    assert.deepEqual(after, { shortcuts: [], recent: [], frequent: [] });
  });

  it('lists recent and most-used pages from the visits the shell reports', async () => {
    const caller = await callerWithRole(h, {
      menus: ['home', 'permission', 'permission.onlineUser', 'permission.role'],
    });
    const online = id('permission.onlineUser');
    const roles = id('permission.role');
    for (let i = 0; i < 3; i += 1)
      assert.equal((await visit(caller.token, online)).statusCode, 200);
    h.clock.advance(1000);
    assert.equal((await visit(caller.token, roles)).statusCode, 200);
    const lists = await read(caller.token);
    assert.deepEqual(lists.recent, [roles, online]);
    assert.deepEqual(lists.frequent, [online, roles]);
  });

  it('refuses a visit of a menu not held and records nothing', async () => {
    const caller = await callerWithRole(h, { menus: ['home'] });
    for (const menu of [id('permission.role'), 'no-such-menu']) {
      const response = await visit(caller.token, menu, 'en');
      assert.equal(response.statusCode, 400, response.body);
      assert.equal(envelope(response).msg, NOT_HELD.en);
    }
    const rows = await h.db.select().from(menuVisits).where(eq(menuVisits.userId, caller.userId));
    assert.deepEqual(rows, []);
  });

  it('counts 50 simultaneous visits once each, in one row', async () => {
    const caller = await callerWithRole(h, { menus: ['permission', 'permission.user'] });
    const users = id('permission.user');
    const answers = await Promise.all(Array.from({ length: 50 }, () => visit(caller.token, users)));
    assert.deepEqual(
      answers.map((answer) => answer.statusCode),
      Array.from({ length: 50 }, () => 200),
    );
    const rows = await h.db.select().from(menuVisits).where(eq(menuVisits.userId, caller.userId));
    assert.equal(rows.length, 1);
    assert.equal(rows[0]?.visits, 50);
    assert.deepEqual((await read(caller.token)).frequent, [users]);
  });

  it('stops counting at the integer limit rather than fail', async () => {
    const caller = await callerWithRole(h, { menus: ['permission', 'permission.user'] });
    const users = id('permission.user');
    assert.equal((await visit(caller.token, users)).statusCode, 200);
    const mine = eq(menuVisits.userId, caller.userId);
    await h.db.update(menuVisits).set({ visits: 2_147_483_647 }).where(mine);
    assert.equal((await visit(caller.token, users)).statusCode, 200);
    const [row] = await h.db.select().from(menuVisits).where(mine);
    assert.equal(row?.visits, 2_147_483_647);
  });

  it('keeps the last of 50 simultaneous saves whole', async () => {
    const caller = await callerWithRole(h, {
      menus: ['permission', 'permission.user', 'permission.onlineUser'],
    });
    const lists = [
      [id('permission.user'), id('permission.onlineUser')],
      [id('permission.onlineUser')],
    ];
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => save(caller.token, lists[i % 2] ?? [])),
    );
    assert.ok(answers.every((answer) => answer.statusCode === 200));
    const saved = (await read(caller.token)).shortcuts;
    assert.ok(lists.some((list) => JSON.stringify(list) === JSON.stringify(saved)));
  });
});
