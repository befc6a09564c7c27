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

const PROFILE = process.env.BENCH_PROFILE === '1';

interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }[];
  startTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

/** Self time per function between mount() and interactive (page clock, ms), largest first. */
function printProfile(
  profile: CpuProfile,
  navigationStartSeconds: number,
  from: number,
  to: number,
): void {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id);
  // Components by their names (capitalised), time with everything they called.
  const components = new Map<string, number>();
  const self = new Map<string, number>();
  const byFile = new Map<string, number>();
  let time = profile.startTime;
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) {
    const next = time + (deltas[i] ?? 0);
    const at = next / 1000 - navigationStartSeconds * 1000;
    const span = (deltas[i + 1] ?? 0) / 1000;
    time = next;
    if (at < from || at > to) continue;
    const frame = frames.get(samples[i] ?? -1);
    if (!frame) continue;
    const file = frame.url.split('/').pop() || '(native)';
    const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + span);
    const seen = new Set<string>();
    for (let id: number | undefined = samples[i]; id !== undefined; id = parents.get(id)) {
      const name = frames.get(id)?.functionName ?? '';
      if (/^[A-Z]/.test(name) && !seen.has(name)) {
        seen.add(name);
        components.set(name, (components.get(name) ?? 0) + span);
      }
    }
    byFile.set(file, (byFile.get(file) ?? 0) + span);
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
  console.log('  self time by file:');
  for (const [key, ms] of top(byFile, 12)) console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${key}`);
  console.log('  components, with what they call:');
  for (const [key, ms] of top(components, 30))
    console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${key}`);
  console.log('  self time by function:');
  for (const [key, ms] of top(self, 40)) console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${key}`);
}

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
}).observe({ type: 'longtask', buffered: true });
// React reports every commit to a devtools hook when one exists: count them.
window.benchCommits = [];
window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true, renderers: new Map(), isDisabled: false,
  inject() { return 1; }, checkDCE() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
  onCommitFiberRoot() { window.benchCommits.push(performance.now()); },
};`;

const COLLECT = `({
  resources: performance.getEntriesByType('resource').map((entry) => ({
    name: entry.name, start: entry.startTime, end: entry.responseEnd,
  })),
  tasks: window.benchTasks.filter((task) => task.end - task.start >= 20),
  commits: window.benchCommits,
  elements: document.querySelectorAll('#bench-root *').length,
  styleRules: [...document.querySelectorAll('#bench-root style')].reduce((n, tag) => n + (tag.sheet?.cssRules.length ?? 0), 0),
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
  const browser = await chromium.launch({
    executablePath: CHROMIUM_EXECUTABLE,
    args: CHROMIUM_ARGS,
  });
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
      const cdp = PROFILE ? await context.newCDPSession(page) : undefined;
      if (cdp) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Performance.enable');
        await cdp.send('Profiler.start');
      }
      await page.goto(`${pages.origin}/`, { waitUntil: 'domcontentloaded' });
      const probe = await page.evaluate<ProbeResult>('window.benchDone');
      if (cdp) {
        const { profile } = await cdp.send('Profiler.stop');
        const { metrics } = await cdp.send('Performance.getMetrics');
        const navigationStart =
          metrics.find((metric) => metric.name === 'NavigationStart')?.value ?? 0;
        printProfile(profile, navigationStart, probe.mountStart, probe.interactiveAt);
      }
      const { resources, tasks, elements, styleRules, commits } = await page.evaluate<{
        resources: Entry[];
        tasks: Entry[];
        elements: number;
        styleRules: number;
        commits: number[];
      }>(COLLECT);
      console.log(
        `  React commits at ${commits.map((at) => (at - probe.mountStart).toFixed(0)).join(', ')} ms`,
      );
      console.log(`  ${elements} elements, ${styleRules} style rules in the container`);
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
