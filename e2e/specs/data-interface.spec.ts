import { expect, test } from '@playwright/test';
import { fillFields, formDialog, saveDialog } from '../support/admin';
import { expectSignedInHome, signInOnLoginPage } from '../support/shell';

const run = Date.now().toString(36);

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

  // The SQL editor (CodeMirror) is its own chunk: it shows once loaded.
  const editor = dialog.locator('.cm-content');
  await editor.click();
  // The platform's users table is private to interfaces: a dictionary's types are not.
  await page.keyboard.type('select en_code, full_name from dictionary_types where en_code = :code');
  await expect(editor).toContainText(':code');

  const parameters = dialog.getByRole('group', { name: 'Parameters' });
  await parameters.getByRole('button', { name: 'Add parameter' }).click();
  await parameters.getByRole('textbox', { name: 'Name', exact: true }).fill('code');

  await dialog.getByRole('textbox', { name: 'code', exact: true }).fill('gender');
  await dialog.getByRole('button', { name: 'Test', exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText(/1 rows in \d+ ms/);
  const rows = dialog.getByRole('table', { name: 'Test interface' });
  await expect(rows.getByRole('columnheader', { name: 'full_name' })).toBeVisible();
  await expect(rows.getByRole('cell', { name: 'gender', exact: true })).toBeVisible();

  await saveDialog(dialog);
  await expect(
    page
      .getByRole('table', { name: 'Data interfaces' })
      .getByRole('row', { name: new RegExp(`e2e.users${run}`) }),
  ).toBeVisible();
});
