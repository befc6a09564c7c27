import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInOnLoginPage } from '../support/shell';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box;
}

function expectInside(inner: Box, outer: Box): void {
  expect(inner.x).toBeGreaterThanOrEqual(outer.x - 0.5);
  expect(inner.y).toBeGreaterThanOrEqual(outer.y - 0.5);
  expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
  expect(inner.y + inner.height).toBeLessThanOrEqual(outer.y + outer.height + 0.5);
}

/** A button is fully shown: inside the viewport and the table's scrolling box, not cut. */
async function expectFullyShown(page: Page, button: Locator, table: Locator): Promise<void> {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  const box = await boxOf(button);
  expectInside(box, { x: 0, y: 0, ...viewport });
  expectInside(box, await boxOf(table.locator('xpath=..')));
  // Its text is not cut by the cell: the button is as wide as its content.
  const cut = await button.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(cut).toBe(false);
}

async function openUsers(page: Page, language: 'zh' | 'en'): Promise<Locator> {
  await page.goto('/login');
  await signInOnLoginPage(page);
  // On a phone the side menu is a closed drawer: the greeting alone says the sign-in is done.
  await expect(page.getByRole('heading', { name: 'Welcome, 管理员' })).toBeVisible();
  await page.evaluate((value) => localStorage.setItem('mepm_language', value), language);
  await page.goto('/permission/user');
  const table = page.getByRole('table', { name: language === 'zh' ? '用户列表' : 'Users' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  return table;
}

const ACTIONS = {
  zh: ['编辑', '重置密码', /^(禁用|启用)$/, '删除'],
  en: ['Edit', 'Reset password', /^(Disable|Enable)$/, 'Delete'],
} as const;

for (const { width, height, language } of [
  { width: 1440, height: 900, language: 'zh' },
  { width: 390, height: 844, language: 'zh' },
] as const) {
  test(`the users list shows every row button without scrolling at ${width}×${height}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const table = await openUsers(page, language);
    const firstRow = table.getByRole('row').nth(1);
    // On a phone the organisation tree stands above the list: the page scrolls down to it, but
    // nothing scrolls sideways.
    await firstRow.scrollIntoViewIfNeeded();
    for (const name of ACTIONS[language]) {
      await expectFullyShown(page, firstRow.getByRole('button', { name }), table);
    }
  });
}
