/**
 * `npx tsx bench/mount-trace.ts` (after `npm run build`): one shell mount through the bench harness,
 * printed as a waterfall: every request and every main-thread task over 20 ms, in milliseconds
 * from mount(). For finding what the first signed-in page waits on; prints, measures nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../e2e/support/chromium';
import { buildBenchPages } from './mount/build-pages';
import { READY } from './mount/ready-condition';
import { startPagesServer } from './mount/static-server';
import { startServer } from './server-process';
import { ADMIN_PASSWORD, login } from './sign-in';
import type { ProbeResult } from './pages/probe/types';

const PORT = process.env.BENCH_PORT ?? '3199';
const RUNS = Number(process.env.BENCH_MOUNT_RUNS ?? 2);

interface Entry {
  name: string;
  start: number;
  end: number;
}

// Long tasks are recorded from the start; the page reads them back with its resource entries.
const OBSERVE_TASKS = `
window.benchTasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    window.benchTasks.push({ name: 'task', start: entry.startTime, end: entry.startTime + entry.duration });
}).observe({ type: 'longtask', buffered: true });`;

const COLLECT = `({
  resources: performance.getEntriesByType('resource').map((entry) => ({
    name: entry.name, start: entry.startTime, end: entry.responseEnd,
  })),
  tasks: window.benchTasks.filter((task) => task.end - task.start >= 20),
})`;

async function main(): Promise<void> {
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
  const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext();
      const args = { ready: READY, remoteOrigin: server.origin, token: await login(server.origin) };
      await context.addInitScript({
        content: `window.benchArgs = ${JSON.stringify(args)};
window.benchDone = new Promise((resolve, reject) => {
  window.benchSettle = { resolve, reject: (reason) => reject(new Error(reason)) };
});${OBSERVE_TASKS}`,
      });
      const page = await context.newPage();
      await page.goto(`${pages.origin}/`, { waitUntil: 'domcontentloaded' });
      const probe = await page.evaluate<ProbeResult>('window.benchDone');
      const { resources, tasks } = await page.evaluate<{ resources: Entry[]; tasks: Entry[] }>(
        COLLECT,
      );
      const zero = probe.mountStart;
      console.log(
        `\nrun ${run + 1}: mount() at ${zero.toFixed(0)} ms, interactive after ${(probe.interactiveAt - zero).toFixed(0)} ms`,
      );
      const rows = [...resources, ...tasks].sort((a, b) => a.start - b.start);
      for (const entry of rows) {
        const name = entry.name.replace(server.origin, '').replace(pages.origin, '[pages]');
        console.log(
          `${(entry.start - zero).toFixed(0).padStart(6)} → ${(entry.end - zero).toFixed(0).padStart(6)}  ${name}`,
        );
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await pages.stop();
    await server.stop();
    rmSync(path.dirname(dataDir), { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
