/**
 * The server test command: every test/**\/*.test.ts under Node's test runner with tsx. Node 20
 * does not expand globs for --test, so the files are listed here. Arguments narrow the run to
 * files whose path contains one of them, e.g. `npm test -w @mepm/server -- db/`.
 */
import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const testDir = path.join(packageDir, 'test');

const filters = process.argv.slice(2);
const files = (await readdir(testDir, { recursive: true }))
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => path.join('test', file))
  .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)))
  .sort();

if (files.length === 0) {
  console.error(
    `No test files found under ${testDir}${filters.length ? ' matching the arguments' : ''}.`,
  );
  process.exit(1);
}

// Two files at a time: each embedded database is a PGlite process of a few hundred MB.
const runner = spawn(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-concurrency=2', ...files],
  { cwd: packageDir, stdio: 'inherit', env: process.env },
);
runner.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});
