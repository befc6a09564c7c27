import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { loginLogs, users } from '../../src/db/schema';
import { md5Hex } from '../../src/plugins/auth/passwords';
import { ADMIN_PASSWORD, createUser, login, startApp, type Harness } from '../support/app-harness';

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

describe('POST /api/oauth/Login', () => {
  let h: Harness;
  before(async () => {
    h = await startApp();
  });
  after(() => h.close());

  it('signs the admin in with account and md5 password, returning a token and theme', async () => {
    const response = await login(h.app, 'admin', ADMIN_PASSWORD);
    assert.equal(response.statusCode, 200);
    const body = response.json<Envelope<{ token: string; theme: string }>>();
    assert.equal(body.code, 200);
    assert.equal(body.data.theme, 'classic');
    // 256 random bits in base64url.
    assert.match(body.data.token, /^[A-Za-z0-9_-]{43}$/);
  });

  it('stores the password as argon2id and records each sign-in', async () => {
    const [admin] = await h.db.select().from(users).where(eq(users.account, 'admin'));
    assert.ok(admin);
    assert.match(admin.passwordHash, /^\$argon2id\$/);
    const before = await h.db.select().from(loginLogs).where(eq(loginLogs.userId, admin.id));
    await login(h.app, 'admin', ADMIN_PASSWORD, { ip: '10.1.2.3' });
    const logs = await h.db.select().from(loginLogs).where(eq(loginLogs.userId, admin.id));
    assert.equal(logs.length, before.length + 1);
    const latest = logs.find((log) => log.ip === '10.1.2.3');
    assert.equal(latest?.ipPlace, 'local');
  });

  it('refuses a wrong password in the caller language', async () => {
    // A user of its own: five failures would otherwise hold the admin back for a minute.
    await createUser(h.db, { account: 'linguist', password: 'Linguist123' });
    const cases: [string | undefined, string][] = [
      [undefined, '账号或密码错误'],
      ['zh-CN,zh;q=0.9', '账号或密码错误'],
      ['zh-TW', '帳號或密碼錯誤'],
      ['zh-Hant-HK', '帳號或密碼錯誤'],
      ['en-US,en;q=0.8', 'Incorrect account or password'],
    ];
    for (const [language, expected] of cases) {
      const response = await login(h.app, 'linguist', 'wrong-password', {
        language,
        ip: '192.0.2.10',
      });
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), { code: 400, msg: expected, data: null });
    }
  });

  it('answers an unknown account exactly like a wrong password', async () => {
    const response = await login(h.app, 'nobody-here', 'whatever', { ip: '192.0.2.11' });
    assert.deepEqual(response.json(), { code: 400, msg: '账号或密码错误', data: null });
  });

  it('names a missing field in each language', async () => {
    const expected: [string, string][] = [
      ['zh', '请输入账号'],
      ['zh-TW', '請輸入帳號'],
      ['en', 'Please enter account'],
    ];
    for (const [language, msg] of expected) {
      const response = await h.app.inject({
        method: 'POST',
        url: '/api/oauth/Login',
        headers: { 'accept-language': language },
        payload: { password: md5Hex('x') },
      });
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), { code: 400, msg, data: null });
    }
  });

  it('names the field and the reason when the schema rejects the body', async () => {
    const tooLong = await h.app.inject({
      method: 'POST',
      url: '/api/oauth/Login',
      headers: { 'accept-language': 'en' },
      payload: { account: 'a'.repeat(101), password: md5Hex('x') },
    });
    assert.equal(tooLong.statusCode, 400);
    assert.equal(tooLong.json<Envelope>().msg, 'account must be at most 100 characters');

    const badType = await h.app.inject({
      method: 'POST',
      url: '/api/oauth/Login',
      payload: { account: 'admin', password: md5Hex('x'), loginType: 'qr' },
    });
    assert.equal(badType.statusCode, 400);
    assert.equal(badType.json<Envelope>().msg, '登录方式的取值无效');

    const wrongType = await h.app.inject({
      method: 'POST',
      url: '/api/oauth/Login',
      headers: { 'accept-language': 'zh-TW' },
      payload: { account: 12, password: md5Hex('x') },
    });
    assert.equal(wrongType.json<Envelope>().msg, '帳號類型不正確');
  });

  it('asks for the md5 digest when the password arrives in plain text', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/oauth/Login',
      headers: { 'accept-language': 'en' },
      payload: { account: 'admin', password: ADMIN_PASSWORD },
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json<Envelope>().msg, 'The password must be sent as an md5 digest');
  });

  it('accepts a JSON body and the n timestamp', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: `/api/oauth/Login?n=${Date.now()}`,
      payload: { account: 'admin', password: md5Hex(ADMIN_PASSWORD) },
    });
    assert.equal(response.json<Envelope>().code, 200);
  });

  it('refuses a disabled user with a clear message, but only after the right password', async () => {
    await createUser(h.db, { account: 'retired', password: 'Retired123', enabled: false });
    const right = await login(h.app, 'retired', 'Retired123', { language: 'en' });
    assert.equal(right.statusCode, 400);
    assert.match(right.json<Envelope>().msg, /disabled/);
    const wrong = await login(h.app, 'retired', 'Nope12345', { language: 'en', ip: '192.0.2.12' });
    assert.equal(wrong.json<Envelope>().msg, 'Incorrect account or password');
  });

  it('signs a sub-account in as <mobile>@<account> of its main user', async () => {
    const ownerId = await createUser(h.db, {
      account: 'owner',
      password: 'Owner12345',
      mobile: '13912345678',
    });
    await createUser(h.db, { account: 'helper', password: 'Helper123', parentUserId: ownerId });
    const sub = await login(h.app, '13912345678@helper', 'Helper123');
    assert.equal(sub.json<Envelope>().code, 200);
    // The owner's password does not open the sub-account, nor does another owner's mobile.
    const ownersPassword = await login(h.app, '13912345678@helper', 'Owner12345', {
      ip: '192.0.2.13',
    });
    assert.equal(ownersPassword.json<Envelope>().code, 400);
    const otherMobile = await login(h.app, '13800000000@helper', 'Helper123', {
      ip: '192.0.2.13',
    });
    assert.equal(otherMobile.json<Envelope>().code, 400);
  });
});
