import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SignInLog } from '@mepm/contract';
import { SYSTEM_LOG } from '@mepm/contract';
import { md5Hex } from '../../src/plugins/auth/passwords';
import {
  ADMIN_PASSWORD,
  createUser,
  currentUser,
  login,
  startApp,
  tokenFor,
  type Harness,
} from '../support/app-harness';
import { call, envelope } from '../support/requests';
import { listLog } from './log-support';

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.71 Safari/537.36';

function loginWithAgent(h: Harness, account: string, password: string, ip: string) {
  const form = new URLSearchParams({
    account,
    password: md5Hex(password),
    loginType: 'account',
  });
  return h.app.inject({
    method: 'POST',
    url: '/api/oauth/Login',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'user-agent': CHROME_ON_WINDOWS,
    },
    remoteAddress: ip,
    payload: form.toString(),
  });
}

describe('sign-in log', () => {
  let h: Harness;
  let admin = '';
  before(async () => {
    h = await startApp();
    await createUser(h.db, { account: 'lisi', password: 'Lisi12345' });
    admin = await tokenFor(h.app, 'admin', ADMIN_PASSWORD);
  });
  after(() => h.close());

  it('keeps a success and a failure with account, place, browser and reason', async () => {
    assert.equal((await loginWithAgent(h, 'lisi', 'Lisi12345', '10.1.1.1')).statusCode, 200);
    const refused = await loginWithAgent(h, 'lisi', 'Wrong12345', '203.0.113.9');
    assert.equal(refused.json<{ code: number }>().code, 400);

    const page = await listLog<SignInLog>(h, admin, `${SYSTEM_LOG.signIns}?keyword=lisi`);
    assert.equal(page.pagination.total, 2);
    const [failure, success] = page.list;
    assert.deepEqual(
      {
        account: failure?.account,
        success: failure?.success,
        failure: failure?.failure,
        ip: failure?.ip,
        browser: failure?.browser,
        os: failure?.os,
        userName: failure?.userName,
      },
      {
        account: 'lisi',
        success: false,
        failure: 'Incorrect account or password',
        ip: '203.0.113.9',
        browser: 'Chrome 120',
        os: 'Windows 10',
        userName: 'lisi',
      },
    );
    assert.deepEqual(
      [success?.success, success?.failure, success?.ip, success?.ipAddressName],
      [true, '', '10.1.1.1', 'Local network'],
    );
  });

  it('keeps an attempt on an account that names nobody, under the account typed', async () => {
    await login(h.app, 'nobody-here', 'Whatever1');
    const page = await listLog<SignInLog>(h, admin, `${SYSTEM_LOG.signIns}?keyword=nobody-here`);
    assert.deepEqual(
      page.list.map((row) => [row.account, row.success, row.userName]),
      [['nobody-here', false, '']],
    );
  });

  it('does not count a failure as the previous sign-in, nor as a familiar address', async () => {
    // The test clock stands still unless moved: each sign-in gets its own moment.
    h.clock.advance(1000);
    const token = await tokenFor(h.app, 'lisi', 'Lisi12345', { ip: '10.2.2.2' });
    h.clock.advance(1000);
    await login(h.app, 'lisi', 'Wrong12345', { ip: '198.51.100.7' });
    await h.app.logWriter.flush();
    h.clock.advance(1000);
    const again = await tokenFor(h.app, 'lisi', 'Lisi12345', { ip: '10.3.3.3' });
    const user = envelope<{ userInfo: { prevLoginIPAddress: string } }>(
      await currentUser(h.app, again),
    );
    assert.equal(user.data.userInfo.prevLoginIPAddress, '10.2.2.2');
    // The profile page reads the same table: its own successes only.
    const own = envelope<{ list: { ip: string }[] }>(
      await call(h.app, 'GET', '/api/permission/Users/Current/SystemLog', { token }),
    );
    assert.ok(own.data.list.every((row) => row.ip !== '198.51.100.7'));
  });

  it('filters by time range', async () => {
    const future = h.clock.now().getTime() + 3_600_000;
    const none = await listLog<SignInLog>(h, admin, `${SYSTEM_LOG.signIns}?startTime=${future}`);
    assert.equal(none.pagination.total, 0);
    const past = await listLog<SignInLog>(h, admin, `${SYSTEM_LOG.signIns}?endTime=${future}`);
    assert.ok(past.pagination.total >= 4);
  });

  it('keeps every one of 60 failures sent at once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        login(h.app, 'burst-account', 'Wrong12345', { ip: `192.0.2.${i + 1}` }),
      ),
    );
    assert.ok(responses.every((response) => response.json<{ code: number }>().code !== 200));
    const page = await listLog<SignInLog>(h, admin, `${SYSTEM_LOG.signIns}?keyword=burst-account`);
    assert.equal(page.pagination.total, 60);
  });
});
