import { expect, test, type Page } from '@playwright/test';
import { signInByApi } from '../support/api';
import { E2E } from '../support/env';
import { createReader, READER_PASSWORD, release, writeNotice } from '../support/notices';
import { signInOnLoginPage } from '../support/shell';
import { armed, EVASION_VECTORS, SANITIZER_VECTORS } from '../support/xss-vectors';

const run = Date.now().toString(36);
const account = `e2exss${run}`;
const VECTORS = [
  ...SANITIZER_VECTORS.map((vector, i) => ({ title: `XSS s${i + 1} ${run}`, vector })),
  ...EVASION_VECTORS.map((vector, i) => ({ title: `XSS e${i + 1} ${run}`, vector })),
];
/** The drawer lists the newest release first. */
const NEWEST_FIRST = [...VECTORS].reverse();
/** Notices written at once while setting up. */
const WRITES_AT_ONCE = 8;
/**
 * Each vector is a click, a dialog and its close: about 1.5 s, 3 s on a busy CI machine (where a
 * flat 5 minutes ran out at the 99th of 136), so the limit grows with the list.
 */
const TIME_PER_VECTOR = 6_000;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const adminToken = await signInByApi();
  const readerId = await createReader(adminToken, account);
  const ids: string[] = [];
  for (let start = 0; start < VECTORS.length; start += WRITES_AT_ONCE) {
    const batch = VECTORS.slice(start, start + WRITES_AT_ONCE).map(({ title, vector }, i) =>
      writeNotice(adminToken, title, `<p>${title}</p>${armed(vector, start + i + 1)}`, [readerId]),
    );
    ids.push(...(await Promise.all(batch)));
  }
  // One after another: the drawer lists them by release, newest first.
  for (const id of ids) await release(adminToken, id);
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

/**
 * Every notice is opened in the drawer's dialog (the message centre opens the same dialog, with
 * the same viewer). A payload that ran leaves its number in window.__xss, an alert or a request
 * to another origin; each is checked after each notice, the page's flag once at the end too.
 */
test('no XSS vector runs when notices are shown', async ({ page }) => {
  test.setTimeout(60_000 + NEWEST_FIRST.length * TIME_PER_VECTOR);
  const seen = watch(page);
  await page.goto('/login');
  await signInOnLoginPage(page, account, READER_PASSWORD);
  await page.getByRole('button', { name: /^Notices/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Notices' });
  for (const { title } of NEWEST_FIRST) {
    // Scrolling to the entry loads the next page of the drawer as it nears the end.
    await drawer.getByRole('button', { name: new RegExp(`^${title}, `) }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog.getByRole('region', { name: title })).toContainText(title);
    expect(seen.dialogs, `${title}: alert dialogs`).toEqual([]);
    expect(seen.foreign, `${title}: requests to payload URLs`).toEqual([]);
    await page.keyboard.press('Escape');
  }
  await expect(page.getByRole('dialog', { name: NEWEST_FIRST.at(-1)?.title })).toBeHidden();
  expect(await page.evaluate(() => Reflect.get(window, '__xss'))).toBeUndefined();
  expect(seen.dialogs).toEqual([]);
});
