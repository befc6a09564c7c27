import { expect, test } from '@playwright/test';
import { fillFields, formDialog, saveDialog } from '../support/admin';
import { expectSignedInHome, signInOnLoginPage } from '../support/shell';

/** The suite shares one database: this run's table has a name of its own. */
const table = `e2e_notes_${Date.now().toString(36)}`;

test('an administrator designs a table, previews its SQL, changes it and drops it', async ({
  page,
}) => {
  await page.goto('/login');
  await signInOnLoginPage(page);
  await expectSignedInHome(page);
  await page.goto('/systemData/dataModel');
  const tables = page.getByRole('table', { name: 'Tables' });
  const search = async (keyword: string) => {
    await page.getByRole('textbox', { name: 'Keyword' }).fill(keyword);
    await page.getByRole('button', { name: 'Search' }).click();
  };
  await search('users');
  await expect(tables.getByRole('row', { name: /^users\b.*Read-only/ })).toBeVisible();

  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const create = formDialog(page, 'New table');
  await fillFields(create, { 'Table name': table, Comment: 'E2E notes' });
  await create.getByRole('button', { name: 'Add column' }).click();
  await create.getByRole('textbox', { name: 'Column', exact: true }).nth(1).fill('body');
  await create.getByRole('button', { name: 'Preview SQL' }).click();
  const statements = create.getByRole('region', { name: 'Statements that will run' });
  await expect(statements).toContainText(`CREATE TABLE "public"."${table}"`);
  await expect(statements).toContainText('"body" varchar(50)');
  await saveDialog(create);
  await search(table);
  const row = tables.getByRole('row', { name: new RegExp(table) });
  await expect(row).toContainText('Changeable');

  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = formDialog(page, 'Edit table');
  await edit.getByRole('textbox', { name: 'Column', exact: true }).nth(1).fill('content');
  await edit.getByRole('button', { name: 'Preview SQL' }).click();
  await expect(edit.getByRole('region', { name: 'Statements that will run' })).toContainText(
    'RENAME COLUMN "body" TO "content"',
  );
  await saveDialog(edit);

  await row.getByRole('button', { name: table }).click();
  const view = page.getByRole('dialog', { name: `Table: ${table}` });
  await expect(view.getByRole('table', { name: 'Columns' })).toContainText('content');
  await view.getByRole('button', { name: 'Close' }).click();

  await row.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: 'Confirm' })
    .getByRole('button', { name: 'OK' })
    .click();
  await expect(tables.getByRole('row', { name: new RegExp(table) })).toHaveCount(0);
});
