import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  ADMIN_BUTTON,
  AREA_PAGE,
  AREA_ROOT_ID,
  fillPath,
  SYSTEM_AREA,
  type AreaNode,
  type AreaNodeList,
  type AreaOptionList,
  type CreatedId,
  type StateResult,
} from '@mepm/contract';
import { count, eq } from 'drizzle-orm';
import { areas } from '../../src/modules/system/area/schema';
import { describeAuthorizationMatrix } from '../support/authorization-matrix';
import { callerWithRole } from '../support/permission-fixtures';
import { startAppAsAdmin } from '../support/start-as-admin';
import { call, envelope } from '../support/requests';
import type { Harness } from '../support/app-harness';

let sequence = 900_000;
/** Codes that the seed does not hold: nine digits. */
const newCode = () => String(100_000_000 + sequence++);

describe('areas', () => {
  let h: Harness;
  let token = '';
  const children = async (id: string, query = '', as = token) => {
    const response = await call(h.app, 'GET', `${fillPath(SYSTEM_AREA.children, { id })}${query}`, {
      token: as,
    });
    assert.equal(response.statusCode, 200, response.body);
    return envelope<AreaNodeList>(response).data.list;
  };
  const create = async (body: object): Promise<string> => {
    const response = await call(h.app, 'POST', SYSTEM_AREA.create, { token, payload: body });
    assert.equal(response.statusCode, 200, response.body);
    return envelope<CreatedId>(response).data.id;
  };

  before(async () => {
    ({ h, token } = await startAppAsAdmin());
  });
  after(() => h.close());

  it('ships the provinces, cities and districts of China', async () => {
    const provinces = await children(AREA_ROOT_ID);
    assert.equal(provinces.length, 34);
    const hubei = provinces.find((p) => p.enCode === '420000');
    assert.deepEqual(
      [hubei?.fullName, hubei?.type, hubei?.parentId, hubei?.hasChildren],
      ['湖北省', 'province', AREA_ROOT_ID, true],
    );
    const cities = await children(hubei?.id ?? '');
    const wuhan = cities.find((c) => c.enCode === '420100');
    assert.deepEqual([wuhan?.fullName, wuhan?.type], ['武汉市', 'city']);
    const districts = await children(wuhan?.id ?? '');
    assert.ok(districts.some((d) => d.fullName === '江岸区' && d.type === 'district'));
    assert.ok(districts.every((d) => !d.hasChildren));
    // A municipality's districts sit under its city, as everywhere else.
    const [beijingCity] = await children('110000');
    assert.deepEqual([beijingCity?.enCode, beijingCity?.type], ['110100', 'city']);
    const [levels] = await h.db.select({ n: count() }).from(areas);
    assert.ok((levels?.n ?? 0) > 3000);
  });

  it('finds areas anywhere by keyword', async () => {
    const found = await children(AREA_ROOT_ID, `?keyword=${encodeURIComponent('江岸')}`);
    assert.deepEqual(
      found.map((a) => [a.enCode, a.fullName]),
      [['420102', '江岸区']],
    );
  });

  it('creates under a city, reads, edits, toggles and deletes', async () => {
    const code = newCode();
    const id = await create({ parentId: '420100', enCode: code, fullName: '新区', sortCode: 99 });
    const read = await call(h.app, 'GET', fillPath(SYSTEM_AREA.info, { id }), { token });
    const node = envelope<AreaNode>(read).data;
    assert.deepEqual(
      [node.parentId, node.enCode, node.type, node.enabled, node.hasChildren],
      ['420100', code, 'district', true, false],
    );
    const edit = await call(h.app, 'PUT', fillPath(SYSTEM_AREA.item, { id }), {
      token,
      payload: { enCode: code, fullName: '新城区', description: '试点' },
    });
    assert.equal(edit.statusCode, 200, edit.body);
    const edited = envelope<AreaNode>(
      await call(h.app, 'GET', fillPath(SYSTEM_AREA.info, { id }), { token }),
    ).data;
    assert.deepEqual(
      [edited.fullName, edited.description, edited.parentId],
      ['新城区', '试点', '420100'],
    );

    const off = await call(h.app, 'PUT', fillPath(SYSTEM_AREA.state, { id }), { token });
    assert.deepEqual(envelope<StateResult>(off).data, { enabled: false });
    const picker = envelope<AreaOptionList>(
      await call(h.app, 'GET', fillPath(SYSTEM_AREA.selector, { id: '420100' }), { token }),
    ).data.list;
    assert.ok(!picker.some((a) => a.id === id), 'the picker offers enabled areas only');
    assert.ok((await children('420100')).some((a) => a.id === id && !a.enabled));

    const removed = await call(h.app, 'DELETE', fillPath(SYSTEM_AREA.item, { id }), { token });
    assert.equal(removed.statusCode, 200, removed.body);
    const gone = await call(h.app, 'GET', fillPath(SYSTEM_AREA.info, { id }), { token });
    assert.equal(gone.statusCode, 404);
  });

  it('creates a province at the top', async () => {
    const id = await create({ parentId: AREA_ROOT_ID, enCode: newCode(), fullName: '测试省' });
    const node = envelope<AreaNode>(
      await call(h.app, 'GET', fillPath(SYSTEM_AREA.info, { id }), { token }),
    ).data;
    assert.deepEqual([node.type, node.parentId], ['province', AREA_ROOT_ID]);
  });

  it('refuses bad input, a fourth level, a duplicate code and deleting a parent', async () => {
    const [before] = await h.db.select({ n: count() }).from(areas);
    const refusals: [object, RegExp][] = [
      [{ parentId: '420100', enCode: '12a', fullName: '甲' }, /code: Only digits/],
      [{ parentId: '420100', enCode: newCode(), fullName: '  ' }, /name/],
      [{ parentId: 'nope', enCode: newCode(), fullName: '乙' }, /parent does not exist/],
      [{ parentId: '420102', enCode: newCode(), fullName: '丙' }, /under a district/],
      [{ parentId: '420100', enCode: '420102', fullName: '丁' }, /code/],
    ];
    for (const [payload, message] of refusals) {
      const response = await call(h.app, 'POST', SYSTEM_AREA.create, {
        token,
        language: 'en',
        payload,
      });
      assert.equal(response.statusCode, 400, response.body);
      assert.match(envelope<null>(response).msg, message);
    }
    const [afterRows] = await h.db.select({ n: count() }).from(areas);
    assert.equal(afterRows?.n, before?.n, 'nothing written');

    const parent = await call(h.app, 'DELETE', fillPath(SYSTEM_AREA.item, { id: '420100' }), {
      token,
      language: 'zh',
    });
    assert.equal(parent.statusCode, 400);
    assert.match(envelope<null>(parent).msg, /^该区域下有\d+个下级区域，不能删除$/);
    assert.equal((await h.db.select().from(areas).where(eq(areas.id, '420100'))).length, 1);
  });

  it('keeps a parent and its new child consistent when both race', async () => {
    const parent = await create({ parentId: '420100', enCode: newCode(), fullName: '竞态' });
    const childRequests = Array.from({ length: 50 }, () =>
      call(h.app, 'POST', SYSTEM_AREA.create, {
        token,
        payload: { parentId: parent, enCode: newCode(), fullName: '下级' },
      }),
    );
    const removal = call(h.app, 'DELETE', fillPath(SYSTEM_AREA.item, { id: parent }), { token });
    const [removed, ...added] = await Promise.all([removal, ...childRequests]);
    const stillThere = (await h.db.select().from(areas).where(eq(areas.id, parent))).length === 1;
    const kids = await h.db.select().from(areas).where(eq(areas.parentId, parent));
    if (removed?.statusCode === 200) {
      assert.equal(stillThere, false);
      assert.equal(kids.length, 0);
    } else {
      assert.equal(stillThere, true);
      assert.ok(kids.length > 0);
    }
    assert.equal(added.filter((r) => r.statusCode === 200).length, kids.length);
    assert.ok(added.every((r) => r.statusCode === 200 || r.statusCode === 400));
  });

  it('serves the picker to every signed-in user, and management only with the grant', async () => {
    const nobody = await callerWithRole(h, {});
    const provinces = await call(
      h.app,
      'GET',
      fillPath(SYSTEM_AREA.selector, { id: AREA_ROOT_ID }),
      {
        token: nobody.token,
      },
    );
    assert.equal(provinces.statusCode, 200);
    assert.equal(envelope<AreaOptionList>(provinces).data.list.length >= 34, true);
    const list = await call(h.app, 'GET', fillPath(SYSTEM_AREA.children, { id: AREA_ROOT_ID }), {
      token: nobody.token,
    });
    assert.equal(list.statusCode, 403);
    const anonymous = await call(
      h.app,
      'GET',
      fillPath(SYSTEM_AREA.selector, { id: AREA_ROOT_ID }),
    );
    assert.notEqual(anonymous.statusCode, 200);
  });

  const menu = AREA_PAGE;
  const leaf = () => create({ parentId: '420100', enCode: newCode(), fullName: '矩阵' });
  describeAuthorizationMatrix(
    () => h,
    [
      {
        name: 'children',
        permission: { menu },
        request: () => ({
          method: 'GET',
          url: fillPath(SYSTEM_AREA.children, { id: AREA_ROOT_ID }),
        }),
      },
      {
        name: 'info',
        permission: { menu },
        request: () => ({ method: 'GET', url: fillPath(SYSTEM_AREA.info, { id: '420000' }) }),
      },
      {
        name: 'create',
        permission: { menu, button: ADMIN_BUTTON.add },
        request: () => ({
          method: 'POST',
          url: SYSTEM_AREA.create,
          payload: { parentId: '420100', enCode: newCode(), fullName: '新' },
        }),
      },
      {
        name: 'edit',
        permission: { menu, button: ADMIN_BUTTON.edit },
        request: async () => ({
          method: 'PUT',
          url: fillPath(SYSTEM_AREA.item, { id: await leaf() }),
          payload: { enCode: newCode(), fullName: '改' },
        }),
      },
      {
        name: 'delete',
        permission: { menu, button: ADMIN_BUTTON.remove },
        request: async () => ({
          method: 'DELETE',
          url: fillPath(SYSTEM_AREA.item, { id: await leaf() }),
        }),
      },
      {
        name: 'state',
        permission: { menu, button: ADMIN_BUTTON.state },
        request: async () => ({
          method: 'PUT',
          url: fillPath(SYSTEM_AREA.state, { id: await leaf() }),
          payload: { enabled: false },
        }),
      },
    ],
  );
});
