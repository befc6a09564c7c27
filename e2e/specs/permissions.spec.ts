import { expect, test, type Page } from '@playwright/test';
import {
  checkTreeItem,
  chooseInTreeSelect,
  fillFields,
  formDialog,
  saveDialog,
} from '../support/admin';
import { callApi, tokenOfStandalonePage } from '../support/api';
import { expectSignedInHome, signInOnLoginPage } from '../support/shell';

/** The seeded company, and the server's initial password of a user created without one. */
const COMPANY = '机电工程有限公司';
const INITIAL_PASSWORD = 'Mepm123456';

/** Codes, accounts and names of this run: the suite shares one database. */
const run = Date.now().toString(36);
const names = {
  departmentCode: `E2E.D${run}`,
  department: `E2E部门${run}`,
  positionCode: `E2E.P${run}`,
  position: `E2E岗位${run}`,
  roleCode: `E2E.R${run}`,
  role: `E2E角色${run}`,
  account: `e2eu${run}`,
  realName: `E2E用户${run}`,
};

async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/login');
  await signInOnLoginPage(page);
  await expectSignedInHome(page);
}

async function createDepartment(page: Page): Promise<void> {
  await page.goto('/permission/department');
  await page
    .getByRole('tree', { name: 'Companies' })
    .getByRole('treeitem', { name: COMPANY })
    .click();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = formDialog(page, 'Add department');
  // The company chosen beside the list is the new department's parent.
  await expect(dialog.getByRole('combobox', { name: 'Parent organisation' })).toHaveValue(COMPANY);
  await fillFields(dialog, {
    'Department code': names.departmentCode,
    'Department name': names.department,
  });
  await saveDialog(dialog);
  const table = page.getByRole('table', { name: 'Departments' });
  await expect(table.getByRole('row', { name: new RegExp(names.department) })).toBeVisible();
}

async function createPosition(page: Page): Promise<void> {
  await page.goto('/permission/position');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = formDialog(page, 'Add position');
  await chooseInTreeSelect(page, dialog, 'Organisation', [COMPANY, names.department]);
  await fillFields(dialog, {
    'Position code': names.positionCode,
    'Position name': names.position,
  });
  await saveDialog(dialog);
  const table = page.getByRole('table', { name: 'Positions' });
  await expect(table.getByRole('row', { name: new RegExp(names.position) })).toBeVisible();
}

async function createRole(page: Page): Promise<void> {
  await page.goto('/permission/role');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = formDialog(page, 'Add role');
  await fillFields(dialog, { 'Role code': names.roleCode, 'Role name': names.role });
  await saveDialog(dialog);
  const table = page.getByRole('table', { name: 'Roles' });
  await expect(table.getByRole('row', { name: new RegExp(names.role) })).toBeVisible();
}

/** Grants the role the home page and the users page (with its directory), and btn_add there. */
async function grantRole(page: Page): Promise<void> {
  await page.goto('/permission/authorize');
  await page.getByRole('list', { name: 'Role' }).getByRole('button', { name: names.role }).click();
  await expect(page.getByText(`Granting to: ${names.role}`)).toBeVisible();

  const menus = page.getByRole('tree', { name: 'Menus tree' });
  await checkTreeItem(menus.getByRole('treeitem', { name: 'Home', exact: true }));
  // Menus are granted on the menus tab (their directory comes with them); the other tabs list
  // only the elements of menus the role holds, and never grant a menu themselves.
  await page.getByRole('button', { name: 'Expand all' }).click();
  await checkTreeItem(menus.getByRole('treeitem', { name: 'Users', exact: true }));

  await page.getByRole('tab', { name: 'Buttons' }).click();
  await page.getByRole('button', { name: 'Expand all' }).click();
  const usersMenu = page
    .getByRole('tree', { name: 'Buttons tree' })
    .getByRole('treeitem', { name: 'Users', exact: true });
  await checkTreeItem(usersMenu.getByRole('treeitem', { name: '新增', exact: true }));
  for (const name of ['编辑', '删除', '重置密码', '启用/禁用']) {
    await expect(usersMenu.getByRole('treeitem', { name, exact: true })).not.toBeChecked();
  }
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Permissions saved')).toBeVisible();

  await page.getByRole('tab', { name: 'Menus' }).click();
  await page.getByRole('button', { name: 'Expand all' }).click();
  const menu = (name: string) => menus.getByRole('treeitem', { name, exact: true });
  for (const name of ['Home', 'Permissions', 'Users']) await expect(menu(name)).toBeChecked();
  for (const name of ['Organisations', 'Roles', 'Online users', 'System', 'Menus']) {
    await expect(menu(name)).not.toBeChecked();
  }
}

