import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../support/env';
import { openHostAndSignIn } from '../support/host';
import { expectSignedInHome, signInOnLoginPage } from '../support/shell';
import {
  chooseLayout,
  openUserMenuItem,
  tabNames,
  tabStrip,
  type ShellScope,
} from '../support/frame';

/** The user manual is a PDF webpack emitted, served from the shell's origin (also when embedded). */
const MANUAL_HREF = new RegExp(`^${E2E.remoteOrigin.replaceAll('.', '\\.')}/.+\\.pdf$`);

async function signIn(page: Page): Promise<void> {
  await page.goto('/login');
  await signInOnLoginPage(page);
  await expectSignedInHome(page);
}

/** Switches among the three layouts; each shows its own navigation. */
async function switchLayouts(scope: ShellScope): Promise<void> {
  await chooseLayout(scope, 'Functional');
  await expect(scope.getByRole('navigation', { name: 'Top menu' })).toBeVisible();
  await expect(scope.getByRole('navigation', { name: 'Side menu' })).toHaveCount(0);
  await chooseLayout(scope, 'Plain');
  await expect(scope.getByRole('navigation', { name: 'Side menu' })).toBeVisible();
  await expect(scope.getByRole('navigation', { name: 'Top menu' })).toHaveCount(0);
  await chooseLayout(scope, 'Classic');
  await expect(scope.getByRole('navigation', { name: 'Side menu' })).toBeVisible();
}

/** Input typed on one tab survives a switch to another tab and back; "close others" keeps pins. */
async function keepPageStateAcrossTabs(scope: ShellScope): Promise<void> {
  await openUserMenuItem(scope, 'Profile');
  await scope.getByRole('tab', { name: 'Change password' }).click();
  await scope.getByLabel(/^Old password/).fill('typed-before-switch1');
  expect(await tabNames(scope)).toEqual(['Home', 'Dashboard', 'Profile']);

  await tabStrip(scope).getByRole('link', { name: 'Home' }).click();
  await expect(scope.getByRole('heading', { name: 'Welcome, 管理员' })).toBeVisible();
  await tabStrip(scope).getByRole('link', { name: 'Profile' }).click();
  await expect(scope.getByLabel(/^Old password/)).toHaveValue('typed-before-switch1');

  await tabStrip(scope).getByRole('link', { name: 'Profile' }).click({ button: 'right' });
  await scope.getByRole('menuitem', { name: 'Close others' }).click();
  expect(await tabNames(scope)).toEqual(['Home', 'Dashboard', 'Profile']);
  await tabStrip(scope).getByRole('link', { name: 'Home' }).click({ button: 'right' });
  await scope.getByRole('menuitem', { name: 'Close others' }).click();
  await expect.poll(() => tabNames(scope)).toEqual(['Home', 'Dashboard']);
}

test.describe('the shell frame, standalone', () => {
  test('switches among the three layouts and keeps the choice after a reload', async ({ page }) => {
    await signIn(page);
    await switchLayouts(page);
    await chooseLayout(page, 'Functional');
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Top menu' })).toBeVisible();
    await chooseLayout(page, 'Classic');
  });

  test('keeps a page state across tabs; "close others" keeps the pinned tabs', async ({ page }) => {
    await signIn(page);
    await keepPageStateAcrossTabs(page);
  });

  test('locks, stays locked after a reload, and unlocks with the password', async ({ page }) => {
    await signIn(page);
    await openUserMenuItem(page, 'Lock screen');
    await expect(page).toHaveURL(/\/lockScreen$/);
    await page.reload();
    await expect(page).toHaveURL(/\/lockScreen$/);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/lockScreen$/);

    await page.getByLabel(/^Password/).fill('wrong-password1');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(page.getByText('Incorrect password').first()).toBeVisible();
    await page.getByLabel(/^Password/).fill(E2E.adminPassword);
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(page).not.toHaveURL(/\/lockScreen$/);
    await expect(page.getByRole('navigation', { name: 'Side menu' })).toBeVisible();
  });

  test('the user menu links to the user manual PDF', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: /^User menu/ }).click();
    const manual = page.getByRole('menuitem', { name: 'User manual' });
    await expect(manual).toHaveAttribute('target', '_blank');
    const href = await manual.getAttribute('href');
    expect(href).toMatch(MANUAL_HREF);
    const response = await page.request.get(href ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
  });

  test('switching the language changes the menu, the tabs and the buttons', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'Change language' }).click();
    await page.getByRole('menuitem', { name: '简体中文' }).click();
    await expect(page.getByRole('navigation', { name: '侧边菜单' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: '已打开的页面' });
    await expect(tabs.getByRole('link', { name: '首页' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^用户菜单/ })).toBeVisible();
    await expect(page.getByRole('button', { name: '系统设置' })).toBeVisible();
    // The choice was saved for the user; switch back for the tests that follow.
    await page.getByRole('button', { name: '切换语言' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByRole('navigation', { name: 'Side menu' })).toBeVisible();
  });
});

test('the same frame works embedded through qiankun', async ({ page }) => {
  await openHostAndSignIn(page, 'qiankun');
  const shell = page.getByTestId('shell-container');
  await expectSignedInHome(shell);
  await switchLayouts(shell);
  await keepPageStateAcrossTabs(shell);
  await expect(page).toHaveURL(/\/host-demo\/shell\/home$/);
});

test('lock and language work the same embedded through qiankun', async ({ page }) => {
  await openHostAndSignIn(page, 'qiankun');
  const shell = page.getByTestId('shell-container');
  await expectSignedInHome(shell);

  // The manual comes from the shell's origin, not from the host page's.
  await shell.getByRole('button', { name: /^User menu/ }).click();
  await expect(shell.getByRole('menuitem', { name: 'User manual' })).toHaveAttribute(
    'href',
    MANUAL_HREF,
  );
  await page.keyboard.press('Escape');

  await openUserMenuItem(shell, 'Lock screen');
  await expect(page).toHaveURL(/\/host-demo\/shell\/lockScreen$/);
  // The host page reloads and mounts the shell again: still locked.
  await page.reload();
  await expect(shell.getByRole('button', { name: 'Unlock' })).toBeVisible();
  await shell.getByLabel(/^Password/).fill(E2E.adminPassword);
  await shell.getByRole('button', { name: 'Unlock' }).click();
  await expect(shell.getByRole('navigation', { name: 'Side menu' })).toBeVisible();

  await shell.getByRole('button', { name: 'Change language' }).click();
  await shell.getByRole('menuitem', { name: '简体中文' }).click();
  await expect(shell.getByRole('navigation', { name: '侧边菜单' })).toBeVisible();
  await expect(shell.getByRole('button', { name: '系统设置' })).toBeVisible();
  await shell.getByRole('button', { name: '切换语言' }).click();
  await shell.getByRole('menuitem', { name: 'English' }).click();
  await expect(shell.getByRole('navigation', { name: 'Side menu' })).toBeVisible();
});
