/**
 * A caller's rights and scope variables are kept between requests while nothing they are read
 * from changes, and never longer: the next request after any write to grants, roles, users,
 * organisations or schemes sees it. The writes here go straight to the database, as another
 * server process sharing it would make them.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ADMIN_MENU } from '@mepm/contract';
import { eq } from 'drizzle-orm';
import { dataSchemes, grants, roles, users } from '../../src/db/schema';
import { createUser, startApp, type Harness } from '../support/app-harness';
import {
  createCaller,
  createDepartment,
  createRole,
  menuId,
  type Caller,
} from '../support/permission-fixtures';
import { call } from '../support/requests';

const USERS = '/api/permission/Users?currentPage=1&pageSize=50';

describe('kept rights', () => {
  let h: Harness;
  before(async () => {
    h = await startApp();
  });
  after(() => h.close());

  const statusOf = async (caller: Caller) =>
    (await call(h.app, 'GET', USERS, { token: caller.token })).statusCode;

  const idsSeenBy = async (caller: Caller): Promise<string[]> => {
    const response = await call(h.app, 'GET', USERS, { token: caller.token });
    assert.equal(response.statusCode, 200, response.body);
    const page = response.json<{ data: { list: { id: string }[] } }>().data;
    return page.list.map((user) => user.id).sort();
  };

  it('loses a menu on the request after its grant goes, and regains it after it comes back', async () => {
    const role = await createRole(h.db, { menus: [ADMIN_MENU.user] });
    const caller = await createCaller(h, { roles: [role] });
    assert.equal(await statusOf(caller), 200);
    assert.equal(await statusOf(caller), 200);

    const menu = await menuId(h.db, ADMIN_MENU.user);
    await h.db.delete(grants).where(eq(grants.itemId, menu));
    assert.equal(await statusOf(caller), 403);

    await h.db
      .insert(grants)
      .values({ itemType: 'menu', itemId: menu, objectType: 'role', objectId: role });
    assert.equal(await statusOf(caller), 200);

    await h.db.update(roles).set({ enabled: false }).where(eq(roles.id, role));
    assert.equal(await statusOf(caller), 403);
  });

  it('scopes by the organisation the caller has now, not the one it had', async () => {
    const first = await createDepartment(h.db, 'KEPT.FIRST');
    const second = await createDepartment(h.db, 'KEPT.SECOND');
    const inFirst = await createUser(h.db, {
      account: 'keptfirst',
      password: 'Kept12345',
      organizeId: first,
    });
    const inSecond = await createUser(h.db, {
      account: 'keptsecond',
      password: 'Kept12345',
      organizeId: second,
    });
    const menu = await menuId(h.db, ADMIN_MENU.user);
    const [scheme] = await h.db
      .insert(dataSchemes)
      .values({
        menuId: menu,
        enCode: 'kept.own',
        fullName: 'own department',
        conditions: {
          logic: 'and',
          groups: [
            { logic: 'and', conditions: [{ field: 'organizeId', op: '==', value: '@organizeId' }] },
          ],
        },
      })
      .returning();
    const caller = await createCaller(h, {
      organizeId: first,
      grants: { menus: [ADMIN_MENU.user], resources: [scheme?.id ?? ''] },
    });
    const own = caller.userId;
    assert.deepEqual(await idsSeenBy(caller), [inFirst, own].sort());
    assert.deepEqual(await idsSeenBy(caller), [inFirst, own].sort());

    await h.db.update(users).set({ organizeId: second }).where(eq(users.id, caller.userId));
    assert.deepEqual(await idsSeenBy(caller), [inSecond, own].sort());
    await h.db.delete(dataSchemes).where(eq(dataSchemes.id, scheme?.id ?? ''));
  });
});
