/** The scheduled purge of data interface call logs: rows older than the days kept go, others stay. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { purgeInterfaceLogsJob } from '../../src/modules/systemData/dataInterface/purge-job';
import { dataInterfaceLogs } from '../../src/modules/systemData/dataInterface/schema';
import { createDb } from '../../src/db/client';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

describe('purging data interface call logs', () => {
  let database: TestDatabase;
  before(async () => {
    database = await createTestDatabase();
  });
  after(() => database.close());

  it('removes the calls older than the days kept, over every interface', async () => {
    const db = createDb(database.pool);
    const now = new Date('2026-11-26T12:00:00Z');
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const call = (interfaceId: string, calledAt: Date) => ({
      interfaceId,
      calledAt,
      userId: 'u',
      via: 'preview',
      durationMs: 3,
      rowCount: 1,
      success: true,
    });
    await db
      .insert(dataInterfaceLogs)
      .values([
        call('a', daysAgo(31)),
        call('b', daysAgo(45)),
        call('a', daysAgo(29)),
        call('b', daysAgo(1)),
      ]);
    const message = await purgeInterfaceLogsJob.run({
      db,
      now,
      params: { days: 30 },
      signal: new AbortController().signal,
    });
    assert.equal(message?.en, 'Removed 2 rows');
    const left = await db.select().from(dataInterfaceLogs);
    assert.deepEqual(
      left.map((row) => row.calledAt.getTime()).sort(),
      [daysAgo(29), daysAgo(1)].map((date) => date.getTime()).sort(),
    );
  });
});
