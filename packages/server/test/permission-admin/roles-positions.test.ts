import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  fillPath,
  POSITION,
  ROLE,
  type CreatedId,
  type OrgTreeList,
  type OrgTreeNode,
  type PositionBriefList,
  type PositionPage,
  type PositionRecord,
  type RoleBriefList,
  type RolePage,
  type RoleRecord,
  type StateResult,
} from '@mepm/contract';
import { and, eq } from 'drizzle-orm';
import { grants, organizations, userRelations } from '../../src/db/schema';
import { createUser, type Harness } from '../support/app-harness';
import { startAppAsAdmin } from '../support/start-as-admin';
import { call, envelope } from '../support/requests';

describe('roles and positions', () => {
  let h: Harness;
  let token = '';
  let dept = '';
  let company = '';
  const created = async (url: string, payload: object): Promise<string> => {
    const response = await call(h.app, 'POST', url, { token, payload });
    assert.equal(response.statusCode, 200, response.body);
    return envelope<CreatedId>(response).data.id;
  };

  before(async () => {
    ({ h, token } = await startAppAsAdmin());
    const rows = await h.db.select().from(organizations);
    dept = rows.find((row) => row.enCode === 'HQ.ADMIN')?.id ?? '';
    company = rows.find((row) => row.enCode === 'HQ')?.id ?? '';
  });
  after(() => h.close());

  it('creates, reads, edits, lists and toggles roles', async () => {
    const id = await created(ROLE.create, {
      enCode: 'auditor',
      fullName: '审计员',
      description: '只读',
      sortCode: 3,
    });
    const record = envelope<RoleRecord>(
      await call(h.app, 'GET', fillPath(ROLE.item, { id }), { token }),
    ).data;
    assert.deepEqual(
      [record.enCode, record.fullName, record.description, record.enabled],
      ['auditor', '审计员', '只读', true],
    );
    const edit = await call(h.app, 'PUT', fillPath(ROLE.item, { id }), {
      token,
      payload: { enCode: 'auditor', fullName: '审计' },
    });
    assert.equal(edit.statusCode, 200, edit.body);
    const page = envelope<RolePage>(
      await call(h.app, 'GET', `${ROLE.list}?keyword=audit`, { token }),
    ).data;
    assert.deepEqual(
      page.list.map((role) => role.fullName),
      ['审计'],
    );
    assert.equal(page.pagination.total, 1);

    const off = await call(h.app, 'PUT', fillPath(ROLE.state, { id }), {
      token,
      payload: { enabled: false },
    });
    assert.deepEqual(envelope<StateResult>(off).data, { enabled: false });
    const selector = envelope<RoleBriefList>(await call(h.app, 'GET', ROLE.selector, { token }));
    assert.ok(!selector.data.list.some((role) => role.id === id), 'disabled roles are not offered');
    const flip = await h.app.inject({
      method: 'PUT',
      url: fillPath(ROLE.state, { id }),
      headers: { authorization: `Bearer ${token}` },
    });
    assert.deepEqual(envelope<StateResult>(flip).data, { enabled: true });
  });

  it('refuses bad or duplicate codes with a translated message', async () => {
    const bad = await call(h.app, 'POST', ROLE.create, {
      token,
      language: 'zhtw',
      payload: { enCode: 'a b', fullName: 'x' },
    });
    assert.equal(envelope(bad).msg, '編碼：只能輸入字母、數字、點，且點不能在開頭或結尾');
    const duplicate = await call(h.app, 'POST', ROLE.create, {
      token,
      language: 'en',
      payload: { enCode: 'admin', fullName: 'x' },
    });
    assert.equal(envelope(duplicate).msg, 'code already exists');
  });

  it('refuses to delete a role in use, naming how many hold it, and deletes its grants', async () => {
    const id = await created(ROLE.create, { enCode: 'busy', fullName: '忙' });
    const userId = await createUser(h.db, { account: 'holder', password: 'Holder123' });
    await h.db.insert(userRelations).values({ userId, objectType: 'role', objectId: id });
    await h.db
      .insert(grants)
      .values({ itemType: 'menu', itemId: 'm', objectType: 'role', objectId: id });
    const refused = await call(h.app, 'DELETE', fillPath(ROLE.item, { id }), { token });
    assert.equal(refused.statusCode, 400);
    assert.equal(envelope(refused).msg, '该角色已被1个用户使用，不能删除');
    await h.db.delete(userRelations).where(eq(userRelations.objectId, id));
    assert.equal(
      (await call(h.app, 'DELETE', fillPath(ROLE.item, { id }), { token })).statusCode,
      200,
    );
    const left = await h.db
      .select()
      .from(grants)
      .where(and(eq(grants.objectType, 'role'), eq(grants.objectId, id)));
    assert.deepEqual(left, []);
    assert.equal(
      (await call(h.app, 'GET', fillPath(ROLE.item, { id }), { token })).statusCode,
      404,
    );
  });

  it('creates, reads, edits and lists positions by organisation (with sub-organisations)', async () => {
    const id = await created(POSITION.create, {
      organizeId: dept,
      enCode: 'engineer',
      fullName: '工程师',
    });
    const record = envelope<PositionRecord>(
      await call(h.app, 'GET', fillPath(POSITION.item, { id }), { token }),
    ).data;
    assert.deepEqual([record.organizeName, record.fullName], ['综合管理部', '工程师']);
    const edit = await call(h.app, 'PUT', fillPath(POSITION.item, { id }), {
      token,
      payload: { organizeId: dept, enCode: 'engineer', fullName: '高级工程师' },
    });
    assert.equal(edit.statusCode, 200, edit.body);
    const byCompany = envelope<PositionPage>(
      await call(h.app, 'GET', `${POSITION.list}?organizeId=${company}`, { token }),
    ).data;
    assert.deepEqual(
      byCompany.list.map((p) => p.fullName),
      ['高级工程师'],
    );
    const byKeyword = envelope<PositionPage>(
      await call(h.app, 'GET', `${POSITION.list}?keyword=none`, { token }),
    ).data;
    assert.deepEqual(byKeyword, {
      list: [],
      pagination: { currentPage: 1, pageSize: 20, total: 0 },
    });

    const all = envelope<PositionBriefList>(await call(h.app, 'GET', POSITION.all, { token }));
    assert.deepEqual(
      all.data.list.map((p) => p.enCode),
      ['engineer'],
    );
    const tree = envelope<OrgTreeList>(await call(h.app, 'GET', POSITION.selector, { token })).data
      .list;
    const flat = (nodes: OrgTreeNode[]): OrgTreeNode[] =>
      nodes.flatMap((n) => [n, ...flat(n.children)]);
    const leaf = flat(tree).find((node) => node.id === id);
    assert.deepEqual([leaf?.type, leaf?.isLeaf, leaf?.parentId], ['position', true, dept]);

    const noOrg = await call(h.app, 'POST', POSITION.create, {
      token,
      language: 'en',
      payload: { organizeId: 'gone', enCode: 'p2', fullName: 'x' },
    });
    assert.equal(envelope(noOrg).msg, 'organisation does not exist');
  });

  it('refuses to delete a position in use', async () => {
    const id = await created(POSITION.create, {
      organizeId: dept,
      enCode: 'held',
      fullName: '占用',
    });
    const userId = await createUser(h.db, { account: 'poster', password: 'Poster123' });
    await h.db.insert(userRelations).values({ userId, objectType: 'position', objectId: id });
    const refused = await call(h.app, 'DELETE', fillPath(POSITION.item, { id }), {
      token,
      language: 'en',
    });
    assert.equal(envelope(refused).msg, 'This position is held by 1 users and cannot be deleted');
    await h.db.delete(userRelations).where(eq(userRelations.objectId, id));
    const done = await call(h.app, 'DELETE', fillPath(POSITION.item, { id }), { token });
    assert.equal(done.statusCode, 200, done.body);
  });
});
