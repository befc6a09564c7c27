import assert from 'node:assert/strict';
import { execFile, spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { after, before, test } from 'node:test';
import { promisify } from 'node:util';
import { dataLayout } from '../../src/db/embedded/data-layout';
import { DataDirInUseError, openDatabase, type DatabaseHandle } from '../../src/db/open-database';
import {
  initialisedDataDir,
  recordingLogger,
  type ScratchDataDir,
} from '../support/embedded-data-dir';

const run = promisify(execFile);

let scratch: ScratchDataDir;
before(async () => {
  scratch = await initialisedDataDir();
});
after(async () => {
  await scratch.remove();
});

test('a second process opening the same data folder is refused with a clear message', async () => {
  const logger = recordingLogger();
  const handle = await openDatabase({ dataDir: scratch.dataDir, logger });
  try {
    const folder = dataLayout(scratch.dataDir).dataDir;
    const script = `
      import { openDatabase } from ${JSON.stringify(new URL('../../src/db/open-database.ts', import.meta.url).href)};
      const logger = { info() {}, warn() {}, error() {} };
      try {
        await openDatabase({ dataDir: ${JSON.stringify(folder)}, logger });
        console.log('opened');
      } catch (error) {
        console.log(error.message);
      }
      process.exit(0);
    `;
    const { stdout } = await run(process.execPath, [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      script,
    ]);
    assert.equal(
      stdout.trim(),
      `The data folder ${folder} is in use by process ${process.pid}. ` +
        'Stop that server or set DATA_DIR to another folder.',
    );
    // The refused attempt left the holder's lock and database alone.
    const lock = JSON.parse(await readFile(dataLayout(folder).lockFile, 'utf8')) as { pid: number };
    assert.equal(lock.pid, process.pid);
    assert.equal((await handle.pool.query('select 1 as one')).rows[0].one, 1);
  } finally {
    await handle.close();
  }
});

test('a second open in the same process is refused too', async () => {
  const handle = await openDatabase({ dataDir: scratch.dataDir, logger: recordingLogger() });
  try {
    const before = await childProcesses();
    await assert.rejects(
      openDatabase({ dataDir: scratch.dataDir, logger: recordingLogger() }),
      (error: unknown) => error instanceof DataDirInUseError && error.pid === process.pid,
    );
    // Its PGlite host, started while the folder was being locked, has gone again.
    assert.deepEqual(await childProcesses(), before);
  } finally {
    await handle.close();
  }
});

test('a lock left by a process that no longer runs is taken over with a warning', async () => {
  const dead = spawnSync(process.execPath, ['-e', '']).pid;
  assert.ok(dead, 'the short-lived process had a pid');
  const { lockFile } = dataLayout(scratch.dataDir);
  await writeFile(lockFile, JSON.stringify({ pid: dead, token: 'left-behind' }));

  const logger = recordingLogger();
  const handle: DatabaseHandle = await openDatabase({ dataDir: scratch.dataDir, logger });
  try {
    assert.equal(logger.warnings.length, 1);
    assert.match(
      logger.warnings[0] ?? '',
      new RegExp(`locked by process ${dead}, which is no longer running`),
    );
    const lock = JSON.parse(await readFile(lockFile, 'utf8')) as { pid: number; childPid: number };
    assert.equal(lock.pid, process.pid);
    assert.notEqual(lock.childPid, process.pid);
  } finally {
    await handle.close();
  }
  await assert.rejects(readFile(lockFile), { code: 'ENOENT' }, 'close releases the lock');
});

async function childProcesses(): Promise<string[]> {
  const children = await readFile(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8');
  return children.trim().split(' ').sort();
}
