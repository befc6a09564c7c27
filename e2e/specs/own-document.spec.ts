import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../support/env';
import { openHostAndSignIn, shellScope } from '../support/host';
import { expectSignedInHome, signInOnLoginPage } from '../support/shell';

async function signIn(page: Page): Promise<void> {
  await page.goto('/login');
  await signInOnLoginPage(page);
  await expectSignedInHome(page);
}

/** How the document sits in the window: its body margin, and whether it scrolls either way. */
function documentFit(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    return {
      bodyMargin: getComputedStyle(document.body).margin,
      scrollsDown: root.scrollHeight > root.clientHeight,
      scrollsAcross: root.scrollWidth > root.clientWidth,
    };
  });
}

/** The right edge of a control, which must lie inside the window. */
async function rightEdge(page: Page, name: RegExp | string): Promise<number> {
  const box = await page.getByRole('button', { name }).boundingBox();
  return box ? box.x + box.width : Infinity;
}

test('the standalone page fills the window in dark mode: no margin, no scrollbar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await page.getByRole('button', { name: 'Settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Layout settings' });
  await drawer
    .getByRole('group', { name: 'Style', exact: true })
    .getByRole('button', { name: 'Dark' })
    .click();
  await drawer.getByRole('button', { name: 'Close settings' }).click();
  await expect(drawer).toBeHidden();

  expect(await documentFit(page)).toEqual({
    bodyMargin: '0px',
    scrollsDown: false,
    scrollsAcross: false,
  });
  // The corner of the window is the shell's (dark), not the body's white around it.
  const cornerIsShell = await page.evaluate(
    () => document.getElementById('root')?.contains(document.elementFromPoint(1, 1)) ?? false,
  );
  expect(cornerIsShell).toBe(true);
});

test('at a phone width the page does not overflow and the top bar and side menu work', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  expect((await documentFit(page)).scrollsAcross).toBe(false);
  await signInOnLoginPage(page);
  await expect(page.getByRole('heading', { name: 'Welcome, 管理员' })).toBeVisible();

  expect((await documentFit(page)).scrollsAcross).toBe(false);
  for (const control of ['Expand menu', 'Change language', /^User menu/, 'Settings']) {
    expect(await rightEdge(page, control)).toBeLessThanOrEqual(390);
  }
  await page.getByRole('button', { name: 'Expand menu' }).click();
  const sideMenu = page.getByRole('navigation', { name: 'Side menu' });
  await expect(sideMenu.getByRole('link', { name: 'Home' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sideMenu).toBeHidden();
  await page.getByRole('button', { name: /^User menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
});

test('framed, the shell fits its own document', async ({ page }) => {
  await openHostAndSignIn(page, 'iframe');
  await expectSignedInHome(shellScope(page, 'iframe'));
  const frame = page.frames().find((candidate) => candidate.url().startsWith(E2E.remoteOrigin));
  const framedMargin = await frame?.evaluate(() => getComputedStyle(document.body).margin);
  expect(framedMargin).toBe('0px');
});

test("through qiankun the shell leaves the host page's body alone", async ({ page }) => {
  await openHostAndSignIn(page, 'qiankun');
  await expectSignedInHome(shellScope(page, 'qiankun'));
  expect(await page.evaluate(() => document.body.getAttribute('style'))).toBeNull();
});
