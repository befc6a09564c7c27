import { expect, test } from '@playwright/test';
import { signInByApi } from '../support/api';
import { addFunctionDesign, releaseDesign } from '../support/designs';
import {
  addRecord,
  bodyRows,
  chooseWorkbook,
  exportMatching,
  openImportWithTemplate,
  searchByText,
} from '../support/generated-page';
import {
  PAGE_BUTTONS,
  designForm,
  designList,
  grantPageToRole,
  publishToMenu,
  saveAndCloseDesigner,
} from '../support/online-dev';
import { ROLE_USER_PASSWORD, createRoleByApi, createUserWithRole } from '../support/roles';
import { expectSignedInHome, signInOnLoginPage } from '../support/shell';
import { sheetTexts, workbookOf } from '../support/xlsx';

const run = Date.now().toString(36);
const design = `E2E stock ${run}`;
const menuName = `E2E stock page ${run}`;
const fields = { text: 'Item name', number: 'Quantity' };

// The designers' three panes and the palette: a desktop screen.
test.use({ viewport: { width: 1440, height: 900 } });

test('a designed, released and published page is granted to a role whose user adds, searches, exports and imports records', async ({
  page,
  browser,
}) => {
  test.slow();
  await page.goto('/login');
  await signInOnLoginPage(page);
  await expectSignedInHome(page);

  await test.step('the administrator designs the form and the list, releases and publishes', async () => {
    const { rows } = await addFunctionDesign(page, { name: design, code: `e2e.stock${run}` });
    await rows.getByRole('button', { name: 'Design' }).click();
    const designer = page.getByRole('dialog', { name: design });
    await designForm(page, designer, fields);
    await designList(designer, fields);
    await saveAndCloseDesigner(page, designer);
    // A new design's release creates its table, indexed for the list's default order.
    const statements = await releaseDesign(page, rows);
    expect(statements).toContain('CREATE TABLE');
    expect(statements).toContain('CREATE INDEX');
    await publishToMenu(page, rows, { design, directory: 'Visual dev', menuName });
  });

  const token = await signInByApi();
  const role = await createRoleByApi(token);
  const user = await createUserWithRole(token, role);
  await test.step('the entry is granted to a role with add, export and import only', async () => {
    const granted = [PAGE_BUTTONS.add, PAGE_BUTTONS.export, PAGE_BUTTONS.import];
    await grantPageToRole(page, { role: role.fullName, menuName, buttons: granted, fields });
  });

  const userContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const userPage = await userContext.newPage();
  const table = userPage.getByRole('table', { name: menuName });

  await test.step('the user opens the page from the side menu and adds two records', async () => {
    await userPage.goto('/login');
    await signInOnLoginPage(userPage, user.account, ROLE_USER_PASSWORD);
    const sideMenu = userPage.getByRole('navigation', { name: 'Side menu' });
    await sideMenu.getByRole('button', { name: 'Visual dev' }).click();
    // The role holds this one page; its title shows cut, the link is named by the whole.
    await expect(sideMenu.getByRole('link')).toHaveCount(1);
    await sideMenu.getByRole('link', { name: menuName }).click();
    await expect(table).toBeVisible();

    await addRecord(userPage, fields, { text: 'Anchor bolt', number: '12' });
    await addRecord(userPage, fields, { text: 'Cable tray', number: '5' });
    await expect(bodyRows(table)).toHaveCount(2);
    await expect(table).toContainText('Anchor bolt');
    await expect(table).toContainText('Cable tray');
  });

  await test.step('a search by the text shows only the match, and exports it', async () => {
    // The list design searches the text by "contains": a word inside the name finds it.
    await searchByText(userPage, fields.text, 'bolt');
    await expect(bodyRows(table)).toHaveCount(1);
    await expect(bodyRows(table)).toContainText(['Anchor bolt']);

    const file = await exportMatching(userPage);
    expect(file.name).toMatch(/\.xlsx$/);
    expect(file.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    const sheet = await sheetTexts(file.bytes);
    expect(sheet[0]).toEqual([fields.text, fields.number]);
    expect(sheet.slice(1)).toEqual([['Anchor bolt', '12']]);

    await userPage.getByRole('button', { name: 'Reset', exact: true }).click();
    await expect(bodyRows(table)).toHaveCount(2);
  });

  await test.step('an import checks a good and a bad row, then writes only the good one', async () => {
    const { dialog, template } = await openImportWithTemplate(userPage);
    expect(template.name).toMatch(/\.xlsx$/);
    const headers = (await sheetTexts(template.bytes))[0] ?? [];
    expect(headers).toEqual([`${fields.text} *`, fields.number]);
    // Row 2 of the sheet is good; row 3 lacks the required text.
    const workbook = await workbookOf(headers, [
      ['Imported bolt', 7],
      ['', 3],
    ]);
    await chooseWorkbook(userPage, dialog, 'stock.xlsx', workbook);

    await dialog.getByRole('button', { name: 'Check', exact: true }).click();
    const checked = 'Read 2 rows: 1 valid, 1 refused, 0 written';
    await expect(dialog.getByText(checked)).toBeVisible();
    const refusals = dialog.getByRole('table', { name: checked });
    await expect(bodyRows(refusals)).toHaveCount(1);
    await expect(bodyRows(refusals).getByRole('cell')).toHaveText([
      '3',
      `${fields.text} *`,
      `Please enter ${fields.text}`,
    ]);

    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(dialog.getByText('Read 2 rows: 1 valid, 1 refused, 1 written')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
    // Two before, one imported: the check wrote nothing and the refused row was not written.
    await expect(bodyRows(table)).toHaveCount(3);
    await expect(table).toContainText('Imported bolt');
  });

  await test.step('the buttons the role lacks are not shown', async () => {
    await expect(table.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
    for (const name of ['Edit', 'Delete', 'Details', 'Delete selected']) {
      await expect(userPage.getByRole('button', { name, exact: true })).toHaveCount(0);
    }
    await expect(table.getByRole('checkbox')).toHaveCount(0);
    for (const name of ['Add', 'Export', 'Import']) {
      await expect(userPage.getByRole('button', { name, exact: true })).toBeVisible();
    }
  });

  await userContext.close();
});
