import { expect, test } from '@playwright/test';
import { expectSignedInHome, signInOnLoginPage } from '../support/shell';

const CURRENT_USER = '**/api/oauth/CurrentUser?**';

test.describe('a start without an answer keeps the session', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/login');
    await signInOnLoginPage(page);
    await expectSignedInHome(page);
  });

  test('reloading while the user loads never signs out', async ({ page }) => {
    // The user load is held, so every reload cuts it short in the browser.
    await page.route(CURRENT_USER, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue().catch(() => undefined);
    });
    for (let reload = 0; reload < 4; reload += 1) {
      const loading = page.waitForRequest(CURRENT_USER);
      await page.reload({ waitUntil: 'commit' });
      await loading;
    }
    await page.unroute(CURRENT_USER);
    await page.reload();
    await expectSignedInHome(page);
    await expect(page).toHaveURL(/\/home$/);
  });

  test('an aborted user load is tried again; a lasting failure says so and offers a retry', async ({
    page,
  }) => {
    let failing = 1;
    await page.route(CURRENT_USER, (route) =>
      failing-- > 0 ? route.abort('aborted') : route.continue(),
    );
    await page.reload();
    await expectSignedInHome(page);

    failing = 3;
    await page.reload();
    await expect(
      page.getByText('Could not load your account, check the connection and try again'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expectSignedInHome(page);
  });
});
