/**
 * A data source whose address is the platform's own PostgreSQL database: it is recognised when
 * it opens and treated as the platform's, so neither a data interface nor a data sync reaches the
 * private tables through it, and a sync cannot write into the platform's tables. Only on
 * PostgreSQL: the embedded database is not reachable by address.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it, type TestContext } from 'node:test';
import type { Harness } from '../support/app-harness';
import { envelope } from '../support/requests';
import { startAppAsAdmin } from '../support/start-as-admin';
import { newSource } from './data-source-support';
import { sqlInterface, tryDraft } from './data-interface-support';
import { syncCalls } from './data-sync-support';

const serverUrl = process.env.DATABASE_URL;

describe('the platform’s own database given as a data source', () => {
  let h: Harness;
  let token = '';
  let sourceId = '';
  const sync = syncCalls(
    () => h,
    () => token,
  );

  before(async () => {
    ({ h, token } = await startAppAsAdmin());
    if (!serverUrl) return;
    const { rows } = await h.pool.query<{ name: string }>('select current_database() as name');
    const url = new URL(serverUrl);
    sourceId = await newSource(h, token, {
      host: url.hostname,
      port: Number(url.port || 5432),
      database: rows[0]?.name ?? '',
      user: decodeURIComponent(url.username),
    });
  });
  after(() => h.close());

  const onPostgres = (t: TestContext) => {
    if (serverUrl) return true;
    t.skip('the platform runs on the embedded database, which no address reaches');
    return false;
  };

  it('keeps the private tables from a data interface on it', async (t) => {
    if (!onPostgres(t)) return;
    const answer = await tryDraft(
      h,
      token,
      sqlInterface('select account, password_hash from users', { dataSourceId: sourceId }),
    );
    assert.equal(answer.statusCode, 400, answer.body);
    assert.match(envelope(answer).msg, /users/);
  });

  it('keeps a data sync from reading its private tables or writing its own', async (t) => {
    if (!onPostgres(t)) return;
    const read = await sync.execute({
      fromSourceId: sourceId,
      fromTable: 'users',
      toSourceId: '0',
      toTable: 'copied_users',
      mode: 'append',
    });
    assert.equal(read.code, 400);
    assert.match(read.msg, /users 是平台的内部表/);
    const write = await sync.execute({
      fromSourceId: '0',
      fromTable: 'data_sync_runs',
      toSourceId: sourceId,
      toTable: 'menus',
      mode: 'overwrite',
    });
    assert.equal(write.code, 400);
    assert.match(write.msg, /menus 是平台的表/);
  });
});
