import type { Browser } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { OWN_SCRIPT } from '../pages/webpack.pages';
import type { BenchArgs, ProbeResult } from '../pages/probe/types';

export interface ScriptTotals {
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

export interface PageRun {
  probe: ProbeResult;
  /** The page's JavaScript up to interactive: remoteEntry and every chunk, or the floor bundle. */
  measured: ScriptTotals;
  /** The bench's own scripts (probe, federation harness), kept out of `measured`. */
  own: ScriptTotals;
}

// The promise exists before any page script runs, so the bench can await it right after navigating.
const initScript = (args: BenchArgs) => `
window.benchArgs = ${JSON.stringify(args)};
window.benchDone = new Promise((resolve, reject) => {
  window.benchSettle = { resolve, reject: (reason) => reject(new Error(reason)) };
});`;

/** Loading the remote and bootstrapping it sit outside the probe's own ready timeout. */
const RESULT_TIMEOUT_MS = 90_000;

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what}: no result within ${RESULT_TIMEOUT_MS} ms`)),
      RESULT_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function total(bodies: Buffer[]): ScriptTotals {
  return {
    files: bodies.length,
    rawBytes: bodies.reduce((sum, body) => sum + body.length, 0),
    // zlib's default level, as bench/loaded-javascript.ts counts the login page.
    gzipBytes: bodies.reduce((sum, body) => sum + gzipSync(body).length, 0),
  };
}

/**
 * Opens `url` in a fresh browser context (empty HTTP cache, no storage) and returns the probe's
 * clock readings and the scripts whose responses had ended by the time the page was interactive.
 */
export async function runPageOnce(
  browser: Browser,
  url: string,
  args: BenchArgs,
): Promise<PageRun> {
  const context = await browser.newContext();
  try {
    await context.addInitScript({ content: initScript(args) });
    const page = await context.newPage();
    const bodies = new Map<string, Promise<Buffer | undefined>>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      bodies.set(
        response.url(),
        response.body().catch(() => undefined),
      );
    });
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    const probe = await withTimeout(page.evaluate<ProbeResult>('window.benchDone'), url);
    const loaded = probe.scriptsBeforeInteractive.filter((script) => bodies.has(script));
    const read = async (scripts: string[]) =>
      (await Promise.all(scripts.map((script) => bodies.get(script)))).filter(
        (body): body is Buffer => body !== undefined,
      );
    return {
      probe,
      measured: total(await read(loaded.filter((script) => !OWN_SCRIPT.test(script)))),
      own: total(await read(loaded.filter((script) => OWN_SCRIPT.test(script)))),
    };
  } finally {
    await context.close();
  }
}
