import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { formDialog } from './admin';
import type { RecordFields } from './online-dev';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A file the page handed to the browser's download: its suggested name and its bytes. */
export async function downloaded(
  page: Page,
  start: () => Promise<void>,
): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), start()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

/** 新增 on the generated page: the design's form filled and confirmed, closed once saved. */
export async function addRecord(
  page: Page,
  fields: RecordFields,
  values: { text: string; number: string },
) {
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = formDialog(page, 'Add');
  await dialog.getByRole('textbox', { name: fields.text }).fill(values.text);
  await dialog.getByRole('textbox', { name: fields.number }).fill(values.number);
  await dialog.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** The search form of the list design: the text field filled, then 查询. */
export async function searchByText(page: Page, field: string, text: string) {
  const search = page.getByRole('region', { name: 'Search' });
  await search.getByRole('textbox', { name: field }).fill(text);
  await search.getByRole('button', { name: 'Search', exact: true }).click();
}

/** 导出 of every record matching the search: the workbook the browser downloads. */
export async function exportMatching(page: Page) {
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Export to Excel' });
  await dialog.getByRole('radio', { name: 'Every matching record' }).check();
  const file = await downloaded(page, () =>
    dialog.getByRole('button', { name: 'Export', exact: true }).click(),
  );
  await expect(dialog).toBeHidden();
  return file;
}

/** Opens 导入 and downloads its template; answers the dialog and the template. */
export async function openImportWithTemplate(page: Page) {
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import from Excel' });
  const template = await downloaded(page, () =>
    dialog.getByRole('button', { name: 'Download the template' }).click(),
  );
  return { dialog, template };
}

/** Chooses a workbook in the import dialog as a person does, through the file chooser. */
export async function chooseWorkbook(page: Page, dialog: Locator, name: string, bytes: Buffer) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    dialog.getByRole('button', { name: 'Choose a file' }).click(),
  ]);
  await chooser.setFiles({ name, mimeType: XLSX_TYPE, buffer: bytes });
  await expect(dialog.getByText(name, { exact: true })).toBeVisible();
}

/** The rows of a table below its header: those with cells. */
export const bodyRows = (table: Locator) =>
  table.getByRole('row').filter({ has: table.page().getByRole('cell') });
