import { expect, test, type Page } from '@playwright/test';
import { fillFields, formDialog, saveDialog } from '../support/admin';
import { callApi, tokenOfStandalonePage } from '../support/api';
import { expectSignedInHome, signInOnLoginPage } from '../support/shell';

/**
 * The system pages an administrator runs the server with: configuration, logs, scheduled tasks,
 * cache and monitor. Whatever a test changes it puts back through the API, also when a step
 * fails: the suite shares one database and one administrator.
 */
const run = Date.now().toString(36);

// Each test signs in and waits for work done off the request path (batched logs, runs).
test.describe.configure({ timeout: 120_000 });

async function signIn(page: Page): Promise<string> {
  await page.goto('/login');
  await signInOnLoginPage(page);
  await expectSignedInHome(page);
  return tokenOfStandalonePage(page);
}

test('the system name set on the configuration page shows on the login page and in About', async ({
  page,
  browser,
}) => {
  const token = await signIn(page);
  const stored = await callApi(token, 'GET', '/api/system/SysConfig');
  const { smsGatewayKeySet: _keySet, ...original } = stored.data as Record<string, unknown>;
  const name = `E2E Works ${run}`;
  try {
    await page.goto('/system/sysConfig');
    const field = page.getByRole('textbox', { name: 'System name' });
    await expect(field).toHaveValue(String(original.sysName ?? ''));
    await field.fill(name);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved')).toBeVisible();

    await page.reload();
    await page.getByRole('button', { name: /^User menu/ }).click();
    await page.getByRole('menuitem', { name: 'About' }).click();
    const about = page.getByRole('dialog', { name: 'About' });
    await expect(about).toContainText(name);
    await about.getByRole('button', { name: 'Close' }).click();

    // Signed out (a browser of its own), the login page names the system too.
    const signedOut = await browser.newContext();
    const loginPage = await signedOut.newPage();
    await loginPage.goto('/login');
    await expect(loginPage.getByRole('heading', { name })).toBeVisible();

    // And back: the empty name shows the product's own title again.
    await page.goto('/system/sysConfig');
    await field.fill(String(original.sysName ?? ''));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved')).toBeVisible();
    await loginPage.reload();
    await expect(loginPage.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(loginPage.getByRole('heading', { level: 1 })).not.toHaveText(name);
    await signedOut.close();
  } finally {
    const restored = await callApi(token, 'PUT', '/api/system/SysConfig', original);
    expect(restored.code).toBe(200);
  }
});

test('the system log shows a sign-in and a write through the API', async ({ page }) => {
  const token = await signIn(page);
  const typeCode = `e2eLog${run}`;
  const created = await callApi(token, 'POST', '/api/system/DictionaryType', {
    enCode: typeCode,
    fullName: typeCode,
  });
  const typeId = (created.data as { id: string }).id;
  try {
    await page.goto('/system/log');
    const signIns = page.getByRole('table', { name: 'Sign-ins' });
    // Rows are written in batches off the request path: refresh until this sign-in shows.
    await expect(async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(signIns.getByRole('row').nth(1)).toContainText('admin', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(signIns.getByRole('row').nth(1)).toContainText('Succeeded');

    await page.getByRole('tab', { name: 'Operations' }).click();
    await page.getByRole('textbox', { name: 'Keyword' }).fill('/api/system/DictionaryType');
    await expect(async () => {
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(
        page
          .getByRole('table', { name: 'Operations' })
          .getByRole('row')
          .filter({ hasText: 'POST' })
          .first(),
      ).toContainText('/api/system/Dictiona', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  } finally {
    await callApi(token, 'DELETE', `/api/system/DictionaryType/${typeId}`);
  }
});

test('a scheduled task with a built-in job runs now and shows its run', async ({ page }) => {
  const token = await signIn(page);
  const code = `e2eTask${run}`;
  try {
    await page.goto('/system/task');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = formDialog(page, 'Add task');
    await fillFields(dialog, { 'Task code': code, 'Task name': code });
    await dialog.getByRole('textbox', { name: 'Cron expression' }).fill('0 3 * * *');
    await dialog.getByRole('combobox', { name: 'Job' }).click();
    await page.getByRole('option', { name: 'Purge task run history' }).click();
    await saveDialog(dialog);

    const row = page.getByRole('row').filter({ hasText: code });
    await row.getByRole('button', { name: 'Run now' }).click();
    await expect(page.getByText('Started')).toBeVisible();
    await row.getByRole('button', { name: 'Runs' }).click();
    const runs = page.getByRole('dialog', { name: `Runs of ${code}` });
    await expect(runs.getByRole('row').nth(1)).toContainText('Manual');
    await expect(async () => {
      // The run ends off the request: reopen the history until it has.
      await runs.getByRole('button', { name: 'Close' }).click();
      await row.getByRole('button', { name: 'Runs' }).click();
      await expect(runs.getByRole('row').nth(1)).toContainText('Succeeded', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(runs.getByRole('row').nth(1)).toContainText('Removed');
  } finally {
    const listed = await callApi(token, 'GET', `/api/system/ScheduleTask?keyword=${code}`);
    for (const task of (listed.data as { list: { id: string }[] }).list) {
      await callApi(token, 'DELETE', `/api/system/ScheduleTask/${task.id}`);
    }
  }
});

test('clearing a cache restarts its age', async ({ page }) => {
  const token = await signIn(page);
  const oldestOfSettings = async (): Promise<number | null> => {
    const listed = await callApi(token, 'GET', '/api/system/CacheManage');
    const caches = (listed.data as { list: { name: string; oldestTime: number | null }[] }).list;
    return caches.find((cache) => cache.name === 'system.settings')?.oldestTime ?? null;
  };
  await page.goto('/system/cache');
  const table = page.getByRole('table', { name: 'Cache' });
  const row = table.getByRole('row').filter({ hasText: 'System configuration' });
  const entries = row.getByRole('cell').nth(1);
  // The settings were read when the login page asked for its part.
  await expect(entries).toHaveText('1');
  await expect(row.getByRole('cell').nth(3)).not.toHaveText('');
  // The page shows times to the minute; the API's milliseconds tell the restart without waiting
  // for the minute to turn.
  const before = await oldestOfSettings();
  expect(before).not.toBeNull();
  await row.getByRole('button', { name: 'Clear System configuration' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Cleared' })).toBeVisible();
  await expect(entries).toHaveText('0');
  // The next read of the settings (the shell's title asks on every load) stores them anew.
  await expect(async () => {
    await page.reload();
    await expect(entries).toHaveText('1', { timeout: 10_000 });
    expect(await oldestOfSettings()).toBeGreaterThan(before ?? Infinity);
  }).toPass({ timeout: 30_000 });
});

test('the server monitor draws its gauges and updates its figures', async ({ page }) => {
  await signIn(page);
  let readings = 0;
  page.on('response', (response) => {
    if (response.url().includes('/api/system/Monitor')) readings += 1;
  });
  await page.goto('/system/monitor');
  const gauges = page.getByRole('img', { name: /CPU usage \d+(\.\d+)?%/ });
  // ECharts loads with the page, on its own: give it time on a busy machine.
  await expect(gauges).toBeVisible({ timeout: 30_000 });
  await expect(gauges.locator('canvas')).toHaveCount(1);
  const box = await gauges.locator('canvas').boundingBox();
  expect((box?.width ?? 0) * (box?.height ?? 0)).toBeGreaterThan(0);
  await expect(page.getByRole('img', { name: 'Recent CPU and memory usage (%)' })).toBeVisible();

  const heap = page.locator('dt', { hasText: 'Heap (used/total/limit)' }).locator('+ dd');
  const first = await heap.innerText();
  await expect.poll(() => readings, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  await expect(async () => {
    expect(await heap.innerText()).not.toBe(first);
  }).toPass({ timeout: 15_000 });
});

test('a dynamic dictionary menu entry lists the items of its dictionary', async ({ page }) => {
  const token = await signIn(page);
  const address = `e2e/dictionary${run}`;
  const created = await callApi(token, 'POST', '/api/system/Menu', {
    type: 4,
    enCode: `e2eDictionary${run}`,
    fullName: `E2E genders ${run}`,
    urlAddress: address,
    propertyJson: '{"moduleId":"gender","isTree":0}',
  });
  expect(created.code).toBe(200);
  const menuId = (created.data as { id: string }).id;
  try {
    // The menu list is read at load: a fresh load routes the new entry.
    await page.goto(`/${address}`);
    const table = page.getByRole('table', { name: `Items of E2E genders ${run}` });
    await expect(table.getByRole('row').filter({ hasText: /^male/ })).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: /^female/ })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', {
        name: `E2E genders ${run}`,
      }),
    ).toBeVisible();
  } finally {
    await callApi(token, 'DELETE', `/api/system/Menu/${menuId}`);
  }
});
