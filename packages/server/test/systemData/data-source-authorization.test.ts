import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ADMIN_BUTTON, DATA_SOURCE, DATA_SOURCE_PAGE, fillPath } from '@mepm/contract';
import { ADMIN_PASSWORD, tokenFor, type Harness } from '../support/app-harness';
import { describeAuthorizationMatrix } from '../support/authorization-matrix';
import { callerWithRole } from '../support/permission-fixtures';
import { call } from '../support/requests';
import { startAppAsAdmin } from '../support/start-as-admin';
import { newSource, sourceBody } from './data-source-support';

describe('authorisation of the data source routes', () => {
  let h: Harness;
  let token = '';
  let sourceId = '';
  before(async () => {
    ({ h, token } = await startAppAsAdmin({ dataSourceKey: Buffer.alloc(32, 5) }));
    sourceId = await newSource(h, token, { password: 'stored' });
  });
  after(() => h.close());

  const menu = DATA_SOURCE_PAGE;
  const freshSource = async () => newSource(h, await tokenFor(h.app, 'admin', ADMIN_PASSWORD));
  // Nothing listens on port 1: a test answers at once.
  const testBody = () => ({ ...sourceBody({ port: 1 }), password: 'typed' });

  describeAuthorizationMatrix(
    () => h,
    [
      {
        name: 'list',
        permission: { menu },
        request: () => ({ method: 'GET', url: DATA_SOURCE.list }),
      },
      {
        name: 'read',
        permission: { menu },
        request: () => ({ method: 'GET', url: fillPath(DATA_SOURCE.item, { id: sourceId }) }),
      },
      {
        name: 'own database',
        permission: { menu },
        request: () => ({ method: 'GET', url: DATA_SOURCE.now }),
      },
      {
        name: 'create',
        permission: { menu, button: ADMIN_BUTTON.add },
        request: () => ({ method: 'POST', url: DATA_SOURCE.create, payload: sourceBody() }),
      },
      {
        name: 'edit',
        permission: { menu, button: ADMIN_BUTTON.edit },
        request: async () => ({
          method: 'PUT',
          url: fillPath(DATA_SOURCE.item, { id: await freshSource() }),
          payload: sourceBody(),
        }),
      },
      {
        name: 'delete',
        permission: { menu, button: ADMIN_BUTTON.remove },
        request: async () => ({
          method: 'DELETE',
          url: fillPath(DATA_SOURCE.item, { id: await freshSource() }),
        }),
      },
      {
        name: 'test with the stored password',
        permission: { menu, button: ADMIN_BUTTON.edit },
        request: () => ({
          method: 'POST',
          url: DATA_SOURCE.test,
          payload: { ...sourceBody(), id: sourceId },
        }),
      },
    ],
  );

  it('lets the add or the edit button test typed settings, and nothing less', async () => {
    const cases: [string[], number][] = [
      [[ADMIN_BUTTON.add], 200],
      [[ADMIN_BUTTON.edit], 200],
      [[ADMIN_BUTTON.remove], 403],
      [[], 403],
    ];
    for (const [buttons, status] of cases) {
      const caller = await callerWithRole(h, {
        menus: [menu],
        buttons: buttons.map((button): [string, string] => [menu, button]),
      });
      const response = await call(h.app, 'POST', DATA_SOURCE.test, {
        token: caller.token,
        payload: testBody(),
      });
      assert.equal(response.statusCode, status, `${buttons.join()}: ${response.body}`);
    }
  });

  it('refuses the stored password to a caller who may only add', async () => {
    const caller = await callerWithRole(h, {
      menus: [menu],
      buttons: [[menu, ADMIN_BUTTON.add]],
    });
    const response = await call(h.app, 'POST', DATA_SOURCE.test, {
      token: caller.token,
      payload: { ...sourceBody(), id: sourceId },
    });
    assert.equal(response.statusCode, 403);
  });

  it('gives the picker to any signed-in user, and nothing to a caller without a session', async () => {
    const nobody = await callerWithRole(h, {});
    const picked = await call(h.app, 'GET', DATA_SOURCE.selector, { token: nobody.token });
    assert.equal(picked.statusCode, 200);
    for (const url of [DATA_SOURCE.selector, DATA_SOURCE.list, DATA_SOURCE.now]) {
      assert.equal((await call(h.app, 'GET', url)).statusCode, 401, url);
    }
    const tested = await call(h.app, 'POST', DATA_SOURCE.test, { payload: testBody() });
    assert.equal(tested.statusCode, 401);
  });
});
