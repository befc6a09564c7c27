/**
 * A data source whose address is the platform's own PostgreSQL database: it is recognised when
 * it opens and treated as the platform's, so neither a data interface nor a data sync reaches the
 * private tables through it, and a sync cannot write into the platform's tables. The embedded
 * database listens on a unix socket in a private folder: no source's address reaches it.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Harness } from '../support/app-harness';
import { DATA_SOURCE } from '@mepm/contract';
import { call, envelope } from '../support/requests';
import { startAppAsAdmin } from '../support/start-as-admin';
import { newSource, sourceBody } from './data-source-support';
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

  if (!serverUrl) {
    it('refuses a socket folder as a source’s host, so the embedded database is out of reach', async () => {
      const answer = await call(h.app, 'POST', DATA_SOURCE.create, {
        token,
        payload: sourceBody({ host: '/tmp' }),
      });
      assert.equal(answer.statusCode, 400, answer.body);
    });
    return;
  }

  it('keeps the private tables from a data interface on it', async () => {
    const answer = await tryDraft(
      h,
      token,
      sqlInterface('select account, password_hash from users', { dataSourceId: sourceId }),
    );
    assert.equal(answer.statusCode, 400, answer.body);
    assert.match(envelope(answer).msg, /users/);
  });

  it('keeps a data sync from reading its private tables or writing its own', async () => {
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
