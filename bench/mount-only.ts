/**
 * `npx tsx bench/mount-only.ts [--no-build] [--against <dist>]`: the browser part of `npm run bench`
 * alone (the JavaScript /login loads, and mount() → interactive beside the floor), in a minute
 * instead of several. Same modules, same figures; BENCH_MOUNT_RUNS sets the runs (default 5).
 *
 * `--against <dist>` also serves another build of the shell (a copy of remote-shell/dist made
 * before a change) from a second server and measures both in the same run, alternating, so that
 * the machine's load falls on both alike.
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { measureLoadedJavaScript } from './loaded-javascript';
import { buildBenchPages } from './mount/build-pages';
import { printMountFigures } from './mount/report';
import { startPagesServer } from './mount/static-server';
import { measureMountToInteractive, type MountBenchRuns } from './mount-to-interactive';
import { startServer, type RunningServer } from './server-process';
import { ADMIN_PASSWORD, login } from './sign-in';

const PORT = Number(process.env.BENCH_PORT ?? 3199);
const MOUNT_RUNS = Number(process.env.BENCH_MOUNT_RUNS ?? 5);

const row = (name: string, value: string) => console.log(`${name.padEnd(44)} ${value}`);

interface Shell {
  label: string;
  server: RunningServer;
  dataDir: string;
  runs: MountBenchRuns;
}

async function startShell(label: string, port: number, pagesOrigin: string, dist?: string) {
  const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'mepm-bench-')), 'data');
  const server = await startServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ADMIN_PASSWORD,
    LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
    HOST_ORIGINS: pagesOrigin,
    ...(dist ? { SHELL_DIST: path.resolve(dist) } : {}),
  });
  const runs: MountBenchRuns = { shell: [], floor: [] };
  const shell: Shell = { label, server, dataDir, runs };
  return shell;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { 'no-build': { type: 'boolean' }, against: { type: 'string' } },
  });
  if (!values['no-build']) execSync('npm run build', { stdio: 'inherit' });
  await buildBenchPages();
  const pages = await startPagesServer();
  const shells = [await startShell('this build', PORT, pages.origin)];
  if (values.against)
    shells.push(await startShell(values.against, PORT + 1, pages.origin, values.against));
  console.log(`\nMount bench on ${os.cpus().length} cores, Node ${process.version}\n`);
  try {
    for (const shell of shells) {
      const js = await measureLoadedJavaScript(`${shell.server.origin}/login`);
      row(
        `JavaScript loaded by /login (gzip), ${shell.label}`,
        `${(js.gzipBytes / 1024).toFixed(1)} KiB in ${js.files} files (${(js.rawBytes / 1024).toFixed(0)} KiB raw)`,
      );
    }
    // One run of each at a time, in turn: a burst of load elsewhere hits both builds alike.
    for (let i = 0; i < MOUNT_RUNS; i++) {
      for (const shell of shells) {
        const { origin } = shell.server;
        const once = await measureMountToInteractive({
          shellOrigin: origin,
          pagesOrigin: pages.origin,
          signIn: () => login(origin),
          runs: 1,
        });
        shell.runs.shell.push(...once.shell);
        shell.runs.floor.push(...once.floor);
      }
    }
    for (const shell of shells) {
      console.log(`\n${shell.label}`);
      printMountFigures(row, shell.runs);
    }
  } finally {
    await pages.stop();
    for (const shell of shells) {
      await shell.server.stop();
      rmSync(path.dirname(shell.dataDir), { recursive: true, force: true });
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
