import { expect, type Page } from '@playwright/test';
import { E2E } from './env';

/** Signs in on the shell's own login page with account and password. */
export async function signInOnLoginPage(
  page: Page,
  account: string = E2E.adminAccount,
  password: string = E2E.adminPassword,
): Promise<void> {
  await page.getByRole('textbox', { name: /^Account/ }).fill(account);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The signed-in home: greets the user by name and lists the menu. */
export async function expectSignedInHome(scope: Pick<Page, 'getByRole'>): Promise<void> {
  await expect(scope.getByRole('heading', { name: 'Welcome, 管理员' })).toBeVisible();
  const sideMenu = scope.getByRole('navigation', { name: 'Side menu' });
  await expect(sideMenu.getByRole('link', { name: 'Home' })).toBeVisible();
}
