import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createUser, login, startApp, type Harness } from '../support/app-harness';

const PER_ACCOUNT_AND_ADDRESS = 5;
const PER_ADDRESS = 20;
const PER_ACCOUNT = 10;

/** How many answers of a burst checked the password (right or wrong) and how many were refused. */
function tally(responses: { statusCode: number }[]) {
  const count = (status: number) => responses.filter((r) => r.statusCode === status).length;
  return { wrong: count(400), signedIn: count(200), refused: count(429) };
}

describe('sign-in failure limits', () => {
  let h: Harness;
  before(async () => {
    h = await startApp({
      loginFailureLimit: PER_ACCOUNT_AND_ADDRESS,
      loginAddressFailureLimit: PER_ADDRESS,
      loginAccountFailureLimit: PER_ACCOUNT,
    });
  });
  after(() => h.close());

  it('refuses the 6th attempt on an account from one address; the owner elsewhere gets in', async () => {
    await createUser(h.db, { account: 'target', password: 'Target123' });
    const stranger = { ip: '203.0.113.1', language: 'en' };
    for (let i = 0; i < PER_ACCOUNT_AND_ADDRESS; i++) {
      assert.equal((await login(h.app, 'target', 'Wrong1234', stranger)).statusCode, 400);
    }
    const sixth = await login(h.app, 'target', 'Target123', stranger);
    assert.equal(sixth.statusCode, 429);
    assert.deepEqual(sixth.json(), {
      code: 429,
      msg: 'Too many failed sign-ins; please try again in 60 seconds',
      data: null,
    });
    const zh = await login(h.app, 'target', 'Target123', { ip: stranger.ip });
    assert.equal(zh.json<{ msg: string }>().msg, '登录失败次数过多，请60秒后再试');
    const owner = await login(h.app, 'target', 'Target123', { ip: '198.51.100.1' });
    assert.equal(owner.statusCode, 200);

    h.clock.advance(30_000);
    const waiting = await login(h.app, 'TARGET', 'Target123', stranger);
    assert.match(waiting.json<{ msg: string }>().msg, /30 seconds/);
    h.clock.advance(30_000);
    assert.equal((await login(h.app, 'target', 'Target123', stranger)).statusCode, 200);
  });

  it('refuses an address that failed 20 times, whatever the accounts', async () => {
    await createUser(h.db, { account: 'bystander', password: 'Bystander1' });
    const ip = '198.51.100.7';
    for (let i = 0; i < PER_ADDRESS; i++) {
      const response = await login(h.app, `guess${i % 5}`, 'Wrong1234', { ip });
      assert.equal(response.statusCode, 400);
    }
    assert.equal((await login(h.app, 'bystander', 'Bystander1', { ip })).statusCode, 429);
    const elsewhere = await login(h.app, 'bystander', 'Bystander1', { ip: '198.51.100.8' });
    assert.equal(elsewhere.statusCode, 200);
    h.clock.advance(60_000);
    assert.equal((await login(h.app, 'bystander', 'Bystander1', { ip })).statusCode, 200);
  });

  it('does not count right passwords as failures', async () => {
    await createUser(h.db, { account: 'regular', password: 'Regular123' });
    const ip = '192.0.2.100';
    for (let i = 0; i < PER_ACCOUNT_AND_ADDRESS - 1; i++) {
      assert.equal((await login(h.app, 'regular', 'Wrong1234', { ip })).statusCode, 400);
    }
    for (let i = 0; i < PER_ADDRESS + 1; i++) {
      assert.equal((await login(h.app, 'regular', 'Regular123', { ip })).statusCode, 200);
    }
    // The earlier failures still count: one more wrong password uses the limit up.
    assert.equal((await login(h.app, 'regular', 'Wrong1234', { ip })).statusCode, 400);
    assert.equal((await login(h.app, 'regular', 'Regular123', { ip })).statusCode, 429);
  });

  it('checks at most the limit of 40 parallel wrong passwords from one address', async () => {
    await createUser(h.db, { account: 'parallel', password: 'Parallel1' });
    const ip = '192.0.2.150';
    const burst = await Promise.all(
      Array.from({ length: 40 }, () => login(h.app, 'parallel', 'Wrong1234', { ip })),
    );
    assert.deepEqual(tally(burst), { wrong: PER_ACCOUNT_AND_ADDRESS, signedIn: 0, refused: 35 });
    assert.equal((await login(h.app, 'parallel', 'Parallel1', { ip })).statusCode, 429);
  });

  it('lets no more than the limit through when the right password hides among 59 wrong ones', async () => {
    await createUser(h.db, { account: 'hidden', password: 'Hidden123' });
    const passwords = Array.from({ length: 60 }, (_, i) => (i === 59 ? 'Hidden123' : 'Wrong1234'));
    const burst = (ip: string) =>
      Promise.all(passwords.map((p) => login(h.app, 'hidden', p, { ip })));

    const { wrong, signedIn } = tally(await burst('192.0.2.160'));
    assert.ok(wrong + signedIn <= PER_ACCOUNT_AND_ADDRESS, `${wrong + signedIn} checked`);

    // Once the limit is used, the right password is refused however the guesses are sent.
    const ip = '192.0.2.161';
    for (let i = 0; i < PER_ACCOUNT_AND_ADDRESS; i++) {
      await login(h.app, 'hidden', 'Wrong1234', { ip });
    }
    assert.deepEqual(tally(await burst(ip)), { wrong: 0, signedIn: 0, refused: 60 });
  });

  it('checks at most the account-wide limit of parallel guesses from as many addresses', async () => {
    await createUser(h.db, { account: 'spread', password: 'Spread123' });
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        login(h.app, 'spread', 'Wrong1234', { ip: `100.64.1.${i + 1}`, language: 'en' }),
      ),
    );
    assert.deepEqual(tally(burst), { wrong: PER_ACCOUNT, signedIn: 0, refused: 30 });
    const slowed = burst.find((r) => r.statusCode === 429);
    assert.match(slowed?.json<{ msg: string }>().msg ?? '', /^This account has had many failed/);
  });
});

