import { expect, type Locator, type Page } from '@playwright/test';
import { fillFields, formDialog, saveDialog } from './admin';

/**
 * Opens 功能设计 and adds a design of the category 项目管理; returns the list table and the
 * design's rows (the rows whose text holds its code).
 */
export async function addFunctionDesign(
  page: Page,
  { name, code }: { name: string; code: string },
): Promise<{ table: Locator; rows: Locator }> {
  await page.goto('/onlineDev/webDesign');
  const table = page.getByRole('table', { name: 'Function designs' });
  await expect(table).toBeVisible();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = formDialog(page, 'New function');
  await fillFields(dialog, { Name: name, Code: code });
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Project management' }).click();
  await saveDialog(dialog);
  return { table, rows: table.getByRole('row').filter({ hasText: code }) };
}

/**
 * Releases the design of `rows` through its release dialog, which first shows the statements the
 * release runs on the design's tables; answers those statements' text.
 */
export async function releaseDesign(page: Page, rows: Locator): Promise<string> {
  await rows.getByRole('button', { name: 'Release' }).click();
  const dialog = page.getByRole('dialog', { name: /^Release “/ });
  const statements = dialog.getByLabel('The release runs these statements on its tables:');
  await expect(statements).toBeVisible();
  const text = (await statements.textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Release' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows).toContainText('Released');
  return text;
}
