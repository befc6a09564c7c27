import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ADMIN_BUTTON, ADMIN_MENU, fillPath, USERS, type UserPage } from '@mepm/contract';
import { md5Hex } from '../../src/plugins/auth/passwords';
import { createUser, startApp, type Harness } from '../support/app-harness';
import {
  createCaller,
  createDepartment,
  createOwnDepartmentScheme,
  createRole,
  type Caller,
  type GrantSet,
} from '../support/permission-fixtures';
import { call, envelope } from '../support/requests';

const ALL_BUTTONS: [string, string][] = [
  ADMIN_BUTTON.edit,
  ADMIN_BUTTON.remove,
  ADMIN_BUTTON.resetPassword,
  ADMIN_BUTTON.state,
].map((button) => [ADMIN_MENU.user, button]);

describe('the users list and reads under a data scope and column grants', () => {
  let h: Harness;
  let deptA = '';
  let deptB = '';
  let inA = '';
  let inB = '';
  let scoped: Caller;
  let schemeId = '';

  before(async () => {
    h = await startApp();
    deptA = await createDepartment(h.db, 'DEPT.A');
    deptB = await createDepartment(h.db, 'DEPT.B');
    inA = await createUser(h.db, { account: 'usera', password: 'Usera1234', organizeId: deptA });
    inB = await createUser(h.db, { account: 'userb', password: 'Userb1234', organizeId: deptB });
    schemeId = await createOwnDepartmentScheme(h.db);
    const grants: GrantSet = {
      menus: [ADMIN_MENU.user],
      buttons: ALL_BUTTONS,
      resources: [schemeId],
    };
    scoped = await createCaller(h, { roles: [await createRole(h.db, grants)], organizeId: deptA });
  });
  after(() => h.close());

  it('lists only the users of the caller department', async () => {
    const page = envelope<UserPage>(
      await call(h.app, 'GET', `${USERS.list}?pageSize=1000`, { token: scoped.token }),
    ).data;
    const ids = page.list.map((user) => user.id);
    assert.ok(ids.includes(inA));
    assert.ok(ids.includes(scoped.userId));
    assert.ok(!ids.includes(inB), 'a user of another department is not listed');
    assert.equal(page.pagination.total, 2);
    const filtered = envelope<UserPage>(
      await call(h.app, 'GET', `${USERS.list}?organizeId=${deptB}`, { token: scoped.token }),
    ).data;
    assert.deepEqual(filtered.list, [], 'filtering by the other department finds nothing');
  });

  it('answers 404 for a user outside the scope, whatever the action', async () => {
    const read = await call(h.app, 'GET', fillPath(USERS.item, { id: inB }), {
      token: scoped.token,
    });
    assert.equal(read.statusCode, 404);
    assert.equal(envelope(read).code, 404);
    const inside = await call(h.app, 'GET', fillPath(USERS.item, { id: inA }), {
      token: scoped.token,
    });
    assert.equal(inside.statusCode, 200, inside.body);

    const attempts = [
      call(h.app, 'PUT', fillPath(USERS.item, { id: inB }), {
        token: scoped.token,
        payload: { account: 'userb', realName: 'takenOver', organizeId: deptA },
      }),
      call(h.app, 'DELETE', fillPath(USERS.item, { id: inB }), { token: scoped.token }),
      call(h.app, 'PUT', fillPath(USERS.state, { id: inB }), {
        token: scoped.token,
        payload: { enabled: false },
      }),
      call(h.app, 'POST', fillPath(USERS.resetPassword, { id: inB }), {
        token: scoped.token,
        payload: { password: md5Hex('Hijack123') },
      }),
    ];
    for (const response of await Promise.all(attempts)) {
      assert.equal(response.statusCode, 404, response.body);
    }
  });

  it('returns only the granted columns and the row id, nothing ungoverned', async () => {
    const limited = await createCaller(h, {
      organizeId: deptA,
      roles: [
        await createRole(h.db, {
          menus: [ADMIN_MENU.user],
          resources: [schemeId],
          columns: [
            [ADMIN_MENU.user, 'account'],
            [ADMIN_MENU.user, 'organize'],
          ],
        }),
      ],
    });
    const page = envelope<UserPage>(
      await call(h.app, 'GET', `${USERS.list}?keyword=usera`, { token: limited.token }),
    ).data;
    assert.deepEqual(Object.keys(page.list[0] ?? {}).sort(), [
      'account',
      'id',
      'organizeId',
      'organizeName',
    ]);
    assert.equal(page.list[0]?.organizeName, 'DEPT.A');
  });
});
