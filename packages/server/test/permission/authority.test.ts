import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  AUTHORIZE,
  MAX_AUTHORIZE_IDS,
  fillPath,
  type AuthorizeData,
  type AuthorizeMenuNode,
  type CurrentUserBundle,
} from '@mepm/contract';
import { eq, sql } from 'drizzle-orm';
import { dataSchemes, grants } from '../../src/db/schema';
import { currentUser, type Harness } from '../support/app-harness';
import { startAppAsAdmin } from '../support/start-as-admin';
import { describeAuthorizationMatrix } from '../support/authorization-matrix';
import {
  createCaller,
  createPosition,
  createRole,
  elementId,
  menuId,
} from '../support/permission-fixtures';
import { call, envelope } from '../support/requests';

const PAGE = 'permission.authorize';
const url = (objectId: string, objectType = 'role') =>
  `${fillPath(AUTHORIZE.data, { objectId })}?objectType=${objectType}`;
const none = { menuIds: [], buttonIds: [], columnIds: [], formIds: [], resourceIds: [] };
const flatten = (nodes: AuthorizeMenuNode[]): AuthorizeMenuNode[] =>
  nodes.flatMap((node) => [node, ...flatten(node.children)]);
const sorted = (ids: string[]) => [...ids].sort();

describe('authorisation (Authority/Data)', () => {
  let h: Harness;
  let admin = '';
  let schemeId = '';
  before(async () => {
    ({ h, token: admin } = await startAppAsAdmin());
    const [scheme] = await h.db
      .insert(dataSchemes)
      .values({
        menuId: await menuId(h.db, 'permission.user'),
        enCode: 'ownOnly',
        fullName: 'Own records',
        conditions: { logic: 'and', groups: [] },
      })
      .returning({ id: dataSchemes.id });
    schemeId = scheme?.id ?? '';
  });
  after(() => h.close());

  const as = (method: 'GET' | 'PUT', path: string, payload?: unknown) =>
    call(h.app, method, path, { token: admin, language: 'en', payload });
  const grantRows = async (objectId: string) =>
    (
      await h.db
        .select({ itemType: grants.itemType, itemId: grants.itemId })
        .from(grants)
        .where(eq(grants.objectId, objectId))
    )
      .map((row) => `${row.itemType}:${row.itemId}`)
      .sort();
  const ids = async () => ({
    userMenu: await menuId(h.db, 'permission.user'),
    roleMenu: await menuId(h.db, 'permission.role'),
    userAdd: await elementId(h.db, 'permission.user', 'button', 'btn_add'),
    userAccount: await elementId(h.db, 'permission.user', 'column', 'account'),
    roleEdit: await elementId(h.db, 'permission.role', 'button', 'btn_edit'),
  });

  it('answers the assignable tree with elements and schemes, and the ids of the role', async () => {
    const { userMenu, userAdd, userAccount } = await ids();
    const roleId = await createRole(h.db, {
      menus: ['permission.user'],
      buttons: [['permission.user', 'btn_add']],
      columns: [['permission.user', 'account']],
      resources: [schemeId],
    });
    const response = await as('GET', url(roleId));
    assert.equal(response.statusCode, 200, response.body);
    const data = envelope<AuthorizeData>(response).data;

    const permission = data.list.find((node) => node.enCode === 'permission');
    assert.equal(permission?.parentId, '-1');
    const userPage = permission?.children.find((node) => node.enCode === 'permission.user');
    assert.ok(userPage);
    assert.deepEqual(sorted(userPage.buttons.map((b) => b.enCode)), [
      'btn_add',
      'btn_edit',
      'btn_remove',
      'btn_resetPassword',
      'btn_state',
    ]);
    assert.ok(userPage.columns.some((c) => c.id === userAccount && c.enCode === 'account'));
    assert.deepEqual(userPage.forms, []);
    assert.deepEqual(userPage.resources, [
      { id: schemeId, enCode: 'ownOnly', fullName: 'Own records' },
    ]);
    assert.ok(flatten(data.list).some((node) => node.enCode === 'home'));

    assert.deepEqual(data.menuIds, [userMenu]);
    assert.deepEqual(data.buttonIds, [userAdd]);
    assert.deepEqual(data.columnIds, [userAccount]);
    assert.deepEqual(data.formIds, []);
    assert.deepEqual(data.resourceIds, [schemeId]);
  });

  it('leaves disabled entries out of the tree', async () => {
    const response = await as('GET', url(await createRole(h.db)));
    const codes = flatten(envelope<AuthorizeData>(response).data.list).map((n) => n.enCode);
    assert.ok(codes.includes('permission.role'));
    await h.db.execute(sql`update menus set enabled = false where en_code = 'permission.role'`);
    try {
      const again = await as('GET', url(await createRole(h.db)));
      const after = flatten(envelope<AuthorizeData>(again).data.list).map((n) => n.enCode);
      assert.ok(!after.includes('permission.role'));
    } finally {
      await h.db.execute(sql`update menus set enabled = true where en_code = 'permission.role'`);
    }
  });

  it('answers 404 in words for a missing object, 400 for a bad object type', async () => {
    const missing = await as('GET', url('no-such-role'));
    assert.equal(missing.statusCode, 404);
    assert.deepEqual(missing.json(), {
      code: 404,
      msg: 'The role, position or user to authorise does not exist',
      data: null,
    });
    const put = await as('PUT', fillPath(AUTHORIZE.data, { objectId: 'no-such-user' }), {
      objectType: 'user',
      ...none,
    });
    assert.equal(put.statusCode, 404);
    const badType = await as('GET', url(await createRole(h.db), 'group'));
    assert.equal(badType.statusCode, 400);
  });

  it('replaces the grants: the old ones are gone, repeats are stored once', async () => {
    const { userMenu, roleMenu, userAdd, roleEdit } = await ids();
    const roleId = await createRole(h.db, {
      menus: ['permission.user'],
      buttons: [['permission.user', 'btn_add']],
    });
    const put = await as('PUT', fillPath(AUTHORIZE.data, { objectId: roleId }), {
      objectType: 'role',
      ...none,
      menuIds: [roleMenu, roleMenu],
      buttonIds: [roleEdit, roleEdit],
      resourceIds: [],
    });
    assert.equal(put.statusCode, 200, put.body);
    assert.deepEqual(await grantRows(roleId), sorted([`menu:${roleMenu}`, `button:${roleEdit}`]));
    const data = envelope<AuthorizeData>(await as('GET', url(roleId))).data;
    assert.deepEqual([data.menuIds, data.buttonIds], [[roleMenu], [roleEdit]]);
    assert.ok(!data.menuIds.includes(userMenu) && !data.buttonIds.includes(userAdd));

    const cleared = await as('PUT', fillPath(AUTHORIZE.data, { objectId: roleId }), {
      objectType: 'role',
      ...none,
    });
    assert.equal(cleared.statusCode, 200);
    assert.deepEqual(await grantRows(roleId), []);
  });

  it('grants to positions and users as well, each object keeping its own grants', async () => {
    const { userMenu, roleMenu } = await ids();
    const positionId = await createPosition(h.db, { menus: ['permission.role'] });
    const caller = await createCaller(h);
    const put = await as('PUT', fillPath(AUTHORIZE.data, { objectId: caller.userId }), {
      objectType: 'user',
      ...none,
      menuIds: [userMenu],
    });
    assert.equal(put.statusCode, 200, put.body);
    const user = envelope<AuthorizeData>(await as('GET', url(caller.userId, 'user'))).data;
    assert.deepEqual(user.menuIds, [userMenu]);
    const position = envelope<AuthorizeData>(await as('GET', url(positionId, 'position'))).data;
    assert.deepEqual(position.menuIds, [roleMenu]);
  });

  it('refuses an unknown id or an id of another kind, writing nothing', async () => {
    const { userMenu, userAdd, userAccount } = await ids();
    const roleId = await createRole(h.db, { menus: ['permission.user'] });
    const before = await grantRows(roleId);
    const bodies = [
      { menuIds: [userMenu, 'no-such-menu'] },
      { menuIds: [userMenu], buttonIds: [userAdd, 'no-such-button'] },
      // A column's id sent as a button: it exists, but not as that kind.
      { menuIds: [userMenu], buttonIds: [userAccount] },
      { menuIds: [userMenu], resourceIds: [userAdd] },
      { menuIds: [userMenu], formIds: [schemeId] },
    ];
    for (const body of bodies) {
      const response = await as('PUT', fillPath(AUTHORIZE.data, { objectId: roleId }), {
        objectType: 'role',
        ...none,
        ...body,
      });
      assert.equal(response.statusCode, 400, JSON.stringify(body));
      assert.equal(response.json().msg, 'A granted item does not exist or was deleted');
    }
    assert.deepEqual(await grantRows(roleId), before);
  });

  it('refuses an element or scheme whose menu is not granted, writing nothing', async () => {
    const { roleMenu, userAdd } = await ids();
    const roleId = await createRole(h.db, { menus: ['permission.role'] });
    const before = await grantRows(roleId);
    for (const body of [{ buttonIds: [userAdd] }, { resourceIds: [schemeId] }]) {
      const response = await as('PUT', fillPath(AUTHORIZE.data, { objectId: roleId }), {
        objectType: 'role',
        ...none,
        menuIds: [roleMenu],
        ...body,
      });
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), {
        code: 400,
        msg: 'A button, column, form field or data scheme needs its menu granted too',
        data: null,
      });
    }
    const zh = await call(h.app, 'PUT', fillPath(AUTHORIZE.data, { objectId: roleId }), {
      token: admin,
      language: 'zh-CN',
      payload: { objectType: 'role', ...none, buttonIds: [userAdd] },
    });
    assert.equal(zh.json().msg, '授权按钮、列表、表单或数据权限时必须同时授权其所属菜单');
    assert.deepEqual(await grantRows(roleId), before);
  });

  it('bounds the lists', async () => {
    const roleId = await createRole(h.db);
    const tooMany = Array.from({ length: MAX_AUTHORIZE_IDS + 1 }, (_, i) => `id${i}`);
    const response = await as('PUT', fillPath(AUTHORIZE.data, { objectId: roleId }), {
      objectType: 'role',
      ...none,
      columnIds: tooMany,
    });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(await grantRows(roleId), []);
  });

  it('CurrentUser of a user in the role reflects a change at once, schemes too', async () => {
    const { roleMenu, userMenu, roleEdit } = await ids();
    const roleId = await createRole(h.db, { menus: ['permission.user'] });
    const caller = await createCaller(h, { roles: [roleId] });
    const bundle = async () =>
      envelope<CurrentUserBundle>(await currentUser(h.app, caller.token)).data;
    const codes = (data: CurrentUserBundle) =>
      data.menuList.flatMap(function walk(entry): string[] {
        return [entry.enCode, ...entry.children.flatMap(walk)];
      });
    assert.ok(codes(await bundle()).includes('permission.user'));

    const put = await as('PUT', fillPath(AUTHORIZE.data, { objectId: roleId }), {
      objectType: 'role',
      ...none,
      menuIds: [roleMenu, userMenu],
      buttonIds: [roleEdit],
      resourceIds: [schemeId],
    });
    assert.equal(put.statusCode, 200, put.body);
    const after = await bundle();
    assert.ok(codes(after).includes('permission.role'));
    const roleItem = after.permissionList.find((item) => item.modelId === roleMenu);
    assert.deepEqual(
      roleItem?.button.map((b) => b.enCode),
      ['btn_edit'],
    );
    const userItem = after.permissionList.find((item) => item.modelId === userMenu);
    assert.deepEqual(userItem?.resource, [{ enCode: 'ownOnly', fullName: 'Own records' }]);
    assert.deepEqual(userItem?.button, []);

    const narrowed = await as('PUT', fillPath(AUTHORIZE.data, { objectId: roleId }), {
      objectType: 'role',
      ...none,
      menuIds: [roleMenu],
    });
    assert.equal(narrowed.statusCode, 200);
    const last = await bundle();
    assert.ok(!codes(last).includes('permission.user'));
    assert.ok(!codes(last).includes('permission.authorize'));
    assert.deepEqual(last.permissionList.find((item) => item.modelId === roleMenu)?.button, []);
  });

  it('reports every data scheme to an administrator, no ungranted one to others', async () => {
    const userMenu = await menuId(h.db, 'permission.user');
    const adminBundle = envelope<CurrentUserBundle>(await currentUser(h.app, admin)).data;
    const adminItem = adminBundle.permissionList.find((item) => item.modelId === userMenu);
    assert.ok(adminItem?.resource.some((r) => r.enCode === 'ownOnly'));
    const caller = await createCaller(h, {
      roles: [await createRole(h.db, { menus: ['permission.user'] })],
    });
    const bundle = envelope<CurrentUserBundle>(await currentUser(h.app, caller.token)).data;
    assert.deepEqual(bundle.permissionList.find((item) => item.modelId === userMenu)?.resource, []);
  });

  describeAuthorizationMatrix(
    () => h,
    [
      {
        name: 'read authorisation',
        permission: { menu: PAGE },
        request: async () => ({ method: 'GET', url: url(await createRole(h.db)) }),
      },
      {
        name: 'replace authorisation',
        permission: { menu: PAGE, button: 'btn_edit' },
        request: async () => ({
          method: 'PUT',
          url: fillPath(AUTHORIZE.data, { objectId: await createRole(h.db) }),
          // A delegate grants only what it holds: the granted caller holds this page.
          payload: { objectType: 'role', ...none, menuIds: [await menuId(h.db, PAGE)] },
        }),
      },
    ],
  );
});
