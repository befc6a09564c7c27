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
import { removePreparedTemplates } from '../test/support/test-database';
import { buildTests } from './build-tests';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const testDir = path.join(packageDir, 'test');

/**
 * Files that need PostgreSQL (several server processes on one database; the embedded database
 * is one process's): a run on the embedded database leaves them out and says so, a run with
 * DATABASE_URL (CI's second pass) runs them.
 */
const POSTGRES_ONLY = ['test/workflow/flow-processes.test.ts'];
const onPostgres = Boolean(process.env.DATABASE_URL);

const filters = process.argv.slice(2);
const matching = (await readdir(testDir, { recursive: true }))
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => path.join('test', file))
  .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)))
  .sort();
const files = onPostgres ? matching : matching.filter((file) => !POSTGRES_ONLY.includes(file));
const leftOut = matching.filter((file) => !files.includes(file));
if (leftOut.length > 0) {
  console.log(
    `Not run on the embedded database (PostgreSQL only, set DATABASE_URL): ${leftOut.join(', ')}`,
  );
}

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
