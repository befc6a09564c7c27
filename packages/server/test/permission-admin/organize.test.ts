import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  DEPARTMENT,
  fillPath,
  ORGANIZE,
  type CreatedId,
  type OrganizeRecord,
  type OrganizeTreeList,
  type OrganizeTreeRow,
  type OrgTreeList,
  type OrgTreeNode,
} from '@mepm/contract';
import { eq } from 'drizzle-orm';
import { organizations, positions, users } from '../../src/db/schema';
import { createUser, tokenFor, type Harness } from '../support/app-harness';
import { startAppAsAdmin } from '../support/start-as-admin';
import { call, envelope } from '../support/requests';

const ids = (rows: { id: string; children: unknown[] }[]): string[] =>
  rows.flatMap((row) => [row.id, ...ids(row.children as { id: string; children: unknown[] }[])]);

describe('companies and departments', () => {
  let h: Harness;
  let token = '';
  let hq = '';
  const post = async (url: string, payload: object, language?: string) =>
    call(h.app, 'POST', url, { token, payload, ...(language ? { language } : {}) });
  const created = async (url: string, payload: object): Promise<string> => {
    const response = await post(url, payload);
    assert.equal(response.statusCode, 200, response.body);
    return envelope<CreatedId>(response).data.id;
  };

  before(async () => {
    ({ h, token } = await startAppAsAdmin());
    const [row] = await h.db.select().from(organizations).where(eq(organizations.enCode, 'HQ'));
    hq = row?.id ?? '';
  });
  after(() => h.close());

  it('creates, reads, edits and lists companies as a tree with a keyword', async () => {
    const sub = await created(ORGANIZE.create, {
      parentId: hq,
      enCode: 'HQ.SOUTH',
      fullName: '华南分公司',
      description: '广州',
      sortCode: 2,
    });
    const read = await call(h.app, 'GET', fillPath(ORGANIZE.item, { id: sub }), { token });
    assert.equal(read.statusCode, 200, read.body);
    const record = envelope<OrganizeRecord>(read).data;
    assert.deepEqual(
      [record.parentId, record.category, record.enCode, record.fullName, record.description],
      [hq, 'company', 'HQ.SOUTH', '华南分公司', '广州'],
    );

    const edit = await call(h.app, 'PUT', fillPath(ORGANIZE.item, { id: sub }), {
      token,
      payload: { parentId: hq, enCode: 'HQ.SOUTH', fullName: '华南公司' },
    });
    assert.equal(edit.statusCode, 200, edit.body);

    const list = envelope<OrganizeTreeList>(
      await call(h.app, 'GET', `${ORGANIZE.list}?keyword=${encodeURIComponent('华南')}`, { token }),
    ).data.list;
    assert.equal(list.length, 1);
    const top = list[0] as OrganizeTreeRow;
    assert.equal(top.id, hq, 'the ancestor of a match stays');
    assert.deepEqual(
      top.children.map((c) => c.fullName),
      ['华南公司'],
    );
    // Departments never show in the company list.
    const all = envelope<OrganizeTreeList>(await call(h.app, 'GET', ORGANIZE.list, { token }));
    assert.ok(ids(all.data.list).every((id) => id === hq || id === sub));
  });

  it('refuses bad input with the field named, in the caller language', async () => {
    const bad = await post(ORGANIZE.create, { enCode: '.bad', fullName: 'X' }, 'en');
    assert.equal(bad.statusCode, 400);
    assert.equal(
      envelope(bad).msg,
      'code: Only letters, digits and dots, not starting or ending with a dot',
    );
    const blank = await post(ORGANIZE.create, { enCode: 'OK1', fullName: '  ' });
    assert.equal(envelope(blank).msg, '请输入名称');
    const missing = await post(ORGANIZE.create, { enCode: 'OK1' }, 'en');
    assert.equal(envelope(missing).msg, 'Please enter name');
    const duplicate = await post(ORGANIZE.create, { enCode: 'HQ', fullName: '重复' });
    assert.equal(duplicate.statusCode, 400);
    assert.equal(envelope(duplicate).msg, '编码已存在');
    const noParent = await post(ORGANIZE.create, { parentId: 'nope', enCode: 'X1', fullName: 'X' });
    assert.equal(envelope(noParent).msg, '上级不存在');
  });

  it('never lets a company move under itself or its descendants', async () => {
    const child = await created(ORGANIZE.create, {
      parentId: hq,
      enCode: 'C1',
      fullName: '子公司',
    });
    const response = await call(h.app, 'PUT', fillPath(ORGANIZE.item, { id: hq }), {
      token,
      language: 'en',
      payload: { parentId: child, enCode: 'HQ', fullName: '机电工程有限公司' },
    });
    assert.equal(response.statusCode, 400);
    assert.equal(
      envelope(response).msg,
      'The parent cannot be the item itself or one of its descendants',
    );
    const selector = envelope<OrgTreeList>(
      await call(h.app, 'GET', `${ORGANIZE.selector}?excludeId=${child}`, { token }),
    ).data.list;
    assert.ok(ids(selector).includes(hq));
    assert.ok(!ids(selector).includes(child), 'the excluded node is left out');
    const whole = envelope<OrgTreeList>(
      await call(h.app, 'GET', `${ORGANIZE.selector}?excludeId=${hq}`, { token }),
    ).data.list;
    assert.deepEqual(whole, [], 'excluding the root leaves out its subtree');
  });

  it('manages departments under an organisation and lists them as a tree', async () => {
    const dev = await created(DEPARTMENT.create, {
      parentId: hq,
      enCode: 'DEV',
      fullName: '研发部',
    });
    const web = await created(DEPARTMENT.create, {
      parentId: dev,
      enCode: 'DEV.WEB',
      fullName: '前端组',
    });
    const list = envelope<OrganizeTreeList>(
      await call(h.app, 'GET', fillPath(DEPARTMENT.list, { id: hq }), { token }),
    ).data.list;
    const devRow = list.find((row) => row.id === dev);
    assert.ok(devRow, JSON.stringify(list));
    assert.deepEqual(
      devRow.children.map((c) => c.id),
      [web],
    );
    assert.ok(list.every((row) => row.category === 'department'));
    const filtered = envelope<OrganizeTreeList>(
      await call(h.app, 'GET', `${fillPath(DEPARTMENT.list, { id: hq })}?keyword=WEB`, { token }),
    ).data.list;
    assert.deepEqual(ids(filtered), [dev, web]);

    const read = await call(h.app, 'GET', fillPath(DEPARTMENT.item, { id: web }), { token });
    assert.equal(envelope<OrganizeRecord>(read).data.parentId, dev);
    // A department is not a company: the company routes do not find it.
    const asCompany = await call(h.app, 'GET', fillPath(ORGANIZE.item, { id: web }), { token });
    assert.equal(asCompany.statusCode, 404);

    const noParent = await post(DEPARTMENT.create, { enCode: 'D2', fullName: '部门' }, 'en');
    assert.equal(envelope(noParent).msg, 'Please enter parent');
    const underDept = await post(ORGANIZE.create, { parentId: dev, enCode: 'X2', fullName: 'X' });
    assert.equal(envelope(underDept).msg, '上级组织必须是公司');

    const edit = await call(h.app, 'PUT', fillPath(DEPARTMENT.item, { id: dev }), {
      token,
      payload: { parentId: web, enCode: 'DEV', fullName: '研发部' },
    });
    assert.equal(envelope(edit).msg, '上级不能是自己或自己的下级');
  });

  it('refuses to delete an organisation with children, users or positions', async () => {
    const dept = await created(DEPARTMENT.create, {
      parentId: hq,
      enCode: 'OPS',
      fullName: '运维部',
    });
    const team = await created(DEPARTMENT.create, {
      parentId: dept,
      enCode: 'OPS.A',
      fullName: '一组',
    });
    const del = (id: string) =>
      call(h.app, 'DELETE', fillPath(DEPARTMENT.item, { id }), { token, language: 'en' });

    const withChild = await del(dept);
    assert.equal(withChild.statusCode, 400);
    assert.equal(
      envelope(withChild).msg,
      'This organisation has sub-organisations and cannot be deleted',
    );

    const userId = await createUser(h.db, {
      account: 'opsuser',
      password: 'Ops12345',
      organizeId: team,
    });
    const withUser = await del(team);
    assert.equal(envelope(withUser).msg, 'This organisation has 1 users and cannot be deleted');
    await h.db.delete(users).where(eq(users.id, userId));

    await h.db.insert(positions).values({ enCode: 'OPS.P', fullName: '运维岗', organizeId: team });
    const withPosition = await del(team);
    assert.equal(
      envelope(withPosition).msg,
      'This organisation has 1 positions and cannot be deleted',
    );
    await h.db.delete(positions).where(eq(positions.enCode, 'OPS.P'));

    assert.equal((await del(team)).statusCode, 200);
    assert.equal((await del(dept)).statusCode, 200);
    assert.equal((await del(dept)).statusCode, 404);
    const company = await created(ORGANIZE.create, {
      parentId: hq,
      enCode: 'GONE',
      fullName: '撤销',
    });
    const gone = await call(h.app, 'DELETE', fillPath(ORGANIZE.item, { id: company }), { token });
    assert.equal(gone.statusCode, 200, gone.body);
    const hqDelete = await call(h.app, 'DELETE', fillPath(ORGANIZE.item, { id: hq }), { token });
    assert.equal(envelope(hqDelete).msg, '该组织下存在下级组织，不能删除');
  });

  it('serves the lazy picker tree and the department selector to any signed-in user', async () => {
    await createUser(h.db, { account: 'plain', password: 'Plain1234' });
    const plain = await tokenFor(h.app, 'plain', 'Plain1234');
    const top = envelope<OrgTreeList>(await call(h.app, 'GET', ORGANIZE.tree, { token: plain }));
    assert.equal(top.code, 200);
    const root = top.data.list.find((node) => node.id === hq) as OrgTreeNode;
    assert.deepEqual([root.type, root.isLeaf, root.children], ['company', false, []]);
    const level = envelope<OrgTreeList>(
      await call(h.app, 'GET', `${ORGANIZE.tree}?parentId=${hq}`, { token: plain }),
    ).data.list;
    assert.ok(level.length > 0);
    assert.ok(level.every((node) => node.parentId === hq));
    assert.ok(level.some((node) => node.type === 'department'));

    const selector = envelope<OrgTreeList>(
      await call(h.app, 'GET', DEPARTMENT.selector, { token: plain }),
    ).data.list;
    const flat = (nodes: OrgTreeNode[]): OrgTreeNode[] =>
      nodes.flatMap((n) => [n, ...flat(n.children)]);
    assert.ok(flat(selector).some((node) => node.type === 'department'));
    const anonymous = await call(h.app, 'GET', ORGANIZE.tree);
    assert.equal(envelope(anonymous).code, 600);
  });
});
