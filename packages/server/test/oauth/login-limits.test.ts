import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createUser, login, startApp, type Harness } from '../support/app-harness';

describe('sign-in failure limits (per account and per IP, 60 s window)', () => {
  let h: Harness;
  before(async () => {
    h = await startApp({ loginFailureLimit: 5 });
  });
  after(() => h.close());

  it('refuses the 6th attempt on an account without checking the password', async () => {
    await createUser(h.db, { account: 'target', password: 'Target123' });
    for (let i = 0; i < 5; i++) {
      // Different addresses: only the account's counter can cause the refusal.
      const response = await login(h.app, 'target', 'Wrong1234', { ip: `203.0.113.${i + 1}` });
      assert.equal(response.statusCode, 400);
    }
    const sixth = await login(h.app, 'target', 'Target123', { ip: '203.0.113.99', language: 'en' });
    assert.equal(sixth.statusCode, 429);
    assert.deepEqual(sixth.json(), {
      code: 429,
      msg: 'Too many failed sign-ins; please try again in 60 seconds',
      data: null,
    });
    const zh = await login(h.app, 'target', 'Target123', { ip: '203.0.113.99' });
    assert.equal(zh.json<{ msg: string }>().msg, '登录失败次数过多，请60秒后再试');

    h.clock.advance(30_000);
    const waiting = await login(h.app, 'TARGET', 'Target123', {
      ip: '203.0.113.99',
      language: 'en',
    });
    assert.match(waiting.json<{ msg: string }>().msg, /30 seconds/);

    h.clock.advance(30_000);
    const afterWindow = await login(h.app, 'target', 'Target123', { ip: '203.0.113.99' });
    assert.equal(afterWindow.statusCode, 200);
  });

  it('refuses the 6th attempt from an IP, whatever the account', async () => {
    await createUser(h.db, { account: 'bystander', password: 'Bystander1' });
    for (let i = 0; i < 5; i++) {
      await login(h.app, `guess${i}`, 'Wrong1234', { ip: '198.51.100.7' });
    }
    const sixth = await login(h.app, 'bystander', 'Bystander1', { ip: '198.51.100.7' });
    assert.equal(sixth.statusCode, 429);
    // The same account from elsewhere is unaffected.
    const elsewhere = await login(h.app, 'bystander', 'Bystander1', { ip: '198.51.100.8' });
    assert.equal(elsewhere.statusCode, 200);
    h.clock.advance(60_000);
    const later = await login(h.app, 'bystander', 'Bystander1', { ip: '198.51.100.7' });
    assert.equal(later.statusCode, 200);
  });

  it('forgives the account its failures after a successful sign-in', async () => {
    await createUser(h.db, { account: 'forgetful', password: 'Forget123' });
    for (let i = 0; i < 4; i++) {
      await login(h.app, 'forgetful', 'Wrong1234', { ip: `192.0.2.${100 + i}` });
    }
    assert.equal(
      (await login(h.app, 'forgetful', 'Forget123', { ip: '192.0.2.110' })).statusCode,
      200,
    );
    for (let i = 0; i < 4; i++) {
      const response = await login(h.app, 'forgetful', 'Wrong1234', { ip: `192.0.2.${120 + i}` });
      assert.equal(response.statusCode, 400);
    }
    assert.equal(
      (await login(h.app, 'forgetful', 'Forget123', { ip: '192.0.2.130' })).statusCode,
      200,
    );
  });
});
