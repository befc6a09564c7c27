import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { CurrentUserBundle, MenuEntry } from '@mepm/contract';
import { eq } from 'drizzle-orm';
import { grants, menuElements, menus, positions, roles, userRelations } from '../../src/db/schema';
import {
  ADMIN_PASSWORD,
  createUser,
  startApp,
  tokenFor,
  type Harness,
} from '../support/app-harness';

const codes = (entries: MenuEntry[]): string[] =>
  entries.flatMap((entry) => [entry.enCode, ...codes(entry.children)]);

describe('GET /api/oauth/CurrentUser', () => {
  let h: Harness;
  before(async () => {
    h = await startApp();
  });
  after(() => h.close());

  async function bundle(token: string, language = 'zh'): Promise<CurrentUserBundle> {
    const response = await h.app.inject({
      method: 'GET',
      url: '/api/oauth/CurrentUser?n=1',
      headers: { authorization: `Bearer ${token}`, 'accept-language': language },
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<{ data: CurrentUserBundle }>().data;
  }

  it('describes the admin, the seeded home entry and its organisation', async () => {
    const data = await bundle(await tokenFor(h.app, 'admin', ADMIN_PASSWORD));
    assert.deepEqual(Object.keys(data).sort(), ['menuList', 'permissionList', 'userInfo']);
    assert.equal(data.userInfo.userAccount, 'admin');
    assert.equal(data.userInfo.isAdministrator, true);
    assert.equal(data.userInfo.departmentName, '综合管理部');
    assert.equal(data.userInfo.organizeName, '机电工程有限公司');
    assert.equal(data.userInfo.roleIds.length, 1);
    const home = data.menuList.find((entry) => entry.enCode === 'home');
    assert.equal(home?.type, 2);
    assert.equal(home?.urlAddress, 'home');
    assert.equal(home?.parentId, '-1');
    assert.ok(data.permissionList.some((item) => item.modelId === home?.id));
  });

  it('reports the sign-in before the current session as the previous login', async () => {
    await createUser(h.db, { account: 'returner', password: 'Return123' });
    const first = await bundle(await tokenFor(h.app, 'returner', 'Return123', { ip: '8.8.4.4' }));
    assert.equal(first.userInfo.prevLogin, false);
    assert.equal(first.userInfo.prevLoginTime, null);

    const firstAt = h.clock.now().getTime();
    h.clock.advance(5_000);
    const secondToken = await tokenFor(h.app, 'returner', 'Return123', { ip: '192.168.1.20' });
    const second = await bundle(secondToken, 'en');
    assert.equal(second.userInfo.prevLogin, true);
    assert.equal(second.userInfo.prevLoginTime, firstAt);
    assert.equal(second.userInfo.prevLoginIPAddress, '8.8.4.4');
    assert.equal(second.userInfo.prevLoginIPAddressName, 'Unknown');

    // A later sign-in elsewhere does not change what this session reports.
    h.clock.advance(5_000);
    const third = await bundle(await tokenFor(h.app, 'returner', 'Return123', { ip: '::1' }), 'zh');
    assert.equal(third.userInfo.prevLoginIPAddress, '192.168.1.20');
    assert.equal(third.userInfo.prevLoginIPAddressName, '本地局域网');
    assert.equal((await bundle(secondToken)).userInfo.prevLoginIPAddress, '8.8.4.4');
  });

  it('shows a non-admin only the entries granted to the user, its roles and positions', async () => {
    const [dir] = await h.db
      .insert(menus)
      .values({ enCode: 'sample', fullName: '权限管理', type: 1, sortCode: 10 })
      .returning();
    assert.ok(dir);
    const page = (enCode: string, sortCode: number, enabled = true) => ({
      parentId: dir.id,
      enCode,
      fullName: enCode,
      type: 2,
      urlAddress: `sample/${enCode}`,
      sortCode,
      enabled,
    });
    const created = await h.db
      .insert(menus)
      .values([
        page('sample.user', 3),
        page('sample.role', 1),
        page('sample.position', 2),
        page('sample.secret', 4),
        page('sample.off', 5, false),
      ])
      .returning();
    const id = (code: string) => created.find((m) => m.enCode === code)?.id ?? '';
    const [role] = await h.db
      .insert(roles)
      .values({ enCode: 'clerk', fullName: '文员' })
      .returning();
    const [post] = await h.db
      .insert(positions)
      .values({ enCode: 'desk', fullName: '前台' })
      .returning();
    const [staff] = await h.db.select().from(roles).where(eq(roles.enCode, 'staff'));
    assert.ok(role && post && staff);
    const userId = await createUser(h.db, { account: 'clerk1', password: 'Clerk1234' });
    await h.db.insert(userRelations).values([
      { userId, objectType: 'role', objectId: role.id },
      { userId, objectType: 'role', objectId: staff.id },
      { userId, objectType: 'position', objectId: post.id },
    ]);
    const [button] = await h.db
      .insert(menuElements)
      .values([
        { menuId: id('sample.role'), kind: 'button', enCode: 'btn_add', fullName: '新增' },
        { menuId: id('sample.role'), kind: 'button', enCode: 'btn_remove', fullName: '删除' },
        { menuId: id('sample.user'), kind: 'column', enCode: 'account', fullName: '账号' },
      ])
      .returning();
    assert.ok(button);
    await h.db.insert(grants).values([
      { itemType: 'menu', itemId: id('sample.role'), objectType: 'role', objectId: role.id },
      {
        itemType: 'module',
        itemId: id('sample.position'),
        objectType: 'position',
        objectId: post.id,
      },
      { itemType: 'menu', itemId: id('sample.user'), objectType: 'user', objectId: userId },
      { itemType: 'menu', itemId: id('sample.off'), objectType: 'user', objectId: userId },
      { itemType: 'button', itemId: button.id, objectType: 'role', objectId: role.id },
    ]);

    const data = await bundle(await tokenFor(h.app, 'clerk1', 'Clerk1234'));
    assert.deepEqual(codes(data.menuList), [
      'home',
      'sample',
      'sample.role',
      'sample.position',
      'sample.user',
      // The seeded staff role holds the workflow task pages.
      'workFlow',
      'workFlow.flowLaunch',
      'workFlow.flowTodo',
      'workFlow.flowDone',
      'workFlow.flowCirculate',
      'workFlow.flowDelegate',
    ]);
    const directory = data.menuList.find((entry) => entry.enCode === 'sample');
    assert.equal(directory?.hasChildren, true);
    assert.equal(directory?.children[0]?.parentId, directory?.id);
    const rolePermissions = data.permissionList.find((p) => p.modelId === id('sample.role'));
    assert.deepEqual(rolePermissions?.button, [{ enCode: 'btn_add', fullName: '新增' }]);
    // A menu that defines columns holds the caller to the granted ones: here none.
    const userPermissions = data.permissionList.find((p) => p.modelId === id('sample.user'));
    assert.equal(userPermissions?.columnsRestricted, true);
    assert.deepEqual(userPermissions?.column, []);
    assert.equal(rolePermissions?.columnsRestricted, undefined);

    // The admin sees every enabled entry and every element, granted or not.
    const admin = await bundle(await tokenFor(h.app, 'admin', ADMIN_PASSWORD));
    assert.ok(codes(admin.menuList).includes('sample.secret'));
    assert.ok(!codes(admin.menuList).includes('sample.off'));
    const adminRole = admin.permissionList.find((p) => p.modelId === id('sample.role'));
    assert.deepEqual(
      adminRole?.button.map((b) => b.enCode),
      ['btn_add', 'btn_remove'],
    );
    const adminUser = admin.permissionList.find((p) => p.modelId === id('sample.user'));
    assert.equal(adminUser?.columnsRestricted, undefined);

    // A disabled role grants nothing.
    await h.db.update(roles).set({ enabled: false }).where(eq(roles.id, role.id));
    const later = await bundle(await tokenFor(h.app, 'clerk1', 'Clerk1234'));
    assert.ok(!codes(later.menuList).includes('sample.role'));
  });
});
