/**
 * A service runs for a caller that did not come through HTTP (a socket message, a job) exactly
 * as it runs for a request: same rights, same data scope, same trimmed columns.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ADMIN_MENU } from '@mepm/contract';
import { callerFor } from '../../src/kernel/caller';
import { userRelations } from '../../src/db/schema';
import { listUsers } from '../../src/modules/permission/user/user-list';
import { userScopeOf } from '../../src/modules/permission/user/user-scope';
import { createUser, startApp, type Harness } from '../support/app-harness';
import {
  createDepartment,
  createOwnDepartmentScheme,
  createRole,
} from '../support/permission-fixtures';

describe('a caller outside HTTP', () => {
  let h: Harness;
  let home = '';
  let colleague = '';
  let stranger = '';
  let delegate = '';

  before(async () => {
    h = await startApp();
    home = await createDepartment(h.db, 'JOB.HOME');
    const away = await createDepartment(h.db, 'JOB.AWAY');
    colleague = await createUser(h.db, {
      account: 'colleague',
      password: 'Colleague1',
      organizeId: home,
    });
    stranger = await createUser(h.db, {
      account: 'stranger',
      password: 'Stranger1',
      organizeId: away,
    });
    delegate = await createUser(h.db, {
      account: 'delegate',
      password: 'Delegate1',
      organizeId: home,
    });
    const scheme = await createOwnDepartmentScheme(h.db);
    const role = await createRole(h.db, {
      menus: [ADMIN_MENU.user],
      columns: [[ADMIN_MENU.user, 'account']],
      resources: [scheme],
    });
    await h.db
      .insert(userRelations)
      .values({ userId: delegate, objectType: 'role', objectId: role });
  });
  after(() => h.close());

  it('loads its rights once, on first use', async () => {
    const caller = callerFor(h.db, { id: delegate, isAdministrator: false }, 'en');
    const first = caller.access();
    assert.equal(caller.access(), first);
    const rights = await first;
    assert.notEqual(rights, 'all');
    assert.ok(rights !== 'all' && rights.has(ADMIN_MENU.user));
  });

  it('gets the users list of its scope, trimmed to its columns', async () => {
    const caller = callerFor(h.db, { id: delegate, isAdministrator: false }, 'zh');
    const page = await listUsers(
      h.db,
      { caller, scope: await userScopeOf(caller) },
      {
        pageSize: 1000,
      },
    );
    const ids = page.list.map((user) => user.id);
    assert.ok(ids.includes(colleague));
    assert.ok(!ids.includes(stranger));
    const first = page.list[0];
    assert.ok(first);
    assert.deepEqual(Object.keys(first).sort(), ['account', 'id']);
  });

  it('holds every right as an administrator', async () => {
    const admin = callerFor(h.db, { id: 'any', isAdministrator: true }, 'zh');
    assert.equal(await admin.access(), 'all');
    assert.equal(await userScopeOf(admin), undefined);
  });
});
