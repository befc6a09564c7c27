import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type pg from 'pg';
import { buildApp, type BuildAppOptions } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import { createDb, type Db } from '../../src/db/client';
import { seed } from '../../src/db/seed';
import { seedDataOf, seedMenusOf } from '../../src/kernel/compose-modules';
import type { ServerModule } from '../../src/kernel/module';
import { MODULES } from '../../src/modules';
import { hashPassword, md5Hex } from '../../src/plugins/auth/passwords';
import { users } from '../../src/db/schema';
import type { SmsSender } from '../../src/kernel/sms/sms-sender';
import { createTestDatabase, type PreparedContent } from './test-database';

export const ADMIN_PASSWORD = 'Admin12345';

/** What startApp's database holds before the test: the product's seed. */
const PRODUCT_SEED: PreparedContent = {
  key: 'product',
  prepare: async (pool) => {
    await seed(createDb(pool), {
      adminPassword: ADMIN_PASSWORD,
      menus: seedMenusOf(MODULES),
      data: seedDataOf(MODULES),
    });
  },
};

/** A clock the tests move forward to pass session lifetimes and rate windows. */
export class TestClock {
  private at = Date.now();
  now = (): Date => new Date(this.at);
  advance(ms: number): void {
    this.at += ms;
  }
}

/** Remembers the codes it was asked to send instead of sending them. */
export class RecordingSmsSender implements SmsSender {
  readonly sent: { mobile: string; code: string }[] = [];
  async send(mobile: string, code: string): Promise<void> {
    this.sent.push({ mobile, code });
  }
  lastCodeFor(mobile: string): string | undefined {
    return this.sent.filter((s) => s.mobile === mobile).at(-1)?.code;
  }
}

export interface Harness {
  app: FastifyInstance;
  db: Db;
  /** The database's pool, for a second application on the same database. */
  pool: pg.Pool;
  clock: TestClock;
  sms: RecordingSmsSender;
  close(): Promise<void>;
}

export interface StartOptions {
  logStream?: BuildAppOptions['logStream'];
  /** The capabilities to serve and seed: the product's unless a test adds one. */
  modules?: readonly ServerModule[];
  /** Where message changes are pushed (a recorder in the message tests). */
  messagePush?: BuildAppOptions['messagePush'];
}

/** The real application on a fresh, migrated and seeded test database. */
export async function startApp(
  overrides: Partial<AppConfig> = {},
  { logStream, modules = MODULES, messagePush }: StartOptions = {},
): Promise<Harness> {
  // The product's seed is the same for every app of a run: copied from a template, not rewritten.
  const database = await createTestDatabase(modules === MODULES ? { prepared: PRODUCT_SEED } : {});
  const db = createDb(database.pool);
  if (modules !== MODULES) {
    await seed(db, {
      adminPassword: ADMIN_PASSWORD,
      menus: seedMenusOf(modules),
      data: seedDataOf(modules),
    });
  }
  const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), ...overrides };
  const clock = new TestClock();
  const sms = new RecordingSmsSender();
  // A composition that refuses to start must fail the test, not leave the database running.
  const app = await buildApp({
    pool: database.pool,
    config,
    databaseDescription: database.handle.describe,
    databaseKind: database.handle.kind,
    database: Promise.resolve(database.handle),
    smsSender: sms,
    now: clock.now,
    logStream,
    modules,
    messagePush,
  }).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  return {
    app,
    db,
    pool: database.pool,
    clock,
    sms,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The settings of an application without built front ends, so that the static wildcard route
 * does not take the unknown paths a test sends.
 */
export const API_ONLY: Partial<AppConfig> = {
  shellDist: '/nonexistent',
  hostDemoDist: '/nonexistent',
};

export interface LoginOptions {
  language?: string;
  ip?: string;
}

/** The sign-in form the shell posts for an account and its plain password. */
export const loginForm = (account: string, password: string) =>
  new URLSearchParams({
    account,
    password: md5Hex(password),
    loginType: 'account',
    client_id: 'admin',
    client_secret: '123456',
    scope: 'all',
    grant_type: 'password',
  });

export function login(
  app: FastifyInstance,
  account: string,
  password: string,
  options: LoginOptions = {},
): Promise<LightMyRequestResponse> {
  const form = loginForm(account, password);
  return app.inject({
    method: 'POST',
    url: '/api/oauth/Login',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    remoteAddress: options.ip ?? '127.0.0.1',
    payload: form.toString(),
  });
}

/** Signs in and returns the token, failing loudly when sign-in does not succeed. */
export async function tokenFor(
  app: FastifyInstance,
  account: string,
  password: string,
  options: LoginOptions = {},
): Promise<string> {
  const response = await login(app, account, password, options);
  const body = response.json<{ code: number; data: { token: string } | null }>();
  if (body.code !== 200 || body.data === null) {
    throw new Error(`sign-in of ${account} failed: ${response.body}`);
  }
  return body.data.token;
}

export function currentUser(app: FastifyInstance, token: string) {
  return app.inject({
    method: 'GET',
    url: `/api/oauth/CurrentUser?n=${Date.now()}`,
    headers: { authorization: `Bearer ${token}` },
  });
}

export interface NewUser {
  account: string;
  password: string;
  realName?: string;
  mobile?: string;
  enabled?: boolean;
  parentUserId?: string;
  organizeId?: string;
}

/** Inserts a user the way the user-management API will: md5 then argon2id. */
export async function createUser(db: Db, user: NewUser): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({
      account: user.account,
      realName: user.realName ?? user.account,
      mobile: user.mobile ?? null,
      enabled: user.enabled ?? true,
      parentUserId: user.parentUserId ?? null,
      organizeId: user.organizeId ?? null,
      passwordHash: await hashPassword(md5Hex(user.password)),
    })
    .returning({ id: users.id });
  if (row === undefined) throw new Error('user not created');
  return row.id;
}
