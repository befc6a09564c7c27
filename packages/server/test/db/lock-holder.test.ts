/**
 * Who holds the data folder, judged from lock files as other processes leave them: the lock is
 * taken from a holder that is gone, never from one that runs, whether or not its pid can be
 * looked up from here. These run on the lock alone (no database), with short timings.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { after, afterEach, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  acquireDataDirLock,
  DataDirInUseError,
  type LockTimings,
} from '../../src/db/embedded/data-dir-lock';
import { dataLayout } from '../../src/db/embedded/data-layout';
import { currentSpace, startTimeOf } from '../../src/db/embedded/process-identity';
import { emptyDataDir, recordingLogger, type ScratchDataDir } from '../support/embedded-data-dir';
import { exited, readLock } from '../support/data-dir-holder';

const QUICK: LockTimings = { heartbeatMs: 50, staleAfterMs: 400, exitingWaitMs: 400 };
// Waits that, if they happened, would outlast a test's timeout.
const PATIENT: LockTimings = { heartbeatMs: 60_000, staleAfterMs: 600_000, exitingWaitMs: 600_000 };

let scratch: ScratchDataDir;
let lockFile: string;
before(async () => {
  scratch = await emptyDataDir();
  lockFile = dataLayout(scratch.dataDir).lockFile;
});
after(() => scratch.remove());

const running: ChildProcess[] = [];
afterEach(async () => {
  for (const child of running.splice(0)) {
    child.kill('SIGKILL');
    await exited(child);
  }
});

/** A process that runs until the test ends. */
function sleeper(): ChildProcess & { pid: number } {
  const child = spawn('sleep', ['600']);
  running.push(child);
  assert.ok(child.pid, 'the sleeper has a pid');
  return child as ChildProcess & { pid: number };
}

function leaveLock(content: Record<string, unknown>): Promise<void> {
  return writeFile(lockFile, JSON.stringify({ ...currentSpace(), token: 'left', ...content }));
}

/** Every wait that should not happen would outlast this timeout. */
function lockTest(name: string, body: () => Promise<void>): void {
  test(name, { timeout: 30_000 }, body);
}

async function takesOver(timings: LockTimings, pid: number): Promise<void> {
  const logger = recordingLogger();
  const lock = await acquireDataDirLock(dataLayout(scratch.dataDir), logger, timings);
  try {
    assert.match(
      logger.warnings.join('\n'),
      new RegExp(`locked by process ${pid}, which is no longer running; taking the lock over`),
    );
    assert.equal((await readLock(scratch.dataDir)).pid, process.pid);
  } finally {
    await lock.release();
  }
}

async function refused(timings: LockTimings, pid: number, elsewhere = false): Promise<void> {
  await assert.rejects(
    acquireDataDirLock(dataLayout(scratch.dataDir), recordingLogger(), timings),
    (error: unknown) =>
      error instanceof DataDirInUseError &&
      error.pid === pid &&
      error.message.includes('of another container or machine') === elsewhere,
  );
}

lockTest(
  'a lock naming this process’s pid was left by an earlier process with that pid',
  async () => {
    // A container's server is pid 1 at every start, so the lock of the killed one names pid 1 too.
    await leaveLock({ pid: process.pid, heartbeatAt: Date.now() });
    await takesOver(PATIENT, process.pid);
  },
);

lockTest(
  'a pid that now names a process started at another time does not hold the folder',
  async () => {
    const other = sleeper();
    await leaveLock({ pid: other.pid, startTime: '1', heartbeatAt: Date.now() });
    await takesOver(PATIENT, other.pid);
  },
);

lockTest('the process that wrote the lock, still running, holds the folder', async () => {
  const holder = sleeper();
  await leaveLock({
    pid: holder.pid,
    startTime: startTimeOf(holder.pid),
    // Silent for a minute: a stopped process (Ctrl-Z) still holds the folder it would write on.
    heartbeatAt: Date.now() - 60_000,
  });
  await refused(QUICK, holder.pid);
});

lockTest(
  'a running pid without a start time holds the folder only while its heartbeat is fresh',
  async () => {
    const holder = sleeper();
    const timings = { ...QUICK, staleAfterMs: 10_000 };
    await leaveLock({ pid: holder.pid, heartbeatAt: Date.now() });
    await refused(timings, holder.pid);
    await leaveLock({ pid: holder.pid, heartbeatAt: Date.now() - 60_000 });
    await takesOver(timings, holder.pid);
  },
);

