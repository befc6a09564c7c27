import { expect, test } from '@playwright/test';
import { createMachineSource, onMachineDatabase } from '../support/machine-database';
import { expectSignedInHome, signInOnLoginPage } from '../support/shell';

const run = Date.now().toString(36);
const table = `e2e_sync_${run}`;
const sourceName = `E2E sync source ${run}`;
const ROWS = 7;

test.beforeAll(async () => {
  await onMachineDatabase(`create table ${table} (id int primary key, label text not null);
    insert into ${table} select g, 'row ' || g from generate_series(1, ${ROWS}) g`);
  await createMachineSource(sourceName);
});

test.afterAll(async () => {
  await onMachineDatabase(`drop table if exists ${table}`);
});

test("an administrator copies a table of the machine's PostgreSQL into the platform database and sees the run", async ({
  page,
}) => {
  // Sign-in, the page, the copy and its polling: on a busy machine this passes a minute.
  test.slow();
  await page.goto('/login');
  await signInOnLoginPage(page);
  await expectSignedInHome(page);
  await page.goto('/systemData/dataSync');

  await page.getByRole('combobox', { name: 'Data source' }).click();
  await page.getByRole('option', { name: sourceName }).click();
  const tables = page.getByRole('table', { name: 'Source tables' });
  await page.getByRole('searchbox', { name: 'Filter tables' }).fill(table);
  await expect(tables.getByRole('row', { name: new RegExp(table) })).toBeVisible();
  await tables.getByRole('button', { name: `Sync ${table}` }).click();

  const dialog = page.getByRole('dialog', { name: `Sync ${table}` });
  await expect(dialog.getByRole('combobox', { name: 'Target source' })).toHaveText(
    'Platform database',
  );
  await expect(dialog.getByRole('textbox', { name: 'Target table' })).toHaveValue(table);
  await expect(dialog).toContainText('A table that does not exist is created.');
  await dialog.getByRole('button', { name: 'Start sync' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    `Copied ${ROWS} rows. The table ${table} was created.`,
    { timeout: 30_000 },
  );
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  const history = page.getByRole('table', { name: 'Latest runs' });
  const entry = history.getByRole('row').filter({ hasText: `${sourceName}.${table}` });
  await expect(entry).toContainText(`Platform database.${table}`);
  await expect(entry).toContainText('Succeeded');
  await expect(entry).toContainText(String(ROWS));
  await expect(entry).toContainText('admin');

  // The new table is there to copy on from the platform database.
  await page.getByRole('combobox', { name: 'Data source' }).click();
  await page.getByRole('option', { name: 'Platform database' }).click();
  await page.getByRole('searchbox', { name: 'Filter tables' }).fill(table);
  await expect(tables.getByRole('row', { name: new RegExp(table) })).toBeVisible();
});
