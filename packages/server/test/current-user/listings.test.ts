import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  CURRENT_USER,
  type AuthorizeEntry,
  type AuthorizeList,
  type SubordinateList,
  type SystemLogPage,
} from '@mepm/contract';
import { eq } from 'drizzle-orm';
import {
  grants,
  menuElements,
  menus,
  organizations,
  positions,
  userRelations,
  users,
} from '../../src/db/schema';
import {
  ADMIN_PASSWORD,
  createUser,
  startApp,
  tokenFor,
  type Harness,
} from '../support/app-harness';
import { call, envelope } from '../support/requests';

const flatten = (entries: AuthorizeEntry[]): AuthorizeEntry[] =>
  entries.flatMap((entry) => [entry, ...flatten(entry.children)]);

describe('the lists of the profile page', () => {
  let h: Harness;
  before(async () => {
    h = await startApp();
  });
  after(() => h.close());

  it('Subordinate lists exactly the users the caller manages', async () => {
    const managerId = await createUser(h.db, { account: 'boss', password: 'Boss12345' });
    const [department] = await h.db
      .select()
      .from(organizations)
      .where(eq(organizations.enCode, 'HQ.ADMIN'));
    assert.ok(department);
    const [position] = await h.db
      .insert(positions)
      .values({ enCode: 'engineer', fullName: '工程师' })
      .returning();
    assert.ok(position);
    const second = await createUser(h.db, { account: 'worker2', password: 'Worker123' });
    const first = await createUser(h.db, {
      account: 'worker1',
      password: 'Worker123',
      realName: '李四',
      organizeId: department.id,
    });
    await createUser(h.db, { account: 'outsider', password: 'Outsider1' });
    await h.db.update(users).set({ managerId }).where(eq(users.id, first));
    await h.db.update(users).set({ managerId }).where(eq(users.id, second));
    await h.db
      .insert(userRelations)
      .values({ userId: first, objectType: 'position', objectId: position.id });

    const token = await tokenFor(h.app, 'boss', 'Boss12345');
    const response = await call(h.app, 'GET', CURRENT_USER.subordinate, { token });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(envelope<SubordinateList>(response).data.list, [
      {
        id: first,
        account: 'worker1',
        realName: '李四',
        headIcon: '',
        departmentName: '综合管理部',
        positionNames: ['工程师'],
      },
      {
        id: second,
        account: 'worker2',
        realName: 'worker2',
        headIcon: '',
        departmentName: '',
        positionNames: [],
      },
    ]);

    const workerToken = await tokenFor(h.app, 'worker1', 'Worker123');
    const none = await call(h.app, 'GET', CURRENT_USER.subordinate, { token: workerToken });
    assert.deepEqual(envelope<SubordinateList>(none).data.list, []);
  });

  it('Authorize shows the granted menu tree with each entry’s granted codes', async () => {
    const [dir] = await h.db
      .insert(menus)
      .values({ enCode: 'project', fullName: '项目管理', type: 1, sortCode: 20 })
      .returning();
    assert.ok(dir);
    const [page, hidden] = await h.db
      .insert(menus)
      .values([
        { parentId: dir.id, enCode: 'project.list', fullName: '项目列表', type: 2 },
        { parentId: dir.id, enCode: 'project.cost', fullName: '成本', type: 2 },
      ])
      .returning();
    assert.ok(page && hidden);
    const elements = await h.db
      .insert(menuElements)
      .values([
        { menuId: page.id, kind: 'button', enCode: 'btn_add', fullName: '新增' },
        { menuId: page.id, kind: 'button', enCode: 'btn_remove', fullName: '删除' },
        { menuId: page.id, kind: 'column', enCode: 'budget', fullName: '预算' },
      ])
      .returning();
    const userId = await createUser(h.db, { account: 'planner', password: 'Planner12' });
    const grant = (itemType: 'menu' | 'button' | 'column', itemId: string) => ({
      itemType,
      itemId,
      objectType: 'user' as const,
      objectId: userId,
    });
    const add = elements.find((e) => e.enCode === 'btn_add');
    const budget = elements.find((e) => e.enCode === 'budget');
    assert.ok(add && budget);
    await h.db
      .insert(grants)
      .values([grant('menu', page.id), grant('button', add.id), grant('column', budget.id)]);

    const token = await tokenFor(h.app, 'planner', 'Planner12');
    const response = await call(h.app, 'GET', CURRENT_USER.authorize, { token });
    assert.equal(response.statusCode, 200, response.body);
    const tree = envelope<AuthorizeList>(response).data.list;
    const project = tree.find((entry) => entry.enCode === 'project');
    assert.ok(project, 'the granted page brings its directory');
    assert.deepEqual(
      project.children.map((entry) => entry.enCode),
      ['project.list'],
    );
    const list = project.children[0];
    assert.deepEqual(list?.button, [{ enCode: 'btn_add', fullName: '新增' }]);
    assert.deepEqual(list?.column, [{ enCode: 'budget', fullName: '预算' }]);
    assert.deepEqual(list?.form, []);

    const adminToken = await tokenFor(h.app, 'admin', ADMIN_PASSWORD);
    const all = flatten(
      envelope<AuthorizeList>(
        await call(h.app, 'GET', CURRENT_USER.authorize, { token: adminToken }),
      ).data.list,
    );
    const adminList = all.find((entry) => entry.enCode === 'project.list');
    assert.deepEqual(
      adminList?.button.map((b) => b.enCode),
      ['btn_add', 'btn_remove'],
    );
    assert.ok(all.some((entry) => entry.enCode === 'project.cost'));
  });

  it('SystemLog pages and filters the caller’s own sign-ins, newest first', async () => {
    await createUser(h.db, { account: 'logger', password: 'Logger123' });
    await createUser(h.db, { account: 'neighbour', password: 'Neighbour1' });
    const times: number[] = [];
    for (let i = 1; i <= 5; i++) {
      h.clock.advance(60_000);
      times.push(h.clock.now().getTime());
      await tokenFor(h.app, 'logger', 'Logger123', { ip: `10.0.0.${i}` });
      await tokenFor(h.app, 'neighbour', 'Neighbour1', { ip: `10.0.0.${i}` });
    }
    h.clock.advance(60_000);
    const token = await tokenFor(h.app, 'logger', 'Logger123', { ip: '8.8.4.4' });
    const page = async (query: string, language = 'zh') => {
      const response = await call(h.app, 'GET', `${CURRENT_USER.systemLog}?${query}`, {
        token,
        language,
      });
      assert.equal(response.statusCode, 200, response.body);
      return envelope<SystemLogPage>(response).data;
    };

    const first = await page('', 'en');
    assert.deepEqual(first.pagination, { currentPage: 1, pageSize: 20, total: 6 });
    assert.deepEqual(
      first.list.map((entry) => entry.ip),
      ['8.8.4.4', '10.0.0.5', '10.0.0.4', '10.0.0.3', '10.0.0.2', '10.0.0.1'],
    );
    assert.equal(first.list[0]?.ipAddressName, 'Unknown');
    assert.equal(first.list[1]?.ipAddressName, 'Local network');
    assert.equal(first.list[1]?.loginTime, times[4]);
    assert.equal(first.list[1]?.loginType, 'account');

    const second = await page('currentPage=2&pageSize=2');
    assert.deepEqual(second.pagination, { currentPage: 2, pageSize: 2, total: 6 });
    assert.deepEqual(
      second.list.map((entry) => entry.ip),
      ['10.0.0.4', '10.0.0.3'],
    );

    const window = await page(`startTime=${times[1]}&endTime=${times[3]}`);
    assert.deepEqual(
      window.list.map((entry) => entry.ip),
      ['10.0.0.4', '10.0.0.3', '10.0.0.2'],
    );
    assert.equal(window.pagination.total, 3);

    const keyword = await page('keyword=8.4');
    assert.deepEqual(
      keyword.list.map((entry) => entry.ip),
      ['8.8.4.4'],
    );
    const wildcard = await page(`keyword=${encodeURIComponent('%')}`);
    assert.equal(wildcard.pagination.total, 0, '% matches itself, not everything');
  });

  it('SystemLog refuses page sizes over 1000 and bad times, naming the field', async () => {
    const token = await tokenFor(h.app, 'admin', ADMIN_PASSWORD);
    const cases: [string, string, string][] = [
      ['pageSize=1001', 'zh', '每页条数格式不正确'],
      ['currentPage=0', 'en', 'page is not valid'],
      ['startTime=yesterday', 'zh', '开始时间类型不正确'],
    ];
    for (const [query, language, msg] of cases) {
      const response = await call(h.app, 'GET', `${CURRENT_USER.systemLog}?${query}`, {
        token,
        language,
      });
      assert.equal(response.statusCode, 400, query);
      assert.equal(envelope(response).msg, msg, query);
    }
  });
});
