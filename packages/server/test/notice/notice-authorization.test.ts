/**
 * Who may manage messages: every administration route of the notices page for an administrator,
 * a role holding exactly its grant, and a role holding the page and every other button; and a
 * release that arrives fifty times at once happens once.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ADMIN_BUTTON, MESSAGE, MESSAGE_BUTTON, MESSAGE_PAGE, fillPath } from '@mepm/contract';
import { ADMIN_PASSWORD, tokenFor, type Harness } from '../support/app-harness';
import { describeAuthorizationMatrix } from '../support/authorization-matrix';
import { call, envelope } from '../support/requests';
import { startAppAsAdmin } from '../support/start-as-admin';
import { createMessage, notice, released } from './notice-support';

describe('authorisation of the message administration routes', () => {
  let h: Harness;
  let token = '';
  let releasedId = '';
  before(async () => {
    ({ h, token } = await startAppAsAdmin());
    releasedId = await released(h, token, notice());
  });
  after(() => h.close());

  const menu = MESSAGE_PAGE;
  const fresh = async () =>
    createMessage(h, await tokenFor(h.app, 'admin', ADMIN_PASSWORD), notice());

  describeAuthorizationMatrix(
    () => h,
    [
      {
        name: 'list',
        permission: { menu },
        request: () => ({ method: 'GET', url: `${MESSAGE.list}?currentPage=1&pageSize=20` }),
      },
      {
        name: 'read list',
        permission: { menu },
        request: () => ({ method: 'GET', url: fillPath(MESSAGE.readInfo, { id: releasedId }) }),
      },
      {
        name: 'create',
        permission: { menu, button: ADMIN_BUTTON.add },
        request: () => ({ method: 'POST', url: MESSAGE.create, payload: notice() }),
      },
      {
        name: 'edit',
        permission: { menu, button: ADMIN_BUTTON.edit },
        request: async () => ({
          method: 'PUT',
          url: fillPath(MESSAGE.item, { id: await fresh() }),
          payload: notice({ title: '改' }),
        }),
      },
      {
        name: 'delete',
        permission: { menu, button: ADMIN_BUTTON.remove },
        request: async () => ({
          method: 'DELETE',
          url: fillPath(MESSAGE.item, { id: await fresh() }),
        }),
      },
      {
        name: 'state',
        permission: { menu, button: ADMIN_BUTTON.state },
        request: async () => ({
          method: 'PUT',
          url: fillPath(MESSAGE.state, { id: await fresh() }),
        }),
      },
      {
        name: 'release',
        permission: { menu, button: MESSAGE_BUTTON.release },
        request: async () => ({
          method: 'PUT',
          url: fillPath(MESSAGE.release, { id: await fresh() }),
        }),
      },
    ],
  );

  it('releases once when the release arrives fifty times at once', async () => {
    const id = await createMessage(h, token, notice());
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(h.app, 'PUT', fillPath(MESSAGE.release, { id }), { token }),
      ),
    );
    const codes = answers.map((answer) => envelope(answer).code);
    assert.equal(codes.filter((code) => code === 200).length, 1, codes.join(','));
    assert.equal(codes.filter((code) => code !== 200).length, 49);
  });
});
