/**
 * The server test command: every test/**\/*.test.ts under Node's test runner. Node 20 does not
 * expand globs for --test, so the files are listed here. Arguments narrow the run to files whose
 * path contains one of them, e.g. `npm test -w @mepm/server -- db/`.
 *
 * The test files are bundled first (see build-tests.ts) and run with plain Node: through tsx's
 * loader thread each test process spent about 1.7 s of CPU loading the server's modules, once
 * per file and some hundred files per run.
 */
import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { removePreparedTemplates } from '../test/support/test-database';
import { buildTests } from './build-tests';
import { testTmpdir } from './test-tmpdir';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const testDir = path.join(packageDir, 'test');

/**
 * Files that need a service the embedded run lacks, by the variables naming it: several server
 * processes on one PostgreSQL (the embedded database is one process's), or Redis. A run without
 * them leaves those files out and says so (each file also registers nothing without them, when
 * run by hand); CI's second pass sets both.
 */
const NEEDS: Record<string, readonly ('DATABASE_URL' | 'REDIS_URL')[]> = {
  'test/workflow/flow-processes.test.ts': ['DATABASE_URL'],
  'test/chat/two-process.test.ts': ['DATABASE_URL', 'REDIS_URL'],
  'test/scale-out/shared-rate-limit.test.ts': ['REDIS_URL'],
  'test/scale-out/presence-liveness.test.ts': ['REDIS_URL'],
};
const missing = (file: string) => (NEEDS[file] ?? []).filter((name) => !process.env[name]);

// Read by os.tmpdir() in this process (which removes the run's templates) and in every test
// process and database process; a folder named by the caller stands.
process.env.TMPDIR ??= await testTmpdir(tmpdir());

const filters = process.argv.slice(2);
const matching = (await readdir(testDir, { recursive: true }))
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => path.join('test', file))
  .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)))
  .sort();
const files = matching.filter((file) => missing(file).length === 0);
const leftOut = matching.filter((file) => missing(file).length > 0);
for (const file of leftOut) console.log(`Not run without ${missing(file).join(' and ')}: ${file}`);

if (files.length === 0 && leftOut.length > 0) process.exit(0);
if (files.length === 0) {
  console.error(
    `No test files found under ${testDir}${filters.length ? ' matching the arguments' : ''}.`,
  );
  process.exit(1);
}

const built = await buildTests(packageDir, files);
// Names this run, so that its test processes share the templates prepared once for it.
const runId = randomBytes(6).toString('hex');

// Two files at a time: each embedded database is a PGlite process of a few hundred MB.
const runner = spawn(
  process.execPath,
  ['--enable-source-maps', '--test', '--test-concurrency=2', ...built.files],
  { cwd: packageDir, stdio: 'inherit', env: { ...process.env, TEST_RUN_ID: runId } },
);
// Ctrl-C reaches the test runner too; the bundles go once it has stopped.
process.on('SIGINT', () => undefined);
runner.on('exit', (code, signal) => {
  void Promise.allSettled([built.remove(), removePreparedTemplates(runId)]).finally(() =>
    process.exit(code ?? (signal ? 1 : 0)),
  );
});
