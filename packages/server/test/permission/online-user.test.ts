import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ONLINE_USER, OAUTH, fillPath, type OnlineUserPage } from '@mepm/contract';
import { createUser, currentUser, tokenFor, type Harness } from '../support/app-harness';
import { startAppAsAdmin } from '../support/start-as-admin';
import { describeAuthorizationMatrix } from '../support/authorization-matrix';
import { call, envelope } from '../support/requests';

const PAGE = 'permission.onlineUser';
const PASSWORD = 'Online1234';
let counter = 0;
const fresh = () => `on${Date.now().toString(36)}${(counter++).toString(36)}`;

describe('online users', () => {
  let h: Harness;
  let admin = '';
  let adminId = '';
  before(async () => {
    ({ h, token: admin } = await startAppAsAdmin());
    const me = await call(h.app, 'GET', OAUTH.currentUser, { token: admin });
    adminId = envelope<{ userInfo: { userId: string } }>(me).data.userInfo.userId;
  });
  after(() => h.close());

  const as = (method: 'GET' | 'DELETE', url: string) =>
    call(h.app, method, url, { token: admin, language: 'en' });
  const list = async (query: string) => {
    const response = await as('GET', `${ONLINE_USER.list}?${query}`);
    assert.equal(response.statusCode, 200, response.body);
    return envelope<OnlineUserPage>(response).data;
  };
  async function signedInUser(realName = 'Online person') {
    const account = fresh();
    const userId = await createUser(h.db, { account, password: PASSWORD, realName });
    return { account, userId };
  }

  it('lists a new sign-in with its place, and not a signed-out one', async () => {
    const { account, userId } = await signedInUser('张三');
    const token = await tokenFor(h.app, account, PASSWORD, { ip: '203.0.113.9' });
    const page = await list(`keyword=${account}`);
    assert.deepEqual(page.pagination, { currentPage: 1, pageSize: 20, total: 1 });
    const [row] = page.list;
    assert.equal(row?.userId, userId);
    assert.equal(row?.account, account);
    assert.equal(row?.realName, '张三');
    assert.equal(row?.ip, '203.0.113.9');
    assert.equal(row?.ipAddressName, 'Unknown');
    assert.equal(row?.userAgent, 'lightMyRequest');
    assert.ok(Math.abs((row?.loginTime ?? 0) - h.clock.now().getTime()) < 60_000);

    const byName = await list(`keyword=${encodeURIComponent('张三')}`);
    assert.ok(byName.list.some((r) => r.userId === userId));
    const local = await call(h.app, 'GET', ONLINE_USER.list, { token: admin, language: 'zh' });
    const adminRow = envelope<OnlineUserPage>(local).data.list.find((r) => r.userId === adminId);
    assert.equal(adminRow?.ipAddressName, '本地局域网');

    const out = await call(h.app, 'GET', OAUTH.logout, { token });
    assert.equal(out.json().code, 200, out.body);
    assert.deepEqual((await list(`keyword=${account}`)).list, []);
  });

  it('shows each live session newest first and pages them', async () => {
    const { account } = await signedInUser();
    await tokenFor(h.app, account, PASSWORD);
    h.clock.advance(1000);
    await tokenFor(h.app, account, PASSWORD, { ip: '10.1.2.3' });
    const both = await list(`keyword=${account}`);
    assert.deepEqual(
      both.list.map((r) => r.ip),
      ['10.1.2.3', '127.0.0.1'],
    );
    const second = await list(`keyword=${account}&pageSize=1&currentPage=2`);
    assert.deepEqual(second.pagination, { currentPage: 2, pageSize: 1, total: 2 });
    assert.equal(second.list[0]?.ip, '127.0.0.1');
    const tooBig = await as('GET', `${ONLINE_USER.list}?pageSize=1001`);
    assert.equal(tooBig.statusCode, 400);
  });

  it('forced offline ends every session of the user; the caller stays in', async () => {
    const { account, userId } = await signedInUser();
    const first = await tokenFor(h.app, account, PASSWORD);
    const second = await tokenFor(h.app, account, PASSWORD);
    assert.equal((await currentUser(h.app, first)).json().code, 200);

    const forced = await as('DELETE', fillPath(ONLINE_USER.one, { userId }));
    assert.equal(forced.statusCode, 200, forced.body);
    for (const token of [first, second]) {
      const response = await currentUser(h.app, token);
      assert.equal(response.json().code, 602, response.body);
      // The administrator's words, even where an HTTP answer tells before the socket does.
      assert.equal(response.json().msg, '您已被管理员强制下线');
    }
    assert.equal((await currentUser(h.app, admin)).json().code, 200);
    assert.deepEqual((await list(`keyword=${account}`)).list, []);

    // Signing in again is allowed: forced offline is not a ban.
    const again = await tokenFor(h.app, account, PASSWORD);
    assert.equal((await currentUser(h.app, again)).json().code, 200);
  });

  it('refuses forcing yourself offline, and answers 404 for an unknown user', async () => {
    const self = await as('DELETE', fillPath(ONLINE_USER.one, { userId: adminId }));
    assert.equal(self.statusCode, 400);
    assert.deepEqual(self.json(), {
      code: 400,
      msg: 'You cannot force yourself offline',
      data: null,
    });
    assert.equal((await currentUser(h.app, admin)).json().code, 200);
    const unknown = await as('DELETE', fillPath(ONLINE_USER.one, { userId: 'no-such-user' }));
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().msg, 'The record does not exist');
  });

  describeAuthorizationMatrix(
    () => h,
    [
      {
        name: 'list online users',
        permission: { menu: PAGE },
        request: () => ({ method: 'GET', url: ONLINE_USER.list }),
      },
      {
        name: 'force offline',
        permission: { menu: PAGE, button: 'btn_forced' },
        request: async () => {
          const { account, userId } = await signedInUser();
          await tokenFor(h.app, account, PASSWORD);
          return { method: 'DELETE', url: fillPath(ONLINE_USER.one, { userId }) };
        },
      },
    ],
  );
});
