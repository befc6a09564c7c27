import { expect, test } from '@playwright/test';
import { fillFields, formDialog, saveDialog } from '../support/admin';
import { signInOnLoginPage } from '../support/shell';

const run = Date.now().toString(36);

test.beforeEach(async ({ page }) => {
  await page.goto('/login');
  await signInOnLoginPage(page);
  await expect(page.getByRole('heading', { name: 'Welcome, 管理员' })).toBeVisible();
});

test("an administrator connects the machine's PostgreSQL, tests it, and edits it keeping the password", async ({
  page,
}) => {
  // Three dialogs and three connections in one story.
  test.slow();
  await page.goto('/systemData/dataSource');
  await expect(page.getByRole('table', { name: 'Data sources' })).toBeVisible();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = formDialog(page, 'Add data source');
  await expect(dialog.getByRole('textbox', { name: 'Port' })).toHaveValue('5432');
  const name = `E2E db ${run}`;
  await fillFields(dialog, {
    Name: name,
    Host: '127.0.0.1',
    Database: 'test',
    User: 'root',
  });
  await dialog.getByLabel('Password').fill('e2e-secret');
  await dialog.getByRole('button', { name: 'Test connection' }).click();
  const outcome = dialog.getByTestId('data-source-test-outcome');
  await expect(outcome).toContainText('Connected: PostgreSQL');
  await saveDialog(dialog);

  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('127.0.0.1:5432/test');
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = formDialog(page, 'Edit data source');
  const password = edit.getByLabel('Password');
  await expect(password).toHaveValue('');
  await expect(password).toHaveAttribute('placeholder', 'Unchanged');
  await fillFields(edit, { Description: 'e2e reads' });
  await edit.getByRole('button', { name: 'Test connection' }).click();
  await expect(edit.getByTestId('data-source-test-outcome')).toContainText('Connected: PostgreSQL');
  await saveDialog(edit);
  await expect(row).toContainText('e2e reads');

  // A wrong port is an outcome of the test, told in words, not an error. (Another server is
  // tried with a password typed in only: the stored one goes to the stored server alone.)
  await row.getByRole('button', { name: 'Edit' }).click();
  const again = formDialog(page, 'Edit data source');
  await fillFields(again, { Port: '1' });
  await again.getByLabel('Password').fill('e2e-secret');
  await again.getByRole('button', { name: 'Test connection' }).click();
  await expect(again.getByTestId('data-source-test-outcome')).toContainText(
    'Connection refused: no database listens on 127.0.0.1:1',
  );
});
