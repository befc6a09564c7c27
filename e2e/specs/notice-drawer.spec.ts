import { expect, test } from '@playwright/test';
import { signInByApi } from '../support/api';
import { createReader, READER_PASSWORD, releaseNotice } from '../support/notices';
import { signInOnLoginPage } from '../support/shell';

const run = Date.now().toString(36);

/**
 * A notice reaches a signed-in user while they look: the server pushes the new count over the
 * socket, the badge rises and the open drawer lists the notice without a reload; reading it
 * brings the badge down.
 */
test('a released notice reaches the open drawer of a signed-in user, and reading it clears the badge', async ({
  browser,
}) => {
  test.slow();
  const adminToken = await signInByApi();
  const account = `e2ereader${run}`;
  const readerId = await createReader(adminToken, account);

  // The administrator works in a browser of their own.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await adminPage.goto('/login');
  await signInOnLoginPage(adminPage);
  await expect(adminPage.getByRole('button', { name: /^Notices/ })).toBeVisible();

  const readerContext = await browser.newContext();
  const page = await readerContext.newPage();
  await page.goto('/login');
  await signInOnLoginPage(page, account, READER_PASSWORD);
  // The open drawer hides the rest of the page from assistive technology (the badge then has no
  // accessible name); it stays visible, and its label says the count.
  const badge = page.getByRole('button', { name: /^Notices/, includeHidden: true });
  await expect(badge).toHaveAttribute('aria-label', 'Notices');
  await badge.click();
  const drawer = page.getByRole('dialog', { name: 'Notices' });
  await expect(drawer.getByText('No messages')).toBeVisible();
  expect((await drawer.boundingBox())?.width).toBeCloseTo(280, 0);

  const title = `Holiday ${run}`;
  await releaseNotice(adminToken, title, '<p>Seven days off in October</p>', [readerId]);

  await expect(badge).toHaveAttribute('aria-label', 'Notices, 1 unread');
  const entry = drawer.getByRole('button', { name: new RegExp(`^${title}, Notices, .*, Unread$`) });
  await expect(entry).toBeVisible();
  await entry.click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByText('Seven days off in October')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(badge).toHaveAttribute('aria-label', 'Notices');
  await expect(
    drawer.getByRole('button', { name: new RegExp(`^${title}, Notices, .*, Read$`) }),
  ).toBeVisible();

  await adminContext.close();
  await readerContext.close();
});
