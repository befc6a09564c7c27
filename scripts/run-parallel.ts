/**
 * Runs npm scripts side by side and prints each one's output whole once it ends, so that two
 * single-threaded checks (the type check and the lint) share the machine's cores instead of
 * waiting for each other. Exits non-zero when any of them failed.
 * Usage: tsx scripts/run-parallel.ts typecheck lint
 */
import { spawn } from 'node:child_process';

interface Outcome {
  script: string;
  code: number;
  output: string;
  seconds: number;
}

function runScript(script: string): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code, signal) => {
      resolve({
        script,
        code: code ?? (signal ? 1 : 0),
        output: Buffer.concat(chunks).toString(),
        seconds: (Date.now() - started) / 1000,
      });
    });
  });
}

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('Name the npm scripts to run, e.g. typecheck lint.');
  process.exit(1);
}

const outcomes = await Promise.all(
  scripts.map(async (script) => {
    const outcome = await runScript(script);
    const verdict = outcome.code === 0 ? 'passed' : `failed (exit ${outcome.code})`;
    console.log(`\n> ${script} ${verdict} in ${outcome.seconds.toFixed(1)} s`);
    if (outcome.output.trim()) console.log(outcome.output.trimEnd());
    return outcome;
  }),
);
process.exit(outcomes.some((outcome) => outcome.code !== 0) ? 1 : 0);
