import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  ADMIN_MENU,
  AUTHORIZE,
  OAUTH,
  SYSTEM_MENU,
  fillPath,
  type AuthorizeData,
  type CurrentUserBundle,
  type MenuEntry,
  type SystemMenuNode,
} from '@mepm/contract';
import { eq, inArray } from 'drizzle-orm';
import { createDb, type Db } from '../../src/db/client';
import { menus } from '../../src/db/schema';
import { seed } from '../../src/db/seed';
import type { Harness } from '../support/app-harness';
import { PRODUCT_MENUS } from '../support/product';
import { createRole } from '../support/permission-fixtures';
import { startAppAsAdmin } from '../support/start-as-admin';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { call, envelope } from '../support/requests';

let counter = 0;
const fresh = () => `n${Date.now().toString(36)}${(counter++).toString(36)}`;

function flatten<T extends { children: T[] }>(nodes: readonly T[]): T[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

describe('menu names per language: seeded', () => {
  it('ships a simplified Chinese, a traditional Chinese and an English name for every entry', () => {
    for (const menu of PRODUCT_MENUS) {
      for (const language of ['zh', 'zhtw', 'en'] as const) {
        assert.notEqual(menu.name[language].trim(), '', `${menu.enCode} has no ${language} name`);
      }
      assert.notEqual(menu.name.en, menu.name.zh, `${menu.enCode}: the English name is Chinese`);
    }
  });
});

describe('menu names per language: upgrading a database', () => {
  let database: TestDatabase;
  let db: Db;
  before(async () => {
    database = await createTestDatabase();
    db = createDb(database.pool);
    await seed(db, { menus: PRODUCT_MENUS });
  });
  after(() => database.close());

  const row = async (enCode: string) =>
    (await db.select().from(menus).where(eq(menus.enCode, enCode)))[0];

  it('names the shipped entries of a database from before names, keeping what people set', async () => {
    // A database from before the migration: no entry has names yet.
    const shipped = PRODUCT_MENUS.map((menu) => menu.enCode);
    await db.update(menus).set({ names: {} }).where(inArray(menus.enCode, shipped));
    // An administrator renamed one entry in English, cleared another's, and renamed one in zh.
    await db
      .update(menus)
      .set({ names: { en: 'People' } })
      .where(eq(menus.enCode, ADMIN_MENU.user));
    await db
      .update(menus)
      .set({ names: { zhtw: '', en: '' } })
      .where(eq(menus.enCode, ADMIN_MENU.role));
    await db.update(menus).set({ fullName: '主页' }).where(eq(menus.enCode, 'home'));

    await seed(db, { menus: PRODUCT_MENUS });

    assert.deepEqual((await row('home'))?.names, { zhtw: '首頁', en: 'Home' });
    assert.equal((await row('home'))?.fullName, '主页', 'the edited zh name stays');
    assert.deepEqual(
      (await row(ADMIN_MENU.user))?.names,
      { zhtw: '使用者管理', en: 'People' },
      'the missing language is filled in, the edited one stays',
    );
    assert.deepEqual(
      (await row(ADMIN_MENU.role))?.names,
      { zhtw: '', en: '' },
      'names an administrator cleared stay cleared',
    );
    for (const menu of PRODUCT_MENUS) {
      const names = (await row(menu.enCode))?.names;
      assert.equal(typeof names?.zhtw, 'string', `${menu.enCode} has a zhtw name`);
      assert.equal(typeof names?.en, 'string', `${menu.enCode} has an en name`);
    }
  });

  it('then finds everything in place and writes nothing', async () => {
    const versions = async () =>
      (await database.pool.query<{ xmin: string }>('select xmin::text from menus')).rows.map(
        (found) => found.xmin,
      );
    const before = await versions();
    await seed(db, { menus: PRODUCT_MENUS });
    assert.deepEqual(await versions(), before);
  });

  it('names them once when several servers start on the upgraded database at the same moment', async () => {
    await db.update(menus).set({ names: {} });
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => seed(db, { menus: PRODUCT_MENUS })),
    );
    assert.deepEqual(
      results.filter((result) => result.status === 'rejected'),
      [],
    );
    assert.deepEqual((await row(ADMIN_MENU.onlineUser))?.names, {
      zhtw: '線上使用者',
      en: 'Online users',
    });
    assert.equal((await db.select().from(menus).where(eq(menus.enCode, 'home'))).length, 1);
  });
});

