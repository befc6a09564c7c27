import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../src/config';
import { users } from '../../src/db/schema';
import { md5Hex } from '../../src/plugins/auth/passwords';
import {
  ADMIN_PASSWORD,
  createUser,
  currentUser,
  startApp,
  tokenFor,
  type Harness,
} from '../support/app-harness';

describe('sessions: tokens, Logout and LockScreen', () => {
  let h: Harness;
  before(async () => {
    h = await startApp({ sessionTtlHours: 12 });
  });
  after(() => h.close());

  it('answers 401 with code 600 without a token or with one it never issued', async () => {
    const none = await h.app.inject({ method: 'GET', url: '/api/oauth/CurrentUser' });
    assert.equal(none.statusCode, 401);
    assert.deepEqual(none.json(), { code: 600, msg: '验证失败，请重新登录。', data: null });
    const forged = await currentUser(h.app, 'A'.repeat(43));
    assert.equal(forged.statusCode, 401);
    assert.equal(forged.json<{ code: number }>().code, 600);
  });

  it('accepts the token with or without the Bearer prefix', async () => {
    const token = await tokenFor(h.app, 'admin', ADMIN_PASSWORD);
    const raw = await h.app.inject({
      method: 'GET',
      url: '/api/oauth/CurrentUser',
      headers: { authorization: token },
    });
    assert.equal(raw.statusCode, 200);
  });

  it('answers 601 once the session lifetime is over', async () => {
    const token = await tokenFor(h.app, 'admin', ADMIN_PASSWORD);
    h.clock.advance(11 * 3_600_000);
    assert.equal((await currentUser(h.app, token)).statusCode, 200);
    h.clock.advance(1 * 3_600_000);
    const expired = await currentUser(h.app, token);
    assert.equal(expired.statusCode, 401);
    assert.equal(expired.json<{ code: number }>().code, 601);
  });

  it('revokes the token on Logout: the next call answers 602', async () => {
    const token = await tokenFor(h.app, 'admin', ADMIN_PASSWORD);
    const logout = await h.app.inject({
      method: 'GET',
      url: '/api/oauth/Logout?n=1',
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    });
    assert.deepEqual(logout.json(), { code: 200, msg: 'Signed out', data: null });
    const after = await currentUser(h.app, token);
    assert.equal(after.statusCode, 401);
    assert.equal(after.json<{ code: number }>().code, 602);
    assert.equal(after.json<{ msg: string }>().msg, '您已退出登录');
  });

  it('ends the sessions of a user who is disabled with 602', async () => {
    const id = await createUser(h.db, { account: 'leaver', password: 'Leaver123' });
    const token = await tokenFor(h.app, 'leaver', 'Leaver123');
    await h.db.update(users).set({ enabled: false }).where(eq(users.id, id));
    const response = await currentUser(h.app, token);
    assert.equal(response.json<{ code: number }>().code, 602);
    assert.equal(response.json<{ msg: string }>().msg, '您的账号已被停用');
    // Enabling the user again does not bring the ended session back.
    await h.db.update(users).set({ enabled: true }).where(eq(users.id, id));
    assert.equal((await currentUser(h.app, token)).json<{ code: number }>().code, 602);
  });

  it('unlocks the screen with the right password and refuses a wrong one', async () => {
    await createUser(h.db, { account: 'locker', password: 'Locker123' });
    const token = await tokenFor(h.app, 'locker', 'Locker123');
    const unlock = (account: string, password: string) =>
      h.app.inject({
        method: 'POST',
        url: '/api/oauth/LockScreen',
        // The shell posts forms; the body parser must take them on this route too.
        headers: {
          authorization: `Bearer ${token}`,
          'accept-language': 'en',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams({ account, password: md5Hex(password) }).toString(),
      });
    assert.deepEqual((await unlock(' locker ', 'Locker123')).json(), {
      code: 200,
      msg: 'Unlocked',
      data: null,
    });
    const wrong = await unlock('locker', 'Wrong1234');
    assert.equal(wrong.statusCode, 400);
    assert.equal(wrong.json<{ msg: string }>().msg, 'Incorrect password');
    const otherAccount = await unlock('admin', ADMIN_PASSWORD);
    assert.equal(otherAccount.statusCode, 400);
    assert.equal(otherAccount.json<{ msg: string }>().msg, 'The account is not the signed-in user');
  });

  it('checks at most the sign-in failure limit of unlock passwords sent in parallel', async () => {
    await createUser(h.db, { account: 'fumbler', password: 'Fumbler123' });
    const token = await tokenFor(h.app, 'fumbler', 'Fumbler123');
    const burst = await Promise.all(
      Array.from({ length: 40 }, () =>
        h.app.inject({
          method: 'POST',
          url: '/api/oauth/LockScreen',
          headers: { authorization: `Bearer ${token}` },
          payload: { account: 'fumbler', password: md5Hex('Wrong1234') },
        }),
      ),
    );
    const answered = (status: number) => burst.filter((r) => r.statusCode === status).length;
    const limit = loadConfig({}).loginFailureLimit;
    assert.deepEqual([answered(400), answered(429)], [limit, 40 - limit]);
  });

  it('refuses LockScreen without a session', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/oauth/LockScreen',
      payload: { account: 'admin', password: md5Hex(ADMIN_PASSWORD) },
    });
    assert.equal(response.json<{ code: number }>().code, 600);
  });
});
