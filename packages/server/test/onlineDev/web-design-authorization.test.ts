import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  ADMIN_BUTTON,
  fillPath,
  VISUALDEV_BASE,
  WEB_DESIGN_BUTTON,
  WEB_DESIGN_PAGE,
} from '@mepm/contract';
import type { Harness } from '../support/app-harness';
import { describeAuthorizationMatrix } from '../support/authorization-matrix';
import { callerWithRole } from '../support/permission-fixtures';
import { call } from '../support/requests';
import { startAppAsAdmin } from '../support/start-as-admin';
import { createDesign, designBody, uniqueCode } from './web-design-support';

describe('authorisation of the function design routes', () => {
  let h: Harness;
  let token = '';
  let id = '';
  before(async () => {
    ({ h, token } = await startAppAsAdmin());
    id = await createDesign(h, token, designBody(uniqueCode('auth')));
  });
  after(() => h.close());

  const menu = WEB_DESIGN_PAGE;
  const fresh = () => createDesign(h, token, designBody(uniqueCode('auth')));

  describeAuthorizationMatrix(
    () => h,
    [
      {
        name: 'list',
        permission: { menu },
        request: () => ({ method: 'GET', url: VISUALDEV_BASE.list }),
      },
      {
        name: 'read',
        permission: { menu },
        request: () => ({ method: 'GET', url: fillPath(VISUALDEV_BASE.item, { id }) }),
      },
      {
        name: 'create',
        permission: { menu, button: ADMIN_BUTTON.add },
        request: () => ({
          method: 'POST',
          url: VISUALDEV_BASE.create,
          payload: designBody(uniqueCode('auth')),
        }),
      },
      {
        name: 'edit',
        permission: { menu, button: ADMIN_BUTTON.edit },
        request: async () => {
          const code = uniqueCode('auth');
          const design = await createDesign(h, token, designBody(code));
          return {
            method: 'PUT',
            url: fillPath(VISUALDEV_BASE.item, { id: design }),
            payload: { ...designBody(code), version: 0 },
          };
        },
      },
      {
        name: 'delete',
        permission: { menu, button: ADMIN_BUTTON.remove },
        request: async () => ({
          method: 'DELETE',
          url: fillPath(VISUALDEV_BASE.item, { id: await fresh() }),
        }),
      },
      {
        name: 'release',
        permission: { menu, button: ADMIN_BUTTON.state },
        request: () => ({
          method: 'PUT',
          url: fillPath(VISUALDEV_BASE.state, { id }),
          payload: { state: 1 },
        }),
      },
      {
        name: 'table preview',
        permission: { menu, button: ADMIN_BUTTON.edit },
        request: async () => ({
          method: 'POST',
          url: fillPath(VISUALDEV_BASE.tablePreview, { id: await fresh() }),
        }),
      },
      {
        name: 'copy',
        permission: { menu, button: WEB_DESIGN_BUTTON.copy },
        request: () => ({ method: 'POST', url: fillPath(VISUALDEV_BASE.copy, { id }) }),
      },
    ],
  );

  it('lets any signed-in user pick released designs and read their fields, not drafts', async () => {
    const stranger = await callerWithRole(h, {});
    const released = await fresh();
    const draft = await fresh();
    await call(h.app, 'PUT', fillPath(VISUALDEV_BASE.state, { id: released }), {
      token,
      payload: { state: 1 },
    });
    const selector = await call(h.app, 'GET', VISUALDEV_BASE.selector, { token: stranger.token });
    assert.equal(selector.statusCode, 200, selector.body);
    const fields = (design: string, as: string) =>
      call(h.app, 'GET', fillPath(VISUALDEV_BASE.formDataFields, { id: design }), { token: as });
    assert.equal((await fields(released, stranger.token)).statusCode, 200);
    assert.equal((await fields(draft, stranger.token)).statusCode, 404);
    const developer = await callerWithRole(h, { menus: [menu] });
    assert.equal((await fields(draft, developer.token)).statusCode, 200);
    for (const url of [VISUALDEV_BASE.selector, fillPath(VISUALDEV_BASE.formDataFields, { id })]) {
      assert.equal((await call(h.app, 'GET', url)).statusCode, 401, url);
    }
  });
});
