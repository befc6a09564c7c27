import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  ADMIN_BUTTON,
  ADMIN_MENU,
  DICTIONARY_BUTTON,
  DICTIONARY_DATA,
  DICTIONARY_PAGE,
  DICTIONARY_TYPE,
  fillPath,
} from '@mepm/contract';
import { ADMIN_PASSWORD, tokenFor, type Harness } from '../support/app-harness';
import { describeAuthorizationMatrix } from '../support/authorization-matrix';
import { callerWithRole } from '../support/permission-fixtures';
import { call } from '../support/requests';
import { startAppAsAdmin } from '../support/start-as-admin';
import { freshCode, newItem, newType } from './dictionary-support';

describe('authorisation of the dictionary routes', () => {
  let h: Harness;
  let token = '';
  let typeId = '';
  let itemId = '';
  before(async () => {
    ({ h, token } = await startAppAsAdmin());
    typeId = await newType(h, token, { isTree: true });
    itemId = await newItem(h, token, typeId);
  });
  after(() => h.close());

  const menu = DICTIONARY_PAGE;
  const typeBody = () => ({ enCode: freshCode('T'), fullName: '类型' });
  const dataBody = () => ({ typeId, enCode: freshCode('D'), fullName: '数据' });
  const freshType = async () => newType(h, await tokenFor(h.app, 'admin', ADMIN_PASSWORD));
  const freshItem = async () => newItem(h, await tokenFor(h.app, 'admin', ADMIN_PASSWORD), typeId);

  describeAuthorizationMatrix(
    () => h,
    [
      {
        name: 'type list',
        permission: { menu },
        request: () => ({ method: 'GET', url: DICTIONARY_TYPE.list }),
      },
      {
        name: 'type read',
        permission: { menu },
        request: () => ({ method: 'GET', url: fillPath(DICTIONARY_TYPE.item, { id: typeId }) }),
      },
      {
        name: 'type create',
        permission: { menu, button: ADMIN_BUTTON.add },
        request: () => ({ method: 'POST', url: DICTIONARY_TYPE.create, payload: typeBody() }),
      },
      {
        name: 'type edit',
        permission: { menu, button: ADMIN_BUTTON.edit },
        request: async () => ({
          method: 'PUT',
          url: fillPath(DICTIONARY_TYPE.item, { id: await freshType() }),
          payload: typeBody(),
        }),
      },
      {
        name: 'type delete',
        permission: { menu, button: ADMIN_BUTTON.remove },
        request: async () => ({
          method: 'DELETE',
          url: fillPath(DICTIONARY_TYPE.item, { id: await freshType() }),
        }),
      },
      {
        name: 'data list',
        permission: { menu },
        request: () => ({ method: 'GET', url: fillPath(DICTIONARY_DATA.list, { typeId }) }),
      },
      {
        name: 'data parent selector',
        permission: { menu },
        request: () => ({ method: 'GET', url: fillPath(DICTIONARY_DATA.selector, { id: typeId }) }),
      },
      {
        name: 'data read',
        permission: { menu },
        request: () => ({ method: 'GET', url: fillPath(DICTIONARY_DATA.info, { id: itemId }) }),
      },
      {
        name: 'data create',
        permission: { menu, button: ADMIN_BUTTON.add },
        request: () => ({ method: 'POST', url: DICTIONARY_DATA.create, payload: dataBody() }),
      },
      {
        name: 'data edit',
        permission: { menu, button: ADMIN_BUTTON.edit },
        request: async () => ({
          method: 'PUT',
          url: fillPath(DICTIONARY_DATA.item, { id: await freshItem() }),
          payload: dataBody(),
        }),
      },
      {
        name: 'data delete',
        permission: { menu, button: ADMIN_BUTTON.remove },
        request: async () => ({
          method: 'DELETE',
          url: fillPath(DICTIONARY_DATA.item, { id: await freshItem() }),
        }),
      },
      {
        name: 'data state',
        permission: { menu, button: ADMIN_BUTTON.state },
        request: () => ({ method: 'PUT', url: fillPath(DICTIONARY_DATA.state, { id: itemId }) }),
      },
      {
        name: 'data export',
        permission: { menu, button: DICTIONARY_BUTTON.export },
        request: () => ({ method: 'GET', url: fillPath(DICTIONARY_DATA.export, { id: typeId }) }),
      },
      {
        name: 'data import',
        permission: { menu, button: DICTIONARY_BUTTON.import },
        request: () => ({
          method: 'POST',
          url: fillPath(DICTIONARY_DATA.import, { id: typeId }),
          payload: { items: [{ enCode: freshCode('I'), fullName: '导入' }] },
        }),
      },
    ],
  );

  it('refuses a delegated administrator of the permission pages, who still reads the selects', async () => {
    // A delegate holding the record pages of the permission area with their standard buttons.
    const pages = [ADMIN_MENU.organize, ADMIN_MENU.position, ADMIN_MENU.user, ADMIN_MENU.role];
    const buttons = [ADMIN_BUTTON.add, ADMIN_BUTTON.edit, ADMIN_BUTTON.remove];
    const delegate = await callerWithRole(h, {
      menus: pages,
      buttons: pages.flatMap((page) => buttons.map((button): [string, string] => [page, button])),
    });
    const refused: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', object?][] = [
      [DICTIONARY_TYPE.list, 'GET'],
      [DICTIONARY_TYPE.create, 'POST', typeBody()],
      [fillPath(DICTIONARY_DATA.list, { typeId }), 'GET'],
      [DICTIONARY_DATA.create, 'POST', dataBody()],
      [fillPath(DICTIONARY_DATA.state, { id: itemId }), 'PUT'],
      [fillPath(DICTIONARY_DATA.import, { id: typeId }), 'POST', { items: [] }],
    ];
    for (const [url, method, payload] of refused) {
      const response = await call(h.app, method, url, { token: delegate.token, payload });
      assert.equal(response.statusCode, 403, `${method} ${url}: ${response.body}`);
    }
    for (const url of [
      DICTIONARY_DATA.all,
      DICTIONARY_TYPE.selector,
      fillPath(DICTIONARY_DATA.dataSelector, { id: 'gender' }),
    ]) {
      assert.equal((await call(h.app, 'GET', url, { token: delegate.token })).statusCode, 200, url);
    }
  });

  it('answers 401 to every route without a session', async () => {
    for (const url of [
      DICTIONARY_DATA.all,
      fillPath(DICTIONARY_DATA.dataSelector, { id: 'gender' }),
    ]) {
      const response = await call(h.app, 'GET', url);
      assert.equal(response.statusCode, 401, url);
    }
  });
});
