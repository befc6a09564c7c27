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
      if (response.request().resourceType() === 'script') bodies.push(response.body());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
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
