import { expect, test } from '@playwright/test';
import { fillFields, formDialog, saveDialog } from '../support/admin';
import { callApi, tokenOfStandalonePage } from '../support/api';
import { signInOnLoginPage } from '../support/shell';

const run = Date.now().toString(36);

/** Today's date part as the server writes it (China time). */
function todayInShanghai(): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}${part('month')}${part('day')}`;
}

test.beforeEach(async ({ page }) => {
  await page.goto('/login');
  await signInOnLoginPage(page);
  await expect(page.getByRole('heading', { name: 'Welcome, 管理员' })).toBeVisible();
});

test('an administrator creates a bill rule and sees its next numbers', async ({ page }) => {
  await page.goto('/system/billRule');
  await expect(page.getByRole('table', { name: 'Bill-number rules' })).toBeVisible();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = formDialog(page, 'Add bill-number rule');
  const code = `e2e.po${run}`;
  await fillFields(dialog, {
    'Rule code': code,
    'Rule name': 'E2E orders',
    Prefix: 'PO',
    Digits: '3',
  });
  const today = todayInShanghai();
  await expect(dialog.getByTestId('bill-number-example')).toHaveText(`PO${today}001`);
  await expect(dialog).toContainText('A number is used up when it is taken');
  await saveDialog(dialog);

  // A form numbering its record takes the next number from the server, as any signed-in user may.
  const token = await tokenOfStandalonePage(page);
  const first = await callApi(token, 'GET', `/api/system/BillRule/BillNumber/${code}`);
  const second = await callApi(token, 'GET', `/api/system/BillRule/BillNumber/${code}`);
  expect([first.data, second.data]).toEqual([`PO${today}001`, `PO${today}002`]);

  await page.reload();
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText(`PO${today}002`);
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = formDialog(page, 'Edit bill-number rule');
  await expect(edit.getByTestId('bill-number-example')).toHaveText(`PO${today}003`);
});

test('the address picker walks province → city', async ({ page }) => {
  await page.goto('/system/area');
  const table = page.getByRole('table', { name: 'Areas' });
  await expect(table.getByText('湖北省')).toBeVisible();
  await page.getByRole('combobox', { name: 'Province' }).click();
  await page.getByRole('option', { name: '湖北省' }).click();
  await page.getByRole('combobox', { name: 'City' }).click();
  await page.getByRole('option', { name: '武汉市' }).click();
  await expect(page.getByRole('combobox', { name: 'City' })).toHaveText('武汉市');
  await expect(table.getByText('江岸区')).toBeVisible();
  await expect(table.getByText('湖北省')).toBeHidden();
  // The tree itself loads a level when it is expanded.
  await page.getByRole('combobox', { name: 'Province' }).click();
  await page.getByRole('option', { name: 'None' }).click();
  await table.getByRole('button', { name: 'Expand 湖北省' }).click();
  await expect(table.getByText('武汉市')).toBeVisible();
});