describe('the account-wide delay', () => {
  let h: Harness;
  const OWNER_MOBILE = '13700009999';
  before(async () => {
    h = await startApp({
      loginFailureLimit: PER_ACCOUNT_AND_ADDRESS,
      loginAddressFailureLimit: PER_ADDRESS,
      loginAccountFailureLimit: PER_ACCOUNT,
    });
    await createUser(h.db, { account: 'boss', password: 'Boss12345', mobile: OWNER_MOBILE });
  });
  after(() => h.close());

  const secondsIn = (response: { json<T>(): T }) =>
    Number(/(\d+)/.exec(response.json<{ msg: string }>().msg)?.[1]);
  let stranger = 0;
  const strangerGuess = () =>
    login(h.app, 'boss', 'Wrong1234', { ip: `100.64.2.${++stranger}`, language: 'en' });

  it('slows the account down after 10 failures from anywhere, with waits doubling up to 60 s', async () => {
    const home = '198.51.100.50';
    assert.equal((await login(h.app, 'boss', 'Boss12345', { ip: home })).statusCode, 200);

    for (let i = 0; i < PER_ACCOUNT; i++) assert.equal((await strangerGuess()).statusCode, 400);
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      const refused = await strangerGuess();
      assert.equal(refused.statusCode, 429);
      waits.push(secondsIn(refused));
      h.clock.advance(secondsIn(refused) * 1000);
      assert.equal((await strangerGuess()).statusCode, 400);
    }
    assert.deepEqual(waits, [1, 2, 4, 8, 16, 32, 60, 60]);

    // The owner at an address it signed in from is not slowed down.
    assert.equal((await login(h.app, 'boss', 'Boss12345', { ip: home })).statusCode, 200);
    // Elsewhere the owner waits like everyone, and is told of the verification code.
    const away = { ip: '203.0.113.80', language: 'zh' };
    const slowed = await login(h.app, 'boss', 'Boss12345', away);
    assert.equal(slowed.statusCode, 429);
    assert.match(
      slowed.json<{ msg: string }>().msg,
      /^该账号登录失败次数过多，请\d+秒后再试，或使用验证码登录$/,
    );
    // The verification-code sign-in stays open while the password is slowed down.
    await h.app.inject({ method: 'GET', url: `/api/oauth/sendSms/${OWNER_MOBILE}` });
    const byCode = await h.app.inject({
      method: 'POST',
      url: '/api/oauth/Login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: away.ip,
      payload: new URLSearchParams({
        loginType: 'mobile',
        mobile: OWNER_MOBILE,
        verCode: h.sms.lastCodeFor(OWNER_MOBILE) ?? '',
      }).toString(),
    });
    assert.equal(byCode.statusCode, 200, byCode.body);
    // Having signed in there, the owner's password works there from now on.
    assert.equal((await login(h.app, 'boss', 'Boss12345', away)).statusCode, 200);
  });

  it('ends the delays an hour after the first failure', async () => {
    assert.equal((await strangerGuess()).statusCode, 429);
    h.clock.advance(60 * 60_000);
    for (let i = 0; i < PER_ACCOUNT; i++) assert.equal((await strangerGuess()).statusCode, 400);
    assert.equal((await strangerGuess()).statusCode, 429);
  });
});