lockTest(
  'the PGlite host of a killed server keeps the folder until it exits, then frees it',
  async () => {
    const host = sleeper();
    await leaveLock({
      pid: 999_999_999,
      childPid: host.pid,
      childStartTime: startTimeOf(host.pid),
      heartbeatAt: Date.now(),
    });
    await refused(QUICK, host.pid);
    const taking = takesOver(PATIENT, 999_999_999);
    await sleep(200);
    host.kill('SIGKILL');
    await taking;
  },
);

lockTest(
  'an exited PGlite host that its parent has not collected does not hold the folder',
  async () => {
    // `sleep 600` takes the place of the shell and never collects the shell's child: a zombie, as
    // under a PID 1 that does not reap orphans.
    const parent = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 600']);
    running.push(parent);
    const zombie = Number(
      await new Promise<string>((resolve) => parent.stdout.once('data', resolve)),
    );
    const childStartTime = startTimeOf(zombie);
    await sleep(100);
    await leaveLock({
      pid: 999_999_999,
      childPid: zombie,
      childStartTime,
      heartbeatAt: Date.now(),
    });
    await takesOver(PATIENT, 999_999_999);
  },
);

lockTest('a holder in another PID namespace whose socket answers is refused at once', async () => {
  const holder = await acquireDataDirLock(dataLayout(scratch.dataDir), recordingLogger(), PATIENT);
  try {
    const content = await readLock(scratch.dataDir);
    await writeFile(
      lockFile,
      JSON.stringify({ ...content, token: 'elsewhere', pidNamespace: 'pid:[1]', pid: 1 }),
    );
    await refused(PATIENT, 1, true);
  } finally {
    await holder.release();
  }
});

lockTest(
  'a holder in another PID namespace whose socket nobody listens on is gone at once',
  async () => {
    const socket = 'server.lock.killed.sock';
    // A process that listens on the socket and is killed: its socket file stays, unanswered.
    const killed = spawn(process.execPath, [
      '-e',
      `require('net').createServer().listen(${JSON.stringify(`${scratch.dataDir}/${socket}`)}, () => console.log('up'))`,
    ]);
    running.push(killed);
    await new Promise((resolve) => killed.stdout.once('data', resolve));
    killed.kill('SIGKILL');
    await exited(killed);
    await leaveLock({ pid: 1, pidNamespace: 'pid:[1]', socket, heartbeatAt: Date.now() });
    await takesOver(PATIENT, 1);
  },
);

/** A holder on another machine that rewrites its lock as a live one does: refused meanwhile. */
async function refusedWhileBeating(heartbeatAt: number): Promise<void> {
  const content = { pid: 1, bootId: 'another-machine', heartbeatAt };
  await leaveLock(content);
  const beating = setInterval(() => {
    content.heartbeatAt += 1000;
    void leaveLock(content);
  }, 50);
  try {
    await refused({ ...QUICK, staleAfterMs: 5000 }, 1, true);
  } finally {
    clearInterval(beating);
  }
}

lockTest('without a socket, a holder elsewhere is alive while its heartbeat moves', () =>
  refusedWhileBeating(Date.now()),
);

lockTest('a heartbeat from another machine is judged by whether it moves, not by its clock', () =>
  // Ten minutes behind by this machine's clock, yet refreshed: that machine's clock is behind.
  refusedWhileBeating(Date.now() - 600_000),
);

lockTest('without a socket, a holder elsewhere whose heartbeat stands still is gone', async () => {
  await leaveLock({ pid: 1, bootId: 'another-machine', heartbeatAt: Date.now() });
  await takesOver(QUICK, 1);
  // On this kernel the clock is shared: an old heartbeat is old without waiting.
  await leaveLock({ pid: 1, pidNamespace: 'pid:[1]', heartbeatAt: Date.now() - 600_000 });
  await takesOver({ ...QUICK, staleAfterMs: 300_000 }, 1);
});

lockTest('the holder refreshes its heartbeat and learns when its lock was taken over', async () => {
  const lock = await acquireDataDirLock(dataLayout(scratch.dataDir), recordingLogger(), QUICK);
  try {
    const first = (await readLock(scratch.dataDir)).heartbeatAt ?? 0;
    await sleep(500);
    assert.ok(((await readLock(scratch.dataDir)).heartbeatAt ?? 0) > first, 'the heartbeat moved');

    const lost = new Promise<Error>((resolve) => lock.onLost(resolve));
    await leaveLock({ token: 'newcomer', pid: 1, heartbeatAt: Date.now() });
    // The heartbeat does not keep a process alive; this does, until the loss is noticed.
    const keepAlive = setInterval(() => undefined, 1000);
    try {
      assert.match((await lost).message, /Another process took over the lock/);
    } finally {
      clearInterval(keepAlive);
    }
  } finally {
    await lock.release();
  }
  assert.equal((await readLock(scratch.dataDir)).token, 'newcomer', 'release left theirs alone');
});
