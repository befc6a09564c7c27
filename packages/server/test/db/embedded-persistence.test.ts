import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { dataLayout } from '../../src/db/embedded/data-layout';
import { openDatabase } from '../../src/db/open-database';
import { emptyDataDir, initialisedDataDir, recordingLogger } from '../support/embedded-data-dir';

test('rows written, closed and reopened are still there', async (t) => {
  const scratch = await initialisedDataDir();
  try {
    const first = await openDatabase({ dataDir: scratch.dataDir, logger: recordingLogger() });
    try {
      await first.pool.query('create table kept (id int primary key, note text)');
      await first.pool.query(
        "insert into kept select n, 'row ' || n from generate_series(1, 1000) as n",
      );
    } finally {
      await first.close();
    }
    const started = Date.now();
    const second = await openDatabase({ dataDir: scratch.dataDir, logger: recordingLogger() });
    t.diagnostic(`reopen (process start, PGlite open, first query): ${Date.now() - started} ms`);
    try {
      const { rows } = await second.pool.query<{ count: string; last: string }>(
        'select count(*) as count, max(note) filter (where id = 1000) as last from kept',
      );
      assert.deepEqual(rows, [{ count: '1000', last: 'row 1000' }]);
      assert.equal(second.kind, 'embedded');
      assert.match(second.describe, /^Embedded PostgreSQL \d+\.\d+ \(PGlite \d+\.\d+\.\d+\), /);
    } finally {
      await second.close();
    }
  } finally {
    await scratch.remove();
  }
});

test('a first start killed halfway leaves nothing that breaks the next start', async (t) => {
  const scratch = await emptyDataDir();
  const layout = dataLayout(scratch.dataDir);
  try {
    const interrupted = openDatabase({ dataDir: scratch.dataDir, logger: recordingLogger() });
    const refusal = assert.rejects(interrupted, /embedded database process exited while starting/);
    // Kill the PGlite host as soon as its initialisation folder has files in it.
    const hostPid = await waitFor(async () => {
      const entries = await readdir(layout.dataDir);
      const initDir = entries.find((name) => name.startsWith('pglite.init-'));
      if (!initDir || (await readdir(`${layout.dataDir}/${initDir}`)).length === 0)
        return undefined;
      const lock = JSON.parse(await readFile(layout.lockFile, 'utf8')) as { childPid?: number };
      return lock.childPid;
    });
    process.kill(hostPid, 'SIGKILL');
    await refusal;
    const leftBehind = await readdir(layout.dataDir);
    assert.ok(
      leftBehind.some((name) => name.startsWith('pglite.init-')),
      'the kill left a half-made folder',
    );
    assert.ok(!leftBehind.includes('pglite'), 'nothing half-made sits where the database belongs');

    const logger = recordingLogger();
    const started = Date.now();
    const handle = await openDatabase({ dataDir: scratch.dataDir, logger });
    t.diagnostic(
      `first initialisation (process start, init, reopen, first query): ${Date.now() - started} ms`,
    );
    try {
      assert.match(logger.warnings.join('\n'), /left in .* by an interrupted first start/);
      await handle.pool.query('create table after_restart (id int)');
      await handle.pool.query('insert into after_restart values (1)');
      assert.deepEqual((await handle.pool.query('select id from after_restart')).rows, [{ id: 1 }]);
      assert.deepEqual(
        // The lock's liveness socket aside.
        (await readdir(layout.dataDir)).filter((name) => !name.endsWith('.sock')).sort(),
        ['pglite', 'server.lock'],
        'the leftover is gone',
      );
    } finally {
      await handle.close();
    }
  } finally {
    await scratch.remove();
  }
});

async function waitFor<T>(probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    await sleep(5);
  }
  throw new Error('gave up waiting');
}
