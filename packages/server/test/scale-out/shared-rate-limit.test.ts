/**
 * Two server processes behind one load balancer share the request rate limits through Redis.
 * The sharing runs where Redis is given (REDIS_URL, as CI does); a machine without Redis has
 * nothing to share. A Redis that is away must not stop sign-in, which runs everywhere.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { login, startApp, type Harness } from '../support/app-harness';

const redisUrl = process.env.REDIS_URL;

if (redisUrl !== undefined) {
  describe('rate limits shared through Redis', () => {
    let first: Harness;
    let second: Harness;
    before(async () => {
      // Fresh keys: other runs on the same Redis keep their own counters.
      const shared = {
        redisUrl,
        redisKeyPrefix: `test-${randomBytes(6).toString('hex')}:`,
        loginRateLimitPerMinute: 4,
      };
      [first, second] = await Promise.all([startApp(shared), startApp(shared)]);
    });
    after(async () => {
      await Promise.all([first.close(), second.close()]);
    });

    it('counts sign-in requests from one address across both processes', async () => {
      const ip = '198.51.100.7';
      for (const app of [first.app, second.app, first.app, second.app]) {
        const response = await login(app, 'nobody', 'Wrong1234', { ip });
        assert.equal(response.statusCode, 400);
      }
      // Each process alone has seen two requests; together four, the limit.
      const refused = await login(first.app, 'nobody', 'Wrong1234', { ip, language: 'en' });
      assert.equal(refused.statusCode, 429);
      assert.equal(refused.json<{ code: number }>().code, 429);
      const alsoRefused = await login(second.app, 'nobody', 'Wrong1234', { ip });
      assert.equal(alsoRefused.statusCode, 429);
      // Another address has its own count.
      const other = await login(second.app, 'nobody', 'Wrong1234', { ip: '198.51.100.8' });
      assert.equal(other.statusCode, 400);
    });
  });
}

describe('a Redis that is away', () => {
  let h: Harness;
  before(async () => {
    // Nothing listens on port 1: every Redis command fails.
    h = await startApp({ redisUrl: 'redis://127.0.0.1:1', loginRateLimitPerMinute: 4 });
  });
  after(() => h.close());

  it('does not stop sign-in: the limit lets requests through and the server answers', async () => {
    const started = Date.now();
    const response = await login(h.app, 'nobody', 'Wrong1234', { language: 'en' });
    assert.equal(response.statusCode, 400);
    assert.ok(Date.now() - started < 5_000, 'the request waited for Redis too long');
  });
});
