/**
 * Every resource of the contract that declares scope fields keeps a delegated administrator
 * inside its data scope: the list leaves out what the scope hides, and reads and writes by id
 * do not find it. The routes apply the scope to records by id; the list is each service's, so
 * a scoped resource without a fixture here fails, and so does a list that ignores `ctx.scope`.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as contract from '@mepm/contract';
import { ADMIN_BUTTON, ADMIN_MENU, fillPath, type Resource } from '@mepm/contract';
import { dataSchemes, type SchemeConditions } from '../../src/db/schema';
import {
  ADMIN_PASSWORD,
  createUser,
  startApp,
  tokenFor,
  type Harness,
} from '../support/app-harness';
import { createCaller, createDepartment, createRole, menuId } from '../support/permission-fixtures';
import { call } from '../support/requests';

/** Two records of a resource, one inside the delegate's scope and one outside, and an edit. */
interface ScopeFixture {
  /** The scheme the delegate holds on the resource's menu. */
  conditions: SchemeConditions;
  /** Makes the records; the delegate is made inside `homeOrganizeId`. */
  records(h: Harness): Promise<{ homeOrganizeId: string; visible: string; hidden: string }>;
  /** A valid edit of a record, for the write by id. */
  editBody(h: Harness, id: string): Promise<object>;
}

const FIXTURES: Record<string, ScopeFixture> = {
  [ADMIN_MENU.user]: {
    conditions: {
      logic: 'and',
      groups: [
        { logic: 'and', conditions: [{ field: 'organizeId', op: '==', value: '@organizeId' }] },
      ],
    },
    async records(h) {
      const home = await createDepartment(h.db, 'SCOPE.HOME');
      const away = await createDepartment(h.db, 'SCOPE.AWAY');
      return {
        homeOrganizeId: home,
        visible: await createUser(h.db, {
          account: 'visible1',
          password: 'Visible1',
          organizeId: home,
        }),
        hidden: await createUser(h.db, {
          account: 'hidden1',
          password: 'Hidden12',
          organizeId: away,
        }),
      };
    },
    async editBody(h, id) {
      const token = await tokenFor(h.app, 'admin', ADMIN_PASSWORD);
      const response = await call(h.app, 'GET', fillPath(contract.USERS.item, { id }), { token });
      const user = response.json<{ data: contract.UserRecord }>().data;
      return {
        account: user.account,
        realName: `${user.realName}edited`,
        organizeId: user.organizeId,
        roleIds: user.roleIds,
        positionIds: user.positionIds,
      };
    },
  },
};

/** The contract's resources that declare scope fields. */
function scopedResources(): Resource[] {
  const exported: unknown[] = Object.values(contract);
  return exported.filter(
    (value): value is Resource =>
      typeof value === 'object' &&
      value !== null &&
      'endpoints' in value &&
      'scopeFields' in value &&
      Array.isArray(value.scopeFields) &&
      value.scopeFields.length > 0,
  );
}

/** Every `id` in an answer's data, however the list nests them (pages, trees). */
function idsIn(data: unknown): string[] {
  if (Array.isArray(data)) return data.flatMap(idsIn);
  if (typeof data !== 'object' || data === null) return [];
  const own = 'id' in data && typeof data.id === 'string' ? [data.id] : [];
  return [...own, ...Object.values(data).flatMap(idsIn)];
}

describe('scoped resources', () => {
  let h: Harness;
  before(async () => {
    h = await startApp();
  });
  after(() => h.close());

  it('are the ones this test has fixtures for', () => {
    const names = scopedResources().map((resource) => resource.name);
    assert.ok(names.length > 0);
    for (const name of names) assert.ok(FIXTURES[name], `no scope fixture for ${name}`);
  });

  for (const resource of scopedResources()) {
    it(`${resource.name}: a delegate reaches only what its scope shows`, async () => {
      const fixture = FIXTURES[resource.name];
      assert.ok(fixture, `no scope fixture for ${resource.name}`);
      const { homeOrganizeId, visible, hidden } = await fixture.records(h);
      const [scheme] = await h.db
        .insert(dataSchemes)
        .values({
          menuId: await menuId(h.db, resource.name),
          enCode: 'scope_fixture',
          fullName: 'scope fixture',
          conditions: fixture.conditions,
        })
        .returning();
      const buttons = [ADMIN_BUTTON.edit, ADMIN_BUTTON.remove, resource.buttons.state];
      const role = await createRole(h.db, {
        menus: [resource.name],
        buttons: buttons.map((button) => [resource.name, button]),
        resources: [scheme?.id ?? ''],
      });
      const { token } = await createCaller(h, { roles: [role], organizeId: homeOrganizeId });
      const as = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
        call(h.app, method, url, { token, ...(payload ? { payload } : {}) });

      const listPath = `${resource.paths.list}?pageSize=1000`;
      const listed = idsIn((await as('GET', listPath)).json<{ data: unknown }>().data);
      assert.ok(listed.includes(visible), 'the visible record is listed');
      assert.ok(!listed.includes(hidden), 'the hidden record is not listed');

      const item = (id: string) => fillPath(resource.paths.item, { id });
      assert.equal((await as('GET', item(visible))).statusCode, 200);
      assert.equal((await as('GET', item(hidden))).statusCode, 404);
      const edit = await fixture.editBody(h, hidden);
      assert.equal((await as('PUT', item(hidden), edit)).statusCode, 404);
      if (resource.paths.state !== undefined) {
        const state = fillPath(resource.paths.state, { id: hidden });
        assert.equal((await as('PUT', state)).statusCode, 404);
      }
      assert.equal((await as('DELETE', item(hidden))).statusCode, 404);
      const admin = await tokenFor(h.app, 'admin', ADMIN_PASSWORD);
      const still = await call(h.app, 'GET', item(hidden), { token: admin });
      assert.equal(still.statusCode, 200, 'the hidden record is still there');
    });
  }
});