describe('menu names per language: served and edited', () => {
  let h: Harness;
  let admin = '';
  before(async () => {
    ({ h, token: admin } = await startAppAsAdmin());
  });
  after(() => h.close());

  const as = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    language = 'en',
  ) => call(h.app, method, url, { token: admin, language, payload });

  const menuList = async () =>
    flatten(envelope<CurrentUserBundle>(await as('GET', OAUTH.currentUser)).data.menuList);

  it('gives every entry of the signed-in menu its names', async () => {
    const list = await menuList();
    const home = list.find((entry: MenuEntry) => entry.enCode === 'home');
    assert.equal(home?.fullName, '首页');
    assert.deepEqual(home?.names, { zhtw: '首頁', en: 'Home' });
    const users = list.find((entry) => entry.enCode === ADMIN_MENU.user);
    assert.deepEqual(users?.names, { zhtw: '使用者管理', en: 'Users' });
  });

  it('edits the three names in menu management, and the menu and the trees carry them', async () => {
    const enCode = fresh();
    const created = await as('POST', SYSTEM_MENU.list, {
      type: 2,
      enCode,
      fullName: '销售订单',
      names: { zhtw: '銷售訂單', en: 'Sales orders' },
      urlAddress: 'sales/order',
    });
    assert.equal(created.statusCode, 200, created.body);
    const id = envelope<{ id: string }>(created).data.id;
    const one = envelope<SystemMenuNode>(await as('GET', fillPath(SYSTEM_MENU.one, { id }))).data;
    assert.deepEqual(one.names, { zhtw: '銷售訂單', en: 'Sales orders' });

    const edited = await as('PUT', fillPath(SYSTEM_MENU.one, { id }), {
      type: 2,
      enCode,
      fullName: '订单',
      names: { zhtw: ' 訂單 ', en: 'Orders' },
      urlAddress: 'sales/order',
    });
    assert.equal(edited.statusCode, 200, edited.body);
    const entry = (await menuList()).find((found) => found.id === id);
    assert.equal(entry?.fullName, '订单');
    assert.deepEqual(entry?.names, { zhtw: '訂單', en: 'Orders' }, 'names are trimmed');

    // The management list finds an entry by its name in any language.
    const found = flatten(
      envelope<SystemMenuNode[]>(await as('GET', `${SYSTEM_MENU.list}?keyword=orders`)).data,
    );
    assert.ok(found.some((node) => node.id === id));

    const roleId = await createRole(h.db);
    const tree = envelope<AuthorizeData>(
      await as('GET', `${fillPath(AUTHORIZE.data, { objectId: roleId })}?objectType=role`),
    ).data;
    const node = flatten(tree.list).find((item) => item.id === id);
    assert.deepEqual(node?.names, { zhtw: '訂單', en: 'Orders' });
  });

  it('leaves a language without a name empty, so that it shows the zh name', async () => {
    const created = await as('POST', SYSTEM_MENU.list, {
      type: 1,
      enCode: fresh(),
      fullName: '报表中心',
    });
    assert.equal(created.statusCode, 200, created.body);
    const id = envelope<{ id: string }>(created).data.id;
    const one = envelope<SystemMenuNode>(await as('GET', fillPath(SYSTEM_MENU.one, { id }))).data;
    assert.deepEqual(one.names, { zhtw: '', en: '' });
  });

  it('refuses a name against the name rule in any language, saying which, and writes nothing', async () => {
    const enCode = fresh();
    const body = (names: object, fullName = '报表') => ({ type: 1, enCode, fullName, names });
    const cases: [object, string, string][] = [
      [
        body({ zhtw: '', en: '' }, '报表<b>'),
        'zh',
        '名称：只能输入中文、字母、数字，不能包含特殊符号',
      ],
      [
        body({ zhtw: '報表!', en: '' }),
        'zhtw',
        '繁體名稱：只能輸入中文、字母、數字，不能包含特殊符號',
      ],
      [
        body({ zhtw: '', en: 'Reports  all' }),
        'en',
        'English name: Only Chinese characters, letters and digits, no special symbols',
      ],
      [
        body({ zhtw: '', en: 'Reports & charts' }),
        'en',
        'English name: Only Chinese characters, letters and digits, no special symbols',
      ],
    ];
    for (const [payload, language, message] of cases) {
      const response = await as('POST', SYSTEM_MENU.list, payload, language);
      assert.equal(response.statusCode, 400, response.body);
      assert.equal(envelope(response).msg, message);
    }
    const tooLong = await as('POST', SYSTEM_MENU.list, body({ zhtw: '', en: 'A'.repeat(51) }));
    assert.equal(tooLong.statusCode, 400, tooLong.body);
    assert.equal((await h.db.select().from(menus).where(eq(menus.enCode, enCode))).length, 0);
  });

  it('keeps the last of many edits arriving at once whole: never one language of one and one of another', async () => {
    const enCode = fresh();
    const created = await as('POST', SYSTEM_MENU.list, { type: 1, enCode, fullName: '目录' });
    const id = envelope<{ id: string }>(created).data.id;
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        as('PUT', fillPath(SYSTEM_MENU.one, { id }), {
          type: 1,
          enCode,
          fullName: `目录${index}`,
          names: { zhtw: `目錄${index}`, en: `Folder ${index}` },
        }),
      ),
    );
    assert.deepEqual(
      responses.filter((response) => response.statusCode !== 200).map((r) => r.body),
      [],
    );
    const [row] = await h.db.select().from(menus).where(eq(menus.id, id));
    const index = row?.fullName.replace('目录', '');
    assert.deepEqual(row?.names, { zhtw: `目錄${index}`, en: `Folder ${index}` });
  });
});
