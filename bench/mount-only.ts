/**
 * `npx tsx bench/mount-only.ts [--no-build]`: the browser part of `npm run bench` alone (the
 * JavaScript /login loads, and mount() → interactive beside the floor), in a minute instead of
 * several. Same modules, same figures; BENCH_MOUNT_RUNS sets the runs (default 5).
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureLoadedJavaScript } from './loaded-javascript';
import { buildBenchPages } from './mount/build-pages';
import { printMountFigures } from './mount/report';
import { startPagesServer } from './mount/static-server';
import { measureMountToInteractive } from './mount-to-interactive';
import { startServer } from './server-process';
import { ADMIN_PASSWORD, login } from './sign-in';

const PORT = process.env.BENCH_PORT ?? '3199';
const MOUNT_RUNS = Number(process.env.BENCH_MOUNT_RUNS ?? 5);

const row = (name: string, value: string) => console.log(`${name.padEnd(44)} ${value}`);

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) execSync('npm run build', { stdio: 'inherit' });
  await buildBenchPages();
  const pages = await startPagesServer();
  const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'mepm-bench-')), 'data');
  const server = await startServer({
    PORT,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ADMIN_PASSWORD,
    LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
    HOST_ORIGINS: pages.origin,
  });
  console.log(`\nMount bench on ${os.cpus().length} cores, Node ${process.version}\n`);
  try {
    const js = await measureLoadedJavaScript(`${server.origin}/login`);
    row(
      'JavaScript loaded by /login (gzip)',
      `${(js.gzipBytes / 1024).toFixed(1)} KiB in ${js.files} files (${(js.rawBytes / 1024).toFixed(0)} KiB raw)`,
    );
    const mount = await measureMountToInteractive({
      shellOrigin: server.origin,
      pagesOrigin: pages.origin,
      signIn: () => login(server.origin),
      runs: MOUNT_RUNS,
    });
    printMountFigures(row, mount);
  } finally {
    await pages.stop();
    await server.stop();
    rmSync(path.dirname(dataDir), { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
