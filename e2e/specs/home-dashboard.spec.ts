import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E } from '../support/env';
import { signInOnLoginPage } from '../support/shell';
import { tokenOfStandalonePage } from '../support/api';
import { tabStrip } from '../support/frame';

interface HomeFigures {
  users: { total: number; enabled: number; disabled: number };
  onlineNow: number;
  signInsToday: number;
  signInTrend: { date: string; count: number }[];
}

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

/** What the server says, asked with the page's own session. */
async function serverFigures(page: Page): Promise<HomeFigures> {
  const token = await tokenOfStandalonePage(page);
  const answer = await page.request.get(`${E2E.remoteOrigin}/api/home/Figures`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await answer.json()) as { code: number; data: HomeFigures };
  expect(body.code).toBe(200);
  return body.data;
}

async function clearShortcuts(page: Page): Promise<void> {
  const token = await tokenOfStandalonePage(page);
  const answer = await page.request.put(`${E2E.remoteOrigin}/api/home/Shortcuts`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { menuIds: [] },
  });
  expect(answer.status()).toBe(200);
}

/** The widget's box lies inside the window: no widget is cut off or makes the page scroll sideways. */
async function expectInsideWindow(page: Page, widget: Locator): Promise<void> {
  const box = await widget.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box).not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width + 1);
}

const figure = (overview: Locator, name: string) => overview.locator(`[data-figure="${name}"] dd`);

for (const viewport of VIEWPORTS) {
  test.describe(`home and portal at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('home shows the server’s figures and shortcuts that persist; the portal is no 404', async ({
      page,
    }) => {
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await page.goto('/login');
      await signInOnLoginPage(page);
      // On a phone the side menu starts closed: the greeting alone says the home is there.
      await expect(page.getByRole('heading', { name: 'Welcome, 管理员' })).toBeVisible();
      await clearShortcuts(page);
      await page.reload();

      // The administrator's figures are the server's.
      const overview = page.getByRole('region', { name: 'Overview' });
      await expect(figure(overview, 'users')).toHaveText(/\d/);
      const server = await serverFigures(page);
      await expect(figure(overview, 'users')).toHaveText(String(server.users.total));
      await expect(figure(overview, 'enabled')).toHaveText(String(server.users.enabled));
      await expect(figure(overview, 'disabled')).toHaveText(String(server.users.disabled));
      await expect(figure(overview, 'online')).toHaveText(String(server.onlineNow));
      await expect(figure(overview, 'signInsToday')).toHaveText(String(server.signInsToday));
      expect(server.signInsToday).toBeGreaterThan(0);
      const trend = page.getByRole('region', { name: 'Sign-ins, last 14 days' });
      const total = server.signInTrend.reduce((sum, day) => sum + day.count, 0);
      await expect(trend.getByRole('img')).toHaveAccessibleName(
        `Sign-ins in the last 14 days: ${total}; today: ${server.signInsToday}`,
      );
      await expect(trend.locator('canvas').first()).toBeVisible();

      // A shortcut chosen in the editor is saved on the server: it is there after a reload. The
      // pages are named in the language shown (English here).
      const shortcuts = page.getByRole('region', { name: 'Shortcuts' });
      await expect(shortcuts).toContainText('No shortcuts yet');
      await shortcuts.getByRole('button', { name: 'Edit shortcuts' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit shortcuts' });
      await dialog.getByRole('checkbox', { name: 'Users', exact: true }).click();
      await dialog.getByRole('checkbox', { name: 'Online users' }).click();
      await dialog.getByRole('button', { name: 'Move Online users up' }).click();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
      await expect(shortcuts.getByRole('link')).toHaveText(['Online users', 'Users']);
      await page.reload();
      await expect(shortcuts.getByRole('link')).toHaveText(['Online users', 'Users']);

      // Opening a page through a shortcut makes it a recent page.
      await shortcuts.getByRole('link', { name: 'Users', exact: true }).click();
      await expect(page).toHaveURL(/\/permission\/user$/);
      await tabStrip(page).getByRole('link', { name: 'Home' }).click();
      const visited = page.getByRole('region', { name: 'Visited pages' });
      await expect(visited.getByRole('link').first()).toHaveText('Users');

      for (const name of ['Welcome, 管理员', 'Overview', 'Shortcuts', 'Visited pages']) {
        await expectInsideWindow(page, page.getByRole('region', { name }));
      }
      await expectInsideWindow(page, trend);

      // The pinned portal tab shows the default portal built from the same widgets.
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Default portal' })).toBeVisible();
      for (const name of ['Overview', 'Shortcuts', 'Visited pages', 'Welcome, 管理员']) {
        await expect(page.getByRole('region', { name })).toBeVisible();
      }
      const portalOverview = page.getByRole('region', { name: 'Overview' });
      await expect(figure(portalOverview, 'users')).toHaveText(String(server.users.total));
      await expect(page.locator('canvas').first()).toBeVisible();
      await expect(page.getByText('Sorry, the page you visited does not exist')).toHaveCount(0);
      await expect(page).toHaveURL(/\/dashboard$/);
      await expectInsideWindow(page, page.getByRole('region', { name: 'Shortcuts' }));
      expect(pageErrors).toEqual([]);
    });
  });
}
