import { expect, test, type Page } from '@playwright/test';
import { fillFields, formDialog, saveDialog } from '../support/admin';
import { expectSignedInHome, signInOnLoginPage } from '../support/shell';

/** Codes and names of this run: the suite shares one database. */
const run = Date.now().toString(36);
const names = {
  typeCode: `e2eType${run}`,
  type: `E2E字典${run}`,
  itemCode: `e2eItem${run}`,
  item: `E2E数据${run}`,
  genderName: `Prefer not to say ${run}`,
};

async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/login');
  await signInOnLoginPage(page);
  await expectSignedInHome(page);
}

test('an administrator creates a dictionary type with an item and sees it listed', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/systemData/dictionary');
  const types = page.getByRole('list', { name: 'Dictionary types' });
  await expect(types.getByRole('button', { name: /Gender/ })).toBeVisible();

  await page.getByRole('button', { name: 'Add type' }).click();
  const typeDialog = formDialog(page, 'Add dictionary type');
  await fillFields(typeDialog, { Code: names.typeCode, Name: names.type });
  await saveDialog(typeDialog);
  await types.getByRole('button', { name: new RegExp(names.typeCode) }).click();

  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const itemDialog = formDialog(page, 'Add dictionary item');
  await fillFields(itemDialog, { Code: names.itemCode, Name: names.item });
  await saveDialog(itemDialog);
  const table = page.getByRole('table', { name: 'Dictionary items' });
  await expect(table.getByRole('row', { name: new RegExp(names.itemCode) })).toBeVisible();
});

test("a renamed gender shows in the users page's gender select", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/systemData/dictionary');
  await page
    .getByRole('list', { name: 'Dictionary types' })
    .getByRole('button', { name: /Gender/ })
    .click();
  const table = page.getByRole('table', { name: 'Dictionary items' });
  await table
    .getByRole('row', { name: /unknown/ })
    .getByRole('button', { name: 'Edit' })
    .click();
  const dialog = formDialog(page, 'Edit dictionary item');
  await fillFields(dialog, { 'English name': names.genderName });
  await saveDialog(dialog);
  await expect(table.getByRole('row', { name: new RegExp(names.genderName) })).toBeVisible();

  await page.goto('/permission/user');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const userDialog = formDialog(page, 'Add user');
  await userDialog.getByRole('combobox', { name: 'Gender' }).click();
  await expect(page.getByRole('option', { name: names.genderName })).toBeVisible();
});
