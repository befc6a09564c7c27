import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SYSTEM_MENU, fillPath, type SystemMenuNode } from '@mepm/contract';
import { eq } from 'drizzle-orm';
import { grants, menus } from '../../src/db/schema';
import type { Harness } from '../support/app-harness';
import { startAppAsAdmin } from '../support/start-as-admin';
import { describeAuthorizationMatrix } from '../support/authorization-matrix';
import { menuId } from '../support/permission-fixtures';
import { call, envelope } from '../support/requests';

const MENU = 'system.menu';
let counter = 0;
const fresh = () => `t${Date.now().toString(36)}${(counter++).toString(36)}`;
const page = (parentId = '-1') => ({ parentId, type: 2, enCode: fresh(), fullName: 'page' });

describe('menu management', () => {
  let h: Harness;
  let admin = '';
  before(async () => {
    ({ h, token: admin } = await startAppAsAdmin());
  });
  after(() => h.close());

  const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    call(h.app, method, url, { token: admin, language: 'en', payload });

  async function create(body: object): Promise<string> {
    const response = await as('POST', SYSTEM_MENU.list, body);
    assert.equal(response.statusCode, 200, response.body);
    return envelope<{ id: string }>(response).data.id;
  }

  it('creates, reads, updates, toggles and lists the tree with a keyword', async () => {
    const dirId = await create({ type: 1, enCode: 'sales', fullName: '销售管理', sortCode: 5 });
    const pageId = await create({ ...page(dirId), enCode: 'sales.order', fullName: '订单' });
    const one = envelope<SystemMenuNode>(
      await as('GET', fillPath(SYSTEM_MENU.one, { id: pageId })),
    );
    assert.equal(one.data.parentId, dirId);
    const update = await as('PUT', fillPath(SYSTEM_MENU.one, { id: pageId }), {
      parentId: dirId,
      type: 2,
      enCode: 'sales.order',
      fullName: '销售订单',
    });
    assert.equal(update.statusCode, 200, update.body);
    await as('PUT', fillPath(SYSTEM_MENU.state, { id: pageId }));
    const [row] = await h.db.select().from(menus).where(eq(menus.id, pageId));
    assert.equal(row?.enabled, false);
    assert.equal(row?.fullName, '销售订单');

    const tree = envelope<SystemMenuNode[]>(
      await as('GET', `${SYSTEM_MENU.list}?keyword=销售订单`),
    ).data;
    assert.deepEqual(
      tree.map((n) => [n.enCode, n.children.map((c) => c.enCode)]),
      [['sales', ['sales.order']]],
    );
    const selector = envelope<SystemMenuNode[]>(await as('GET', SYSTEM_MENU.selector)).data;
    assert.ok(selector.some((n) => n.enCode === 'permission'));
  });

  it('refuses a taken or malformed code, a bad parent and bad property JSON, in words', async () => {
    const taken = await as('POST', SYSTEM_MENU.list, { ...page(), enCode: 'home' });
    assert.deepEqual(taken.json(), { code: 400, msg: 'code already exists', data: null });
    const malformed = await as('POST', SYSTEM_MENU.list, { ...page(), enCode: 'a-b' });
    assert.equal(malformed.json().code, 400);
    assert.match(malformed.json().msg, /letters, digits and dots/);
    const orphan = await as('POST', SYSTEM_MENU.list, { ...page('nope') });
    assert.equal(orphan.json().msg, 'The parent menu is not valid');
    for (const propertyJson of ['{bad', '{}', '{"moduleId":"m"}']) {
      const response = await as('POST', SYSTEM_MENU.list, { ...page(), type: 3, propertyJson });
      assert.equal(response.json().code, 400, propertyJson);
    }
    const good = await as('POST', SYSTEM_MENU.list, {
      ...page(),
      type: 3,
      propertyJson: '{"moduleId":"m1","isTree":0}',
    });
    assert.equal(good.json().code, 200, good.body);
    const badType = await as('POST', SYSTEM_MENU.list, { ...page(), type: 9 });
    assert.equal(badType.json().code, 400);
  });

  it('refuses to delete an entry with children, deletes a leaf with its grants', async () => {
    const parent = await create({ type: 1, enCode: fresh(), fullName: 'dir' });
    const child = await create(page(parent));
    const refused = await as('DELETE', fillPath(SYSTEM_MENU.one, { id: parent }));
    assert.deepEqual(refused.json(), {
      code: 400,
      msg: 'This menu has child entries and cannot be deleted',
      data: null,
    });
    await h.db
      .insert(grants)
      .values({ itemType: 'menu', itemId: child, objectType: 'user', objectId: 'x' });
    assert.equal((await as('DELETE', fillPath(SYSTEM_MENU.one, { id: child }))).statusCode, 200);
    assert.equal((await h.db.select().from(grants).where(eq(grants.itemId, child))).length, 0);
    assert.equal((await as('DELETE', fillPath(SYSTEM_MENU.one, { id: child }))).statusCode, 404);
  });

  it('manages buttons, columns, forms and schemes of a menu', async () => {
    const moduleId = await create(page());
    for (const [list, one] of [
      [SYSTEM_MENU.buttons, SYSTEM_MENU.button],
      [SYSTEM_MENU.columns, SYSTEM_MENU.column],
      [SYSTEM_MENU.forms, SYSTEM_MENU.form],
    ] as const) {
      const created = await as('POST', list, { moduleId, enCode: 'btn_x', fullName: 'X' });
      assert.equal(created.statusCode, 200, created.body);
      const id = envelope<{ id: string }>(created).data.id;
      const again = await as('POST', list, { moduleId, enCode: 'btn_x', fullName: 'X' });
      assert.equal(again.json().msg, 'code already exists');
      await as('PUT', fillPath(one, { id }), { moduleId, enCode: 'btn_y', fullName: 'Y' });
      const listed = envelope<{ list: { enCode: string }[] }>(
        await as('GET', `${list}?moduleId=${moduleId}`),
      );
      assert.deepEqual(
        listed.data.list.map((e) => e.enCode),
        ['btn_y'],
      );
      assert.equal((await as('DELETE', fillPath(one, { id }))).statusCode, 200);
    }
    const conditions = {
      logic: 'and',
      groups: [{ logic: 'and', conditions: [{ field: 'createdBy', op: '==', value: '@userId' }] }],
    };
    const scheme = await as('POST', SYSTEM_MENU.schemes, {
      moduleId,
      enCode: 'mine',
      fullName: '本人',
      conditions,
    });
    assert.equal(scheme.statusCode, 200, scheme.body);
    const bad = await as('POST', SYSTEM_MENU.schemes, {
      moduleId,
      enCode: 'bad',
      fullName: 'bad',
      conditions: {
        ...conditions,
        groups: [{ logic: 'and', conditions: [{ field: 'a;b', op: '==', value: '1' }] }],
      },
    });
    assert.equal(bad.json().code, 400);
    const unknownVariable = await as('POST', SYSTEM_MENU.schemes, {
      moduleId,
      enCode: 'bad2',
      fullName: 'bad',
      conditions: {
        ...conditions,
        groups: [{ logic: 'and', conditions: [{ field: 'a', op: '==', value: '@boss' }] }],
      },
    });
    assert.equal(unknownVariable.json().code, 400);
    const schemes = envelope<{ list: { enCode: string }[] }>(
      await as('GET', `${SYSTEM_MENU.schemes}?moduleId=${moduleId}`),
    );
    assert.deepEqual(
      schemes.data.list.map((s) => s.enCode),
      ['mine'],
    );
  });

  const newMenuId = async () => {
    const [row] = await h.db
      .insert(menus)
      .values({ type: 2, enCode: fresh(), fullName: 'm' })
      .returning();
    return row?.id ?? '';
  };
  const seededPage = () => menuId(h.db, 'permission.user');
  describeAuthorizationMatrix(
    () => h,
    [
      {
        name: 'menu tree',
        permission: { menu: MENU },
        request: () => ({ method: 'GET', url: SYSTEM_MENU.list }),
      },
      {
        name: 'menu selector',
        permission: { menu: MENU },
        request: () => ({ method: 'GET', url: SYSTEM_MENU.selector }),
      },
      {
        name: 'read menu',
        permission: { menu: MENU },
        request: async () => ({
          method: 'GET',
          url: fillPath(SYSTEM_MENU.one, { id: await seededPage() }),
        }),
      },
      {
        name: 'create menu',
        permission: { menu: MENU, button: 'btn_add' },
        request: () => ({ method: 'POST', url: SYSTEM_MENU.list, payload: page() }),
      },
      {
        name: 'update menu',
        permission: { menu: MENU, button: 'btn_edit' },
        request: async () => ({
          method: 'PUT',
          url: fillPath(SYSTEM_MENU.one, { id: await newMenuId() }),
          payload: page(),
        }),
      },
      {
        name: 'toggle menu',
        permission: { menu: MENU, button: 'btn_edit' },
        request: async () => ({
          method: 'PUT',
          url: fillPath(SYSTEM_MENU.state, { id: await newMenuId() }),
        }),
      },
      {
        name: 'delete menu',
        permission: { menu: MENU, button: 'btn_remove' },
        request: async () => ({
          method: 'DELETE',
          url: fillPath(SYSTEM_MENU.one, { id: await newMenuId() }),
        }),
      },
      {
        name: 'list buttons',
        permission: { menu: MENU },
        request: async () => ({
          method: 'GET',
          url: `${SYSTEM_MENU.buttons}?moduleId=${await seededPage()}`,
        }),
      },
      {
        name: 'create column',
        permission: { menu: MENU, button: 'btn_add' },
        request: async () => ({
          method: 'POST',
          url: SYSTEM_MENU.columns,
          payload: { moduleId: await newMenuId(), enCode: 'c', fullName: 'c' },
        }),
      },
      {
        name: 'list schemes',
        permission: { menu: MENU },
        request: async () => ({
          method: 'GET',
          url: `${SYSTEM_MENU.schemes}?moduleId=${await seededPage()}`,
        }),
      },
    ],
  );
});
