/**
 * Each PGlite host serves its database on a unix socket in a folder of its own under the
 * temporary folder. A host removes it when it closes; one that is killed cannot, so a start
 * removes those whose socket nobody listens on, and leaves running servers' alone.
 */
import assert from 'node:assert/strict';
import { stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { openDatabase } from '../../src/db/open-database';
import { exited, readLock, socketFolderOf, startHolder } from '../support/data-dir-holder';
import { initialisedDataDir, recordingLogger } from '../support/embedded-data-dir';

/** Dates a socket back by a minute: one just made may be about to listen. */
async function ageSocket(folder: string): Promise<void> {
  const then = new Date(Date.now() - 60_000);
  await utimes(path.join(folder, '.s.PGSQL.5432'), then, then);
}

test('a start removes the socket folders of killed PGlite hosts and keeps live ones', async () => {
  const [killedDir, liveDir, startingDir] = await Promise.all([
    initialisedDataDir(),
    initialisedDataDir(),
    initialisedDataDir(),
  ]);
  try {
    // A server killed together with its PGlite host, as when a container is killed.
    const killed = startHolder(killedDir.dataDir, { detached: true });
    assert.ok('opened' in (await killed.outcome));
    const killedSockets = await socketFolderOf((await readLock(killedDir.dataDir)).childPid ?? 0);
    process.kill(-(killed.child.pid ?? 0), 'SIGKILL');
    await exited(killed.child);
    await ageSocket(killedSockets);
    assert.ok((await stat(killedSockets)).isDirectory(), 'the kill left the socket folder');

    const live = await openDatabase({ dataDir: liveDir.dataDir, logger: recordingLogger() });
    try {
      const liveSockets = String(live.pool.options.host);
      await ageSocket(liveSockets);

      const starting = await openDatabase({
        dataDir: startingDir.dataDir,
        logger: recordingLogger(),
      });
      await starting.close();

      await assert.rejects(stat(killedSockets), { code: 'ENOENT' }, 'the dead one is gone');
      assert.ok((await stat(liveSockets)).isDirectory(), 'the live one is kept');
      assert.equal((await live.pool.query('select 1 as one')).rows[0].one, 1);
    } finally {
      await live.close();
    }
  } finally {
    await Promise.all([killedDir.remove(), liveDir.remove(), startingDir.remove()]);
  }
});
