import { expect, test, type Page } from '@playwright/test';
import { HOST_URL } from '../support/host';

async function expectServedIcon(page: Page): Promise<void> {
  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(href).toBeTruthy();
  const answer = await page.request.get(new URL(href ?? '', page.url()).href);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('image/svg+xml');
}

test('the shell and the host demo name an icon that the server serves', async ({ page }) => {
  await page.goto('/login');
  await expectServedIcon(page);
  await page.goto(HOST_URL);
  await expectServedIcon(page);
});
