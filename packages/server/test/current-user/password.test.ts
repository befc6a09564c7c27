import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CURRENT_USER } from '@mepm/contract';
import { md5Hex } from '../../src/plugins/auth/passwords';
import {
  createUser,
  currentUser,
  login,
  startApp,
  tokenFor,
  type Harness,
} from '../support/app-harness';
import { call, envelope } from '../support/requests';

const LIMIT = 3;

describe('POST /api/permission/Users/Current/Actions/ModifyPassword', () => {
  let h: Harness;
  before(async () => {
    h = await startApp({ loginFailureLimit: LIMIT });
  });
  after(() => h.close());

  // Each test signs in from its own address: failures count per IP as well as per account.
  const change = (
    token: string,
    oldPassword: string,
    password: string,
    language = 'zh',
    ip?: string,
  ) =>
    call(h.app, 'POST', CURRENT_USER.modifyPassword, {
      token,
      language,
      ip,
      payload: { oldPassword: md5Hex(oldPassword), password: md5Hex(password) },
    });

  it('re-hashes the password and ends every other session but this one', async () => {
    await createUser(h.db, { account: 'mover', password: 'Before123' });
    const other = await tokenFor(h.app, 'mover', 'Before123');
    const current = await tokenFor(h.app, 'mover', 'Before123');

    const response = await change(current, 'Before123', 'After4567', 'en');
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(envelope(response).msg, 'Password changed; sign-ins on other devices have ended');

    assert.equal((await currentUser(h.app, current)).statusCode, 200);
    const ended = await currentUser(h.app, other);
    assert.equal(ended.statusCode, 401);
    assert.equal(envelope(ended).code, 602);
    // Told why, whether or not the socket's logout frame reached that device first.
    assert.equal(envelope(ended).msg, '密码已修改，请重新登录');
    assert.equal(envelope(await login(h.app, 'mover', 'Before123')).code, 400);
    assert.equal(envelope(await login(h.app, 'mover', 'After4567')).code, 200);
  });

  it('refuses a wrong old password in the caller’s language and counts it as a failure', async () => {
    await createUser(h.db, { account: 'guesser', password: 'Right1234' });
    const ip = '203.0.113.7';
    const token = await tokenFor(h.app, 'guesser', 'Right1234', { ip });
    for (let i = 0; i < LIMIT; i++) {
      const language = i === 0 ? 'zhtw' : 'zh';
      const response = await change(token, `Wrong${i}234`, 'Next12345', language, ip);
      assert.equal(response.statusCode, 400);
      assert.equal(envelope(response).msg, i === 0 ? '舊密碼錯誤' : '旧密码错误');
    }
    // The limit is spent: even the right password waits, here and at sign-in from this address.
    const blocked = await change(token, 'Right1234', 'Next12345', 'zh', ip);
    assert.equal(blocked.statusCode, 429);
    assert.match(envelope(blocked).msg, /^登录失败次数过多，请\d+秒后再试$/);
    assert.equal((await login(h.app, 'guesser', 'Right1234', { ip })).statusCode, 429);

    h.clock.advance(61_000);
    const allowed = await change(token, 'Right1234', 'Next12345', 'zh', ip);
    assert.equal(allowed.statusCode, 200, allowed.body);
  });

  it('checks at most the limit of old passwords sent in parallel', async () => {
    await createUser(h.db, { account: 'hurried', password: 'Right1234' });
    const ip = '203.0.113.10';
    const token = await tokenFor(h.app, 'hurried', 'Right1234', { ip });
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) => change(token, `Wrong${i}234`, 'Next12345', 'en', ip)),
    );
    const answered = (status: number) => burst.filter((r) => r.statusCode === status).length;
    assert.deepEqual([answered(400), answered(429)], [LIMIT, 40 - LIMIT]);
  });

  it('refuses passwords that are not md5 digests, and an unchanged password', async () => {
    await createUser(h.db, { account: 'plain', password: 'Plain1234' });
    const token = await tokenFor(h.app, 'plain', 'Plain1234', { ip: '203.0.113.9' });
    const notDigest = await call(h.app, 'POST', CURRENT_USER.modifyPassword, {
      token,
      language: 'en',
      payload: { oldPassword: md5Hex('Plain1234'), password: 'Plain5678' },
    });
    assert.equal(notDigest.statusCode, 400);
    assert.equal(envelope(notDigest).msg, 'The password must be sent as an md5 digest');

    const missing = await call(h.app, 'POST', CURRENT_USER.modifyPassword, {
      token,
      payload: { password: md5Hex('Plain5678') },
    });
    assert.equal(envelope(missing).msg, '请输入旧密码');

    const same = await change(token, 'Plain1234', 'Plain1234');
    assert.equal(same.statusCode, 400);
    assert.equal(envelope(same).msg, '新密码不能与旧密码相同');
  });
});
