import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CURRENT_USER, FILES, fillPath } from '@mepm/contract';
import { startApp, type Harness } from '../support/app-harness';
import { call, envelope, TINY_PNG, upload } from '../support/requests';

const ROUTES: ['GET' | 'PUT' | 'POST', string][] = [
  ['GET', CURRENT_USER.baseInfo],
  ['PUT', CURRENT_USER.baseInfo],
  ['PUT', fillPath(CURRENT_USER.avatar, { name: 'a.png' })],
  ['POST', CURRENT_USER.modifyPassword],
  ['PUT', CURRENT_USER.systemTheme],
  ['PUT', CURRENT_USER.systemLanguage],
  ['GET', CURRENT_USER.subordinate],
  ['GET', CURRENT_USER.authorize],
  ['GET', CURRENT_USER.systemLog],
  ['GET', fillPath(FILES.download, { type: 'annex', name: 'a.txt' })],
];

describe('current-user and file routes without a session', () => {
  let h: Harness;
  before(async () => {
    h = await startApp();
  });
  after(() => h.close());

  it('answer 600 with the translated message, before reading the body', async () => {
    for (const [method, url] of ROUTES) {
      const response = await call(h.app, method, url, {
        language: 'en',
        payload: method === 'GET' ? undefined : { realName: 'x' },
      });
      assert.equal(response.statusCode, 401, `${method} ${url}`);
      assert.deepEqual(envelope(response), {
        code: 600,
        msg: 'Verification failed; please sign in again.',
        data: null,
      });
    }
    const uploaded = await upload(h.app, 'userAvatar', 'no-such-token', {
      filename: 'a.png',
      content: TINY_PNG,
    });
    assert.equal(uploaded.statusCode, 401);
    assert.equal(envelope(uploaded).code, 600);
  });
});
