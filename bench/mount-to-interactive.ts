import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../e2e/support/chromium';
import { runPageOnce, type PageRun } from './mount/page-run';
import { READY } from './mount/ready-condition';

export interface MountBenchOptions {
  /** The running server: its remoteEntry.js, chunks and API. */
  shellOrigin: string;
  /** The bench's static server (bench/mount/static-server.ts), admitted by the server's HOST_ORIGINS. */
  pagesOrigin: string;
  /** A fresh token per run, outside the clock. */
  signIn: () => Promise<string>;
  runs: number;
}

export interface MountBenchRuns {
  shell: PageRun[];
  floor: PageRun[];
}

/**
 * The shell mounted through Module Federation beside the floor page, `runs` times each, alternating
 * so that load from other work on the machine falls on both alike. One unrecorded run of each
 * first: chromium's first renderer and the server's first requests pay one-off costs.
 */
export async function measureMountToInteractive(
  options: MountBenchOptions,
): Promise<MountBenchRuns> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_EXECUTABLE,
    args: CHROMIUM_ARGS,
  });
  const shell = async () =>
    runPageOnce(browser, `${options.pagesOrigin}/`, {
      ready: READY,
      remoteOrigin: options.shellOrigin,
      token: await options.signIn(),
    });
  const floor = () => runPageOnce(browser, `${options.pagesOrigin}/floor/`, { ready: READY });
  try {
    await shell();
    await floor();
    const runs: MountBenchRuns = { shell: [], floor: [] };
    for (let i = 0; i < options.runs; i++) {
      runs.shell.push(await shell());
      runs.floor.push(await floor());
    }
    return runs;
  } finally {
    await browser.close();
  }
}
