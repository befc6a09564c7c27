import { expect, test, type Page } from '@playwright/test';
import { signInByApi } from '../support/api';
import { E2E } from '../support/env';
import { createReader, READER_PASSWORD, releaseNotice } from '../support/notices';
import { signInOnLoginPage } from '../support/shell';
import { armed, EVASION_VECTORS, SANITIZER_VECTORS } from '../support/xss-vectors';

const run = Date.now().toString(36);
const account = `e2exss${run}`;
const VECTORS = [
  ...SANITIZER_VECTORS.map((vector, i) => ({ title: `XSS s${i + 1} ${run}`, vector })),
  ...EVASION_VECTORS.map((vector, i) => ({ title: `XSS e${i + 1} ${run}`, vector })),
];
/** The drawer and the centre list the newest release first. */
const NEWEST_FIRST = [...VECTORS].reverse();

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const adminToken = await signInByApi();
  const readerId = await createReader(adminToken, account);
  for (const { title, vector } of VECTORS) {
    await releaseNotice(adminToken, title, `<p>${title}</p>${armed(vector)}`, [readerId]);
  }
});

/** Watches the page for any sign that a payload ran or fetched its URL. */
function watch(page: Page) {
  const dialogs: string[] = [];
  const foreign: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    const { origin } = new URL(request.url());
    if (origin !== E2E.remoteOrigin && !request.url().startsWith('data:'))
      foreign.push(request.url());
  });
  return { dialogs, foreign };
}

async function expectNothingRan(page: Page, seen: ReturnType<typeof watch>, where: string) {
  expect(seen.dialogs, `${where}: alert dialogs`).toEqual([]);
  expect(seen.foreign, `${where}: requests to payload URLs`).toEqual([]);
  expect(
    await page.evaluate(() => Reflect.get(window, '__xss')),
    `${where}: window.__xss`,
  ).toBeUndefined();
}

/** Opens one notice's dialog, checks its text arrived, checks nothing ran, closes it. */
async function openAndCheck(
  page: Page,
  open: () => Promise<void>,
  title: string,
  seen: ReturnType<typeof watch>,
) {
  await open();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByRole('region', { name: title })).toContainText(title);
  await expectNothingRan(page, seen, title);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

test('no XSS vector runs in the notices drawer’s dialog', async ({ page }) => {
  test.setTimeout(600_000);
  const seen = watch(page);
  await page.goto('/login');
  await signInOnLoginPage(page, account, READER_PASSWORD);
  await page.getByRole('button', { name: /^Notices/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Notices' });
  for (const { title } of NEWEST_FIRST) {
    // Scrolling to the entry loads the next page of the drawer as it nears the end.
    const entry = drawer.getByRole('button', { name: new RegExp(`^${title}, `) });
    await openAndCheck(page, () => entry.click(), title, seen);
  }
  await expectNothingRan(page, seen, 'after the drawer');
});

test('no XSS vector runs in the message centre', async ({ page }) => {
  test.setTimeout(600_000);
  const seen = watch(page);
  await page.goto('/login');
  await signInOnLoginPage(page, account, READER_PASSWORD);
  await page.goto('/messageRecord');
  const table = page.getByRole('table', { name: 'Message center' });
  for (const [index, { title }] of NEWEST_FIRST.entries()) {
    if (index > 0 && index % 20 === 0) {
      await page.getByRole('button', { name: 'Go to next page' }).click();
    }
    const link = table.getByRole('button', { name: title, exact: true });
    await openAndCheck(page, () => link.click(), title, seen);
  }
  await expectNothingRan(page, seen, 'after the message centre');
});
