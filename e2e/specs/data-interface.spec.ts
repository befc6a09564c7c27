import { expect, test } from '@playwright/test';
import { fillFields, formDialog, saveDialog } from '../support/admin';
import { createMachineSource, onMachineDatabase } from '../support/machine-database';
import { expectSignedInHome, signInOnLoginPage } from '../support/shell';

const run = Date.now().toString(36);
const table = `e2e_interface_${run}`;
const sourceName = `E2E interface source ${run}`;

test.beforeAll(async () => {
  await onMachineDatabase(`create table ${table} (code text primary key, label text not null);
    insert into ${table} values ('gender', '性别'), ('nation', '民族')`);
  await createMachineSource(sourceName);
});

test.afterAll(async () => {
  await onMachineDatabase(`drop table if exists ${table}`);
});

test('an administrator writes a SQL interface with a parameter, tests it and sees the rows', async ({
  page,
}) => {
  // Sign-in, the page, the editor's own chunk and a query: on a busy machine this passes a minute.
  test.slow();
  await page.goto('/login');
  await signInOnLoginPage(page);
  await expectSignedInHome(page);
  await page.goto('/systemData/dataInterface');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = formDialog(page, 'New data interface');
  await fillFields(dialog, { Code: `e2e.users${run}`, Name: `E2E users ${run}` });

  // The interface reads the machine's PostgreSQL through the source made for the story.
  await dialog.getByRole('combobox', { name: 'Data source' }).click();
  await page.getByRole('option', { name: sourceName }).click();

  // The SQL editor (CodeMirror) is its own chunk: it shows once loaded.
  const editor = dialog.locator('.cm-content');
  await editor.click();
  await page.keyboard.type(`select code, label from ${table} where code = :code`);
  await expect(editor).toContainText(':code');

  const parameters = dialog.getByRole('group', { name: 'Parameters' });
  await parameters.getByRole('button', { name: 'Add parameter' }).click();
  await parameters.getByRole('textbox', { name: 'Name', exact: true }).fill('code');

  await dialog.getByRole('textbox', { name: 'code', exact: true }).fill('gender');
  await dialog.getByRole('button', { name: 'Test', exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText(/1 rows in \d+ ms/);
  const rows = dialog.getByRole('table', { name: 'Test interface' });
  await expect(rows.getByRole('columnheader', { name: 'label' })).toBeVisible();
  await expect(rows.getByRole('cell', { name: '性别', exact: true })).toBeVisible();

  await saveDialog(dialog);
  await expect(
    page
      .getByRole('table', { name: 'Data interfaces' })
      .getByRole('row', { name: new RegExp(`e2e.users${run}`) }),
  ).toBeVisible();
});
