import { expect, test } from '@playwright/test';
import { addFunctionDesign, releaseDesign } from '../support/designs';
import { signInOnLoginPage } from '../support/shell';

const run = Date.now().toString(36);

test.beforeEach(async ({ page }) => {
  await page.goto('/login');
  await signInOnLoginPage(page);
  await expect(page.getByRole('heading', { name: 'Welcome, 管理员' })).toBeVisible();
});

test('an administrator creates, releases, copies and deletes a function design', async ({
  page,
}) => {
  const code = `e2e.design${run}`;
  const { rows } = await addFunctionDesign(page, { name: 'E2E purchase', code });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Project management');
  await expect(rows).toContainText('Draft');
  expect(await releaseDesign(page, rows)).toContain('CREATE TABLE');

  await rows.getByRole('button', { name: 'Copy' }).click();
  await expect(rows).toHaveCount(2);
  const copy = rows.filter({ hasText: 'E2E purchase (copy)' });
  await expect(copy).toContainText('Draft');

  await copy.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: 'Confirm' })
    .getByRole('button', { name: 'OK' })
    .click();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Released');
});
