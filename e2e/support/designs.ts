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