async function createUser(page: Page): Promise<void> {
  await page.goto('/permission/user');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = formDialog(page, 'Add user');
  await fillFields(dialog, { Account: names.account, Name: names.realName });
  await chooseInTreeSelect(page, dialog, 'Organisation', [COMPANY, names.department]);
  await dialog.getByRole('combobox', { name: 'Roles' }).click();
  await page.getByRole('option', { name: names.role }).click();
  await page.keyboard.press('Escape');
  await chooseInTreeSelect(page, dialog, 'Positions', [COMPANY, names.department, names.position], {
    multiple: true,
  });
  await saveDialog(dialog);
  await page.getByRole('search').getByRole('textbox', { name: 'Keyword' }).fill(names.account);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  const row = page
    .getByRole('table', { name: 'Users' })
    .getByRole('row', { name: new RegExp(names.account) });
  for (const text of [names.department, names.position, names.role]) {
    await expect(row).toContainText(text);
  }
}

test('a role granted two menus and only the add button limits its user; forced offline ends the session', async ({
  page,
  browser,
}) => {
  test.slow();
  await test.step('the administrator creates a department, a position, a role and a user', async () => {
    await signInAsAdmin(page);
    await createDepartment(page);
    await createPosition(page);
    await createRole(page);
    await grantRole(page);
    await createUser(page);
  });

  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();

  await test.step('the user sees only the granted menus and only the add button', async () => {
    await userPage.goto('/login');
    await signInOnLoginPage(userPage, names.account, INITIAL_PASSWORD);
    await expect(
      userPage.getByRole('heading', { name: `Welcome, ${names.realName}` }),
    ).toBeVisible();
    const sideMenu = userPage.getByRole('navigation', { name: 'Side menu' });
    // Titles over 7 characters show cut ("Permiss…"); the button is named by the whole title.
    await expect(sideMenu.getByRole('button')).toHaveCount(1);
    await sideMenu.getByRole('button', { name: 'Permissions' }).click();
    await expect(sideMenu.getByRole('link')).toHaveText(['Home', 'Users']);

    await sideMenu.getByRole('link', { name: 'Users' }).click();
    await expect(userPage).toHaveURL(/\/permission\/user$/);
    const table = userPage.getByRole('table', { name: 'Users' });
    // A user row is listed (row 0 is the header), so row actions would show were any granted.
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(userPage.getByRole('button', { name: 'Add', exact: true })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
    for (const action of ['Edit', 'Delete', 'Reset password', 'Enable', 'Disable']) {
      await expect(userPage.getByRole('button', { name: action, exact: true })).toHaveCount(0);
    }
  });

  await test.step('a forbidden action called directly answers 403', async () => {
    const token = await tokenOfStandalonePage(userPage);
    const roleCreate = await callApi(token, 'POST', '/api/permission/Role', {
      enCode: `${names.roleCode}.X`,
      fullName: `${names.role}X`,
    });
    expect(roleCreate).toMatchObject({ status: 403, code: 403 });
    const me = await callApi(token, 'GET', '/api/oauth/CurrentUser');
    const userId = (me.data as { userInfo: { userId: string } }).userInfo.userId;
    const userDelete = await callApi(token, 'DELETE', `/api/permission/Users/${userId}`);
    expect(userDelete).toMatchObject({ status: 403, code: 403 });
  });

  await test.step('the administrator forces the user offline; the user returns to sign-in', async () => {
    await page.goto('/permission/onlineUser');
    const forceOffline = page.getByRole('button', { name: `Force ${names.realName} offline` });
    await forceOffline.click();
    const confirm = page.getByRole('dialog', { name: 'Notice' });
    await expect(confirm).toContainText(names.account);
    await confirm.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Forced offline', { exact: true })).toBeVisible();
    await expect(forceOffline).toHaveCount(0);

    // At once, without a request of the user's: the shell's socket is told, and the login page
    // says why.
    await expect(userPage).toHaveURL(/\/login/);
    await expect(userPage.getByRole('alert')).toHaveText('An administrator has signed you out');
    await expect(userPage.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  await userContext.close();
});
