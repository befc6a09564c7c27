/**
 * Runs npm scripts one after another, their output as it comes, and stops at the first that
 * fails; prints how long each took, so that a slow CI run shows where its time went.
 * Usage: tsx scripts/run-in-turn.ts check test:unit test:server e2e
 */
import { spawnSync } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('Name the npm scripts to run, e.g. check test:unit.');
  process.exit(1);
}

const started = Date.now();
const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(0);
for (const script of scripts) {
  const begun = Date.now();
  const { status, signal } = spawnSync('npm', ['run', script], { stdio: 'inherit' });
  const code = status ?? (signal ? 1 : 0);
  const verdict = code === 0 ? 'passed' : `failed (exit ${code})`;
  console.log(`\n> ${script} ${verdict} in ${seconds(begun)} s (${seconds(started)} s in all)`);
  if (code !== 0) process.exit(code);
}
