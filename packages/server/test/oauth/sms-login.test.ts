import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { desc, eq } from 'drizzle-orm';
import { loadConfig } from '../../src/config';
import { smsCodes } from '../../src/modules/oauth/schema';
import { createUser, startApp, type Harness } from '../support/app-harness';

const MOBILE = '13700001111';

describe('verification-code sign-in', () => {
  let h: Harness;
  before(async () => {
    h = await startApp();
    await createUser(h.db, { account: 'mobileuser', password: 'Mobile123', mobile: MOBILE });
  });
  after(() => h.close());

  const sendSms = (mobile: string, language = 'en') =>
    h.app.inject({
      method: 'GET',
      url: `/api/oauth/sendSms/${mobile}?n=${Date.now()}`,
      headers: { 'accept-language': language },
    });
  const loginByCode = (mobile: string, verCode: string, ip = '127.0.0.1') =>
    h.app.inject({
      method: 'POST',
      url: '/api/oauth/Login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
      remoteAddress: ip,
      payload: new URLSearchParams({ loginType: 'mobile', mobile, verCode }).toString(),
    });

  it('refuses a malformed mobile number', async () => {
    const response = await sendSms('12345678901', 'zh');
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { code: 400, msg: '请输入正确的手机号码', data: null });
  });

  it('answers the same whether or not the mobile belongs to a user, sending only to users', async () => {
    const known = await sendSms(MOBILE);
    const unknown = await sendSms('13600002222');
    assert.equal(known.statusCode, 200);
    assert.deepEqual(unknown.json(), known.json());
    assert.deepEqual(
      h.sms.sent.map((s) => s.mobile),
      [MOBILE],
    );
    assert.match(h.sms.lastCodeFor(MOBILE) ?? '', /^\d{6}$/);
  });

  it('signs in with the code once; a wrong code or a second use is refused', async () => {
    const code = h.sms.lastCodeFor(MOBILE) ?? '';
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await loginByCode(MOBILE, wrongCode, '192.0.2.30');
    assert.equal(wrong.statusCode, 400);
    assert.equal(
      wrong.json<{ msg: string }>().msg,
      'The verification code is wrong or no longer valid',
    );
    const right = await loginByCode(MOBILE, code);
    assert.equal(right.json<{ code: number }>().code, 200);
    const reuse = await loginByCode(MOBILE, code, '192.0.2.31');
    assert.equal(reuse.statusCode, 400);
  });

  it('sends at most one code a minute per mobile, for known and unknown numbers alike', async () => {
    h.clock.advance(61_000);
    assert.equal((await sendSms(MOBILE)).statusCode, 200);
    const again = await sendSms(MOBILE);
    assert.equal(again.statusCode, 429);
    assert.match(again.json<{ msg: string }>().msg, /try again in 60 seconds/);
    assert.equal((await sendSms('13600002222')).statusCode, 200);
    assert.equal((await sendSms('13600002222')).statusCode, 429);
    h.clock.advance(61_000);
    assert.equal((await sendSms(MOBILE)).statusCode, 200);
  });

  it('gives up a code after five wrong tries, even if the right one follows', async () => {
    h.clock.advance(61_000);
    await sendSms(MOBILE);
    const code = h.sms.lastCodeFor(MOBILE) ?? '';
    const wrongCode = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i++) await loginByCode(MOBILE, wrongCode, `192.0.2.${40 + i}`);
    // Sign-in failures for this mobile are limited too; wait that window out first.
    h.clock.advance(61_000);
    const late = await loginByCode(MOBILE, code, '192.0.2.50');
    assert.equal(late.statusCode, 400);
  });

  it('checks at most the failure limit of codes sent in parallel from one address', async () => {
    h.clock.advance(61_000);
    await sendSms(MOBILE);
    const code = h.sms.lastCodeFor(MOBILE) ?? '';
    const wrongCode = code === '999999' ? '888888' : '999999';
    const burst = await Promise.all(
      Array.from({ length: 40 }, () => loginByCode(MOBILE, wrongCode, '192.0.2.70')),
    );
    const answered = (status: number) => burst.filter((r) => r.statusCode === status).length;
    const limit = loadConfig({}).loginFailureLimit;
    assert.deepEqual([answered(400), answered(429)], [limit, 40 - limit]);
  });

  it('spends no more than five tries of a code on guesses sent in parallel from many addresses', async () => {
    h.clock.advance(61_000);
    await sendSms(MOBILE);
    const code = h.sms.lastCodeFor(MOBILE) ?? '';
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        loginByCode(
          MOBILE,
          String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
          `100.64.3.${i + 1}`,
        ),
      ),
    );
    assert.ok(burst.every((r) => r.statusCode === 400));
    const [latest] = await h.db
      .select({ tries: smsCodes.wrongTries })
      .from(smsCodes)
      .where(eq(smsCodes.mobile, MOBILE))
      .orderBy(desc(smsCodes.createdAt))
      .limit(1);
    assert.equal(latest?.tries, 5);
    assert.equal((await loginByCode(MOBILE, code, '100.64.3.99')).statusCode, 400);
  });

  it('refuses an expired code', async () => {
    h.clock.advance(61_000);
    await sendSms(MOBILE);
    const code = h.sms.lastCodeFor(MOBILE) ?? '';
    h.clock.advance(5 * 60_000 + 1);
    assert.equal((await loginByCode(MOBILE, code, '192.0.2.60')).statusCode, 400);
  });
});
