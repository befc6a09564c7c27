import assert from 'node:assert/strict';
import { cpSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { DATA_BACKUP, fillPath, type BackupList, type BackupRecord } from '@mepm/contract';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createDb } from '../../src/db/client';
import { migrateAndSeed } from './data-backup-support';
import { openDatabase, type DatabaseHandle } from '../../src/db/open-database';
import { ADMIN_PASSWORD, tokenFor } from '../support/app-harness';
import { call, envelope } from '../support/requests';
import { createTestDatabase, migratedTemplate, testLogger } from '../support/test-database';
import { dataLayout } from '../../src/db/embedded/data-layout';

/**
 * A restore of the embedded database, end to end: the server stages it, and the next start on
 * the same data folder serves the backup's data. (PostgreSQL's backups restore with psql; the
 * data backup test checks that the page refuses them.)
 */
const onPostgres = process.env.DATABASE_URL !== undefined;

describe('a PostgreSQL database', { skip: !onPostgres }, () => {
  it('offers backups but no restore of its own', async () => {
    const database = await createTestDatabase();
    try {
      assert.equal(database.handle.dumps.kind, 'postgres');
      assert.equal(database.handle.dumps.extension, 'sql.gz');
      assert.equal(database.handle.dumps.restore, undefined);
    } finally {
      await database.close();
    }
  });
});

describe('restoring the embedded database', { skip: onPostgres }, () => {
  let dataDir = '';
  let database: DatabaseHandle | undefined;
  before(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'mepm-restore-test-'));
    if (onPostgres) return;
    // A migrated copy rather than a first-time initialisation, which takes most of a minute.
    cpSync(dataLayout(await migratedTemplate()).pgliteDir, dataLayout(dataDir).pgliteDir, {
      recursive: true,
    });
  });
  after(async () => {
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const open = (): DatabaseHandle => {
    assert.ok(database, 'the database is open');
    return database;
  };
  const start = async () => {
    database = await openDatabase({ dataDir, logger: testLogger });
    await migrateAndSeed(database.pool, ADMIN_PASSWORD);
    const app = await buildApp({
      pool: database.pool,
      config: {
        ...loadConfig({ LOG_LEVEL: 'silent' }),
        dataDir,
        shellDist: '/x',
        hostDemoDist: '/x',
      },
      database: Promise.resolve(database),
    });
    return {
      app,
      token: await tokenFor(app, 'admin', ADMIN_PASSWORD),
      db: createDb(database.pool),
    };
  };
  const marker = async () =>
    (await open().pool.query<{ note: string }>('select note from restore_marker')).rows.map(
      (r) => r.note,
    );

  it('brings back a row deleted after the backup, at the next start, keeping the replaced data', async () => {
    let { app, token } = await start();
    await open().pool.query('create table restore_marker (note text)');
    await open().pool.query("insert into restore_marker values ('kept by the backup')");
    const made = envelope<BackupRecord>(
      await call(app, 'POST', DATA_BACKUP.create, { token }),
    ).data;
    await open().pool.query('delete from restore_marker');
    await open().pool.query("insert into restore_marker values ('written after it')");

    const staged = await call(app, 'POST', fillPath(DATA_BACKUP.restore, { id: made.id }), {
      token,
    });
    assert.equal(staged.statusCode, 200, staged.body);
    // Nothing changes until the next start.
    assert.deepEqual(await marker(), ['written after it']);
    await app.close();
    await open().close();

    ({ app, token } = await start());
    assert.deepEqual(await marker(), ['kept by the backup']);
    const listed = envelope<BackupList>(await call(app, 'GET', DATA_BACKUP.list, { token })).data;
    assert.equal(listed.pendingRestore, false);
    assert.deepEqual(
      listed.list.map((b) => b.id),
      [made.id],
    );
    const entries = await readdir(dataDir);
    assert.equal(entries.filter((name) => name.startsWith('pglite.replaced-')).length, 1);
    assert.ok(!entries.includes('restore-pending.tar.gz'));
    await app.close();
  });
});
