import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createDb, type Db } from '../../src/db/client';
import { sessions } from '../../src/db/schema';
import { seed } from '../../src/db/seed';
import { PRODUCT_MENUS } from '../support/product';
import { md5Hex } from '../../src/plugins/auth/passwords';
import { hashToken } from '../../src/plugins/auth/tokens';
import { ADMIN_PASSWORD } from '../support/app-harness';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/** Sign-in as it arrives from `remoteAddress` carrying `forwardedFor`. */
function signIn(app: FastifyInstance, remoteAddress: string, forwardedFor: string, password = '') {
  return app.inject({
    method: 'POST',
    url: '/api/oauth/Login',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { account: 'admin', password: md5Hex(password || ADMIN_PASSWORD) },
  });
}

describe('TRUST_PROXY: the client address is the one the last trusted proxy saw', () => {
  let database: TestDatabase;
  let db: Db;
  const apps: FastifyInstance[] = [];
  before(async () => {
    database = await createTestDatabase();
    db = createDb(database.pool);
    await seed(db, { adminPassword: ADMIN_PASSWORD, menus: PRODUCT_MENUS });
  });
  after(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });

  const appTrusting = async (trustProxy: string | undefined) => {
    const config = loadConfig({ LOG_LEVEL: 'silent', TRUST_PROXY: trustProxy });
    const app = await buildApp({ pool: database.pool, config });
    apps.push(app);
    return app;
  };

  /** The address the server recorded for a sign-in. */
  const addressOf = async (app: FastifyInstance, remoteAddress: string, forwardedFor: string) => {
    const response = await signIn(app, remoteAddress, forwardedFor);
    const token = response.json<{ data: { token: string } | null }>().data?.token;
    assert.ok(token !== undefined, response.body);
    const [row] = await db
      .select({ ip: sessions.ip })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    return row?.ip;
  };

  it('ignores X-Forwarded-For by default', async () => {
    const app = await appTrusting(undefined);
    assert.equal(await addressOf(app, '10.0.0.1', '198.51.100.20'), '10.0.0.1');
  });

  it('takes the last entry for true (one hop), whatever the client put before it', async () => {
    const app = await appTrusting('true');
    assert.equal(await addressOf(app, '10.0.0.1', '6.6.6.6, 198.51.100.20'), '198.51.100.20');
    // Guesses that each claim another address still come from one: the limit holds.
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await signIn(app, '10.0.0.1', `6.6.6.${i}, 198.51.100.21`, 'Wrong1234');
      answers.push(response.statusCode);
    }
    assert.deepEqual(answers, [400, 400, 400, 400, 400, 429]);
  });

  it('counts hops from the server for a number', async () => {
    const app = await appTrusting('2');
    const forwarded = '6.6.6.6, 198.51.100.22, 10.0.0.1';
    assert.equal(await addressOf(app, '10.0.0.2', forwarded), '198.51.100.22');
  });

  it('trusts only the listed proxies for a list of addresses and CIDRs', async () => {
    const app = await appTrusting('192.0.2.1, 10.0.0.0/8');
    const chain = '6.6.6.6, 198.51.100.23, 10.0.0.9';
    assert.equal(await addressOf(app, '10.0.0.1', chain), '198.51.100.23');
    assert.equal(await addressOf(app, '192.0.2.1', '198.51.100.24'), '198.51.100.24');
    // A client that is no listed proxy is taken at its word for nothing.
    assert.equal(await addressOf(app, '203.0.113.9', '10.0.0.5'), '203.0.113.9');
  });
});
