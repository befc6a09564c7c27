import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { TOTAL_COUNT_CAP, USERS, type UserPage } from '@mepm/contract';
import { count, like } from 'drizzle-orm';
import { seedBenchUsers } from '../../src/db/bench-users';
import { users } from '../../src/db/schema';
import { tokenFor, type Harness } from '../support/app-harness';
import { startAppAsAdmin } from '../support/start-as-admin';
import { call, envelope } from '../support/requests';

describe('bench users and the capped total', () => {
  let h: Harness;
  let admin = '';
  before(async () => {
    ({ h, token: admin } = await startAppAsAdmin());
  });
  after(() => h.close());

  it('inserts users in batches across departments, and tops up on a second run', async () => {
    const first = await seedBenchUsers(h.db, {
      count: TOTAL_COUNT_CAP + 500,
      departments: 3,
      password: 'Bench12345',
      batchSize: 700,
    });
    assert.equal(first.inserted, TOTAL_COUNT_CAP + 500);
    assert.equal(first.departmentIds.length, 3);
    const again = await seedBenchUsers(h.db, {
      count: TOTAL_COUNT_CAP + 600,
      departments: 3,
      password: 'Bench12345',
    });
    assert.equal(again.inserted, 100, 'existing accounts are skipped');
    const [row] = await h.db
      .select({ n: count() })
      .from(users)
      .where(like(users.account, 'bench%'));
    assert.equal(row?.n, TOTAL_COUNT_CAP + 600);
    await tokenFor(h.app, 'bench0000001', 'Bench12345');
  });

  it('caps the total past TOTAL_COUNT_CAP and counts exactly below it', async () => {
    const big = envelope<UserPage>(
      await call(h.app, 'GET', `${USERS.list}?pageSize=1000&currentPage=3`, { token: admin }),
    ).data;
    assert.equal(big.list.length, 1000);
    assert.deepEqual(big.pagination, {
      currentPage: 3,
      pageSize: 1000,
      total: TOTAL_COUNT_CAP,
      totalCapped: true,
    });
    const small = envelope<UserPage>(
      await call(h.app, 'GET', `${USERS.list}?keyword=bench000001`, { token: admin }),
    ).data;
    assert.deepEqual(small.pagination, { currentPage: 1, pageSize: 20, total: 10 });
  });
});
