/**
 * A server killed with -9 and started again on the same data folder: the new one opens it as
 * soon as nothing of the old one can write there any more, and not before.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  acquireDataDirLock,
  DataDirInUseError,
  LOCK_TIMINGS,
} from '../../src/db/embedded/data-dir-lock';
import { dataLayout } from '../../src/db/embedded/data-layout';
import { knock } from '../../src/db/embedded/liveness-socket';
import { isRunning } from '../../src/db/embedded/process-identity';
import { openDatabase } from '../../src/db/open-database';
import {
  exited,
  readLock,
  socketFolderOf,
  startHolder,
  type Holder,
} from '../support/data-dir-holder';
import {
  initialisedDataDir,
  recordingLogger,
  type ScratchDataDir,
} from '../support/embedded-data-dir';

let scratch: ScratchDataDir;
before(async () => {
  scratch = await initialisedDataDir();
});
after(() => scratch.remove());

async function opened(holder: Holder): Promise<void> {
  const outcome = await holder.outcome;
  assert.ok('opened' in outcome, `the holder opened the folder: ${JSON.stringify(outcome)}`);
}

test('after kill -9 of a server, its PGlite host keeps the folder until it has closed', async () => {
  const first = startHolder(scratch.dataDir);
  await opened(first);
  const { pid, childPid, socket } = await readLock(scratch.dataDir);
  assert.ok(childPid, 'the lock names the PGlite host');
  assert.ok(socket, 'the lock names its liveness socket');
  const hostSockets = await socketFolderOf(childPid);
  process.kill(pid, 'SIGKILL');
  // Hold the host where it is, so that it cannot finish closing yet.
  process.kill(childPid, 'SIGSTOP');
  await exited(first.child);
  // Only the host is left to answer on the lock's socket: it was handed over to it.
  assert.equal(await knock(path.join(scratch.dataDir, socket)), 'answered');
  await assert.rejects(
    acquireDataDirLock(dataLayout(scratch.dataDir), recordingLogger(), {
      ...LOCK_TIMINGS,
      exitingWaitMs: 500,
    }),
    (error: unknown) => error instanceof DataDirInUseError && error.pid === childPid,
  );

  process.kill(childPid, 'SIGCONT');
  const logger = recordingLogger();
  const handle = await openDatabase({ dataDir: scratch.dataDir, logger });
  try {
    assert.equal(isRunning(childPid), false, 'opened only once the old host had exited');
    assert.match(logger.warnings.join('\n'), new RegExp(`locked by process ${pid}`));
    await assert.rejects(stat(hostSockets), { code: 'ENOENT' }, 'the host removed its socket');
    assert.equal((await handle.pool.query('select 1 as one')).rows[0].one, 1);
  } finally {
    await handle.close();
  }
});

/**
 * A server that is PID 1 of its own PID namespace, as in a container. Registered only where
 * `unshare` can make one (root on Linux): elsewhere there is no such namespace to test in.
 */
// --kill-child: whatever ends unshare (a failed test tidied up) ends its namespace as well.
const unshare = ['unshare', '--pid', '--fork', '--mount-proc', '--kill-child'];
if (spawnSync(unshare[0] ?? '', [...unshare.slice(1), 'true']).status === 0) {
  test('a server that is PID 1 of a container, killed with -9, starts again as PID 1', async () => {
    const first = startHolder(scratch.dataDir, { prefix: unshare });
    await opened(first);
    assert.equal((await readLock(scratch.dataDir)).pid, 1, 'the server is PID 1 of its namespace');

    // A second server, in its own namespace or in none, is refused while the first runs.
    for (const prefix of [unshare, []]) {
      const second = startHolder(scratch.dataDir, { prefix });
      const outcome = await second.outcome;
      assert.ok('refused' in outcome && /is in use by process/.test(outcome.refused));
      await exited(second.child);
    }

    await killPidOne(first);

    const restarted = startHolder(scratch.dataDir, { prefix: unshare });
    try {
      await opened(restarted);
      assert.equal((await readLock(scratch.dataDir)).pid, 1);
      assert.match(
        restarted.warnings.join('\n'),
        /locked by process 1, which is no longer running/,
      );
    } finally {
      await killPidOne(restarted);
    }
  });
}

/**
 * kill -9 of the namespace's PID 1 (unshare's child), which ends every process in it: unshare
 * exits once PID 1 is gone, and PID 1 is gone once all of its namespace is.
 */
async function killPidOne(holder: Holder): Promise<void> {
  const { pid } = holder.child;
  const init = Number((await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8')).trim());
  process.kill(init, 'SIGKILL');
  await exited(holder.child);
}

// The loss is noticed at the next heartbeat, a few seconds at most.
const NOTICED_WITHIN = { timeout: 30_000 };

test(
  'a server whose lock is taken over stops its PGlite host at once and reports it',
  NOTICED_WITHIN,
  async () => {
    const handle = await openDatabase({ dataDir: scratch.dataDir, logger: recordingLogger() });
    try {
      const { childPid, ...content } = await readLock(scratch.dataDir);
      assert.ok(childPid);
      const fatal = new Promise<Error>((resolve) => handle.onFatal(resolve));
      const { lockFile } = dataLayout(scratch.dataDir);
      await writeFile(lockFile, JSON.stringify({ ...content, token: 'newcomer' }));
      assert.match((await fatal).message, /took over the lock/);
      for (let i = 0; i < 100 && isRunning(childPid); i++) await sleep(20);
      assert.equal(isRunning(childPid), false, 'the host was stopped');
    } finally {
      await handle.close().catch(() => undefined);
    }
  },
);
