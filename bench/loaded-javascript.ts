import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../e2e/support/chromium';

export interface LoadedJavaScript {
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

/**
 * Opens a page in chromium and adds up every script it loaded until the network went quiet:
 * what a browser really fetches, lazy chunks included, gzip-compressed at the default level.
 */
export async function measureLoadedJavaScript(url: string): Promise<LoadedJavaScript> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_EXECUTABLE,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    const bodies: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = response.body();
      // Awaited below; a page that fails to load closes the browser with these still pending,
      // and that failure is the one to report, not an unhandled rejection of each body.
      body.catch(() => undefined);
      bodies.push(body);
    });
    // A loaded machine takes far longer than the default 30 s to go quiet.
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    const scripts = await Promise.all(bodies);
    return {
      files: scripts.length,
      rawBytes: scripts.reduce((sum, body) => sum + body.length, 0),
      gzipBytes: scripts.reduce((sum, body) => sum + gzipSync(body).length, 0),
    };
  } finally {
    await browser.close();
  }
}
