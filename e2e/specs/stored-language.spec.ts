import { expect, test } from '@playwright/test';
import { expectSignedInHome, signInOnLoginPage } from '../support/shell';

/**
 * A list opened by its address in each stored language stays open: in English a column that
 * followed its content's width and the content that followed the column's once re-rendered
 * without end, and the router's error page sent the user home.
 */
test.describe('a stored language', () => {
  for (const language of ['zh', 'en']) {
    test(`with ${language} stored, a list opened by its address stays open`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto('/login');
      await signInOnLoginPage(page);
      await expectSignedInHome(page);
      await page.evaluate((stored) => localStorage.setItem('mepm_language', stored), language);
      await page.goto('/permission/user');
      await expect(page.getByRole('search')).toBeVisible();
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      await expect(page).toHaveURL(/\/permission\/user$/);
      expect(errors).toEqual([]);
    });
  }
});
