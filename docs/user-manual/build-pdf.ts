/**
 * Prints the user manual (user-manual.zh.html) to remote-shell/public/user-manual.pdf, the file
 * the user menu links to. The PDF is kept in the repository, so builds and CI need no browser for
 * it; run this again after editing the HTML: `npx tsx docs/user-manual/build-pdf.ts`.
 *
 * Chromium sets the Chinese text in an installed CJK font (the page asks for WenQuanYi Micro Hei
 * or Noto Sans CJK, e.g. Debian's fonts-wqy-microhei); without one every character would print as
 * a box, so the script refuses to run.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../../e2e/support/chromium';

const here = import.meta.dirname;
const source = path.join(here, 'user-manual.zh.html');
const target = path.join(here, '..', '..', 'remote-shell', 'public', 'user-manual.pdf');

function hasChineseFont(): boolean {
  try {
    return execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  if (!hasChineseFont()) {
    throw new Error('No Chinese font is installed (fc-list :lang=zh is empty); install one first.');
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM_EXECUTABLE,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    await page.goto(pathToFileURL(source).href, { waitUntil: 'load' });
    await page.pdf({
      path: target,
      format: 'A4',
      printBackground: true,
      // Margins come from the page's @page rule, so the HTML alone decides the layout.
      preferCSSPageSize: true,
      displayHeaderFooter: true,
      headerTemplate: '<span></span>',
      footerTemplate:
        '<div style="width:100%;font-size:8px;text-align:center;color:#888">' +
        '<span class="pageNumber"></span> / <span class="totalPages"></span></div>',
    });
  } finally {
    await browser.close();
  }
  console.log(`Wrote ${path.relative(process.cwd(), target)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
