import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { HOME, OAUTH, SIGN_IN_TREND_DAYS, type HomeFigures } from '@mepm/contract';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { createUser, tokenFor, type Harness } from '../support/app-harness';
import { callerWithRole } from '../support/permission-fixtures';
import { startAppAsAdmin } from '../support/start-as-admin';
import { call, envelope } from '../support/requests';

const PASSWORD = 'Figures1234';
let counter = 0;
const fresh = () => `fig${Date.now().toString(36)}${(counter++).toString(36)}`;

/** The server's calendar date of a moment, as the trend names its days. */
function localDate(at: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

describe('home figures', () => {
  let h: Harness;
  let admin = '';
  before(async () => {
    ({ h, token: admin } = await startAppAsAdmin());
  });
  after(() => h.close());

  const figures = async (): Promise<HomeFigures> => {
    const response = await call(h.app, 'GET', HOME.figures, { token: admin });
    assert.equal(response.statusCode, 200, response.body);
    return envelope<HomeFigures>(response).data;
  };

  it('counts users by state, live sessions and sign-ins of today from the database', async () => {
    const before = await figures();
    const accounts = [fresh(), fresh(), fresh()];
    for (const account of accounts) await createUser(h.db, { account, password: PASSWORD });
    const [first, second, third] = accounts as [string, string, string];
    await h.db.update(users).set({ enabled: false }).where(eq(users.account, third));
    const firstToken = await tokenFor(h.app, first, PASSWORD);
    await tokenFor(h.app, second, PASSWORD);

    const now = await figures();
    assert.deepEqual(now.users, {
      total: before.users.total + 3,
      enabled: before.users.enabled + 2,
      disabled: before.users.disabled + 1,
    });
    assert.equal(now.onlineNow, before.onlineNow + 2);
    assert.equal(now.signInsToday, before.signInsToday + 2);

    // A session signed out is no longer online; its sign-in still counts for today.
    await call(h.app, 'GET', OAUTH.logout, { token: firstToken });
    const afterLogout = await figures();
    assert.equal(afterLogout.onlineNow, now.onlineNow - 1);
    assert.equal(afterLogout.signInsToday, now.signInsToday);
  });

  it('gives one entry per day of the server calendar, zeros included, today last', async () => {
    const today = await figures();
    const trend = today.signInTrend;
    assert.equal(trend.length, SIGN_IN_TREND_DAYS);
    assert.equal(trend.at(-1)?.date, localDate(h.clock.now()));
    assert.equal(trend.at(-1)?.count, today.signInsToday);
    // The database is new: every earlier day had no sign-in and still has its entry.
    assert.ok(trend.slice(0, -1).every((day) => day.count === 0));
    const dates = trend.map((day) => day.date);
    assert.equal(new Set(dates).size, SIGN_IN_TREND_DAYS);
    assert.deepEqual([...dates].sort(), dates);

    // A day later, yesterday keeps its count and today starts again.
    h.clock.advance(24 * 60 * 60 * 1000);
    admin = await tokenFor(h.app, 'admin', 'Admin12345');
    const account = fresh();
    await createUser(h.db, { account, password: PASSWORD });
    await tokenFor(h.app, account, PASSWORD);
    const next = await figures();
    assert.equal(next.signInTrend.at(-1)?.date, localDate(h.clock.now()));
    assert.equal(next.signInTrend.at(-2)?.date, trend.at(-1)?.date);
    assert.equal(next.signInTrend.at(-2)?.count, today.signInsToday);
    assert.equal(next.signInsToday, 2);
  });

  it('answers 403 to everyone but administrators, holders of the users pages included', async () => {
    const staff = await callerWithRole(h, { menus: ['home'] });
    const usersPage = await callerWithRole(h, {
      menus: ['permission', 'permission.user', 'permission.onlineUser'],
    });
    for (const caller of [staff, usersPage]) {
      const response = await call(h.app, 'GET', HOME.figures, {
        token: caller.token,
        language: 'en',
      });
      assert.equal(response.statusCode, 403, response.body);
      assert.equal(envelope(response).msg, 'Permission Denied');
      assert.equal(envelope(response).data, null);
    }
    const anonymous = await call(h.app, 'GET', HOME.figures);
    assert.notEqual(anonymous.statusCode, 200);
    assert.equal(envelope(anonymous).data, null);
  });
});
