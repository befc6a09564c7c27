import { expect, test } from '@playwright/test';
import { expectSignedInHome, signInOnLoginPage } from '../support/shell';

test('the tab strip right-click menu runs its actions without a page error', async ({ page }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto('/login');
  await signInOnLoginPage(page);
  await expectSignedInHome(page);

  await page.getByRole('button', { name: /^User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  const tabs = page.getByRole('navigation', { name: 'Open pages' });
  const profileTab = tabs.getByRole('link', { name: 'Profile' });
  await expect(profileTab).toBeVisible();

  await profileTab.click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Refresh' }).click();
  await expect(page.getByRole('menu')).toBeHidden();
  await profileTab.click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Close others' }).click();
  await expect(page.getByRole('menu')).toBeHidden();
  await profileTab.click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Close all' }).click();
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(profileTab).toBeHidden();

  expect(pageErrors).toEqual([]);
});
