/** The data model's routes: who may read, preview, create, change and drop tables. */
import { describe, after, before } from 'node:test';
import { ADMIN_BUTTON, DATA_MODEL, DATA_MODEL_PAGE, fillPath } from '@mepm/contract';
import type { Harness } from '../support/app-harness';
import { describeAuthorizationMatrix } from '../support/authorization-matrix';
import { startAppAsAdmin } from '../support/start-as-admin';
import {
  adminCalls,
  asDesign,
  design,
  freshName,
  own,
  tablesUrl,
  tableUrl,
} from './data-model-support';

describe('authorisation of the data model routes', () => {
  let h: Harness;
  let token = '';
  before(async () => ({ h, token } = await startAppAsAdmin()));
  after(() => h.close());
  const { send, info } = adminCalls(
    () => h,
    () => token,
  );

  const menu = DATA_MODEL_PAGE;
  describeAuthorizationMatrix(
    () => h,
    [
      { name: 'list', permission: { menu }, request: () => ({ method: 'GET', url: tablesUrl }) },
      {
        name: 'read',
        permission: { menu },
        request: () => ({ method: 'GET', url: tableUrl('users') }),
      },
      {
        name: 'preview',
        permission: { menu },
        request: () => ({
          method: 'POST',
          url: fillPath(DATA_MODEL.preview, own),
          payload: { design: design(freshName()) },
        }),
      },
      {
        name: 'create',
        permission: { menu, button: ADMIN_BUTTON.add },
        request: () => ({ method: 'POST', url: tablesUrl, payload: design(freshName()) }),
      },
      {
        name: 'change',
        permission: { menu, button: ADMIN_BUTTON.edit },
        request: async () => {
          const name = freshName();
          await send('POST', tablesUrl, design(name));
          const payload = { ...asDesign(await info(name)), comment: '改' };
          return { method: 'PUT', url: tableUrl(name), payload };
        },
      },
      {
        name: 'drop',
        permission: { menu, button: ADMIN_BUTTON.remove },
        request: async () => {
          const name = freshName();
          await send('POST', tablesUrl, design(name));
          return { method: 'DELETE', url: tableUrl(name) };
        },
      },
    ],
  );
});
