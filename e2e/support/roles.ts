import { md5 } from 'js-md5';
import { expect, type Locator } from '@playwright/test';
import { formDialog, saveDialog } from './admin';
import { callApi } from './api';

/** Role codes of this run: the suite shares one database. */
const run = Date.now().toString(36);
let made = 0;

export interface RoleByApi {
  id: string;
  enCode: string;
  fullName: string;
}

/**
 * Creates a role through the API, as setup for a test that edits it in the shell. Code and name
 * stay within the 20 characters a table cell shows uncut.
 */
export async function createRoleByApi(token: string): Promise<RoleByApi> {
  made += 1;
  const enCode = `E2E.${run}.${made}`;
  const fullName = `E2E角色${made}`;
  const created = await callApi(token, 'POST', '/api/permission/Role', { enCode, fullName });
  expect(created.code, 'the role was created').toBe(200);
  return { id: (created.data as { id: string }).id, enCode, fullName };
}

/** The role as the server holds it now, or null once it is gone. */
async function roleOnServer(token: string, enCode: string): Promise<{ fullName: string } | null> {
  const page = await callApi(
    token,
    'GET',
    `/api/permission/Role?keyword=${encodeURIComponent(enCode)}`,
  );
  const list = (page.data as { list: { enCode: string; fullName: string }[] }).list;
  return list.find((role) => role.enCode === enCode) ?? null;
}

/** Opens an administration page through the embedded shell's side menu. */
export async function openFromSideMenu(shell: Locator, group: string, item: string) {
  const menu = shell.getByRole('navigation', { name: 'Side menu' });
  await menu.getByRole('button', { name: group }).click();
  await menu.getByRole('link', { name: item }).click();
}

/**
 * Through the embedded shell: finds the role on the roles page, renames it in the edit dialog and
 * deletes it after the confirmation, checking on the server after each write. The dialogs are
 * looked for inside the shell's container, where the shell must render them, and must be styled
 * (the shell's styles reach them whatever the host's style isolation).
 */
export async function editAndDeleteRoleInShell(
  shell: Locator,
  token: string,
  role: RoleByApi,
): Promise<void> {
  await openFromSideMenu(shell, 'Permissions', 'Roles');
  const search = shell.getByRole('search');
  await search.getByRole('textbox', { name: 'Keyword' }).fill(role.enCode);
  await search.getByRole('button', { name: 'Search' }).click();
  const row = shell.getByRole('table', { name: 'Roles' }).getByRole('row', { name: role.enCode });
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = formDialog(shell, 'Edit role');
  await expect(dialog).toHaveCSS('position', 'relative');
  const name = dialog.getByRole('textbox', { name: 'Role name', exact: true });
  await expect(name).toHaveValue(role.fullName);
  const renamed = `E2E改名${role.enCode.split('.').at(-1)}`;
  await name.fill(renamed);
  await saveDialog(dialog);
  await expect(row).toContainText(renamed);
  expect(await roleOnServer(token, role.enCode)).toEqual(
    expect.objectContaining({ fullName: renamed }),
  );

  await row.getByRole('button', { name: 'Delete', exact: true }).click();
  const question = shell.getByRole('alertdialog', { name: 'Confirm' });
  await question.getByRole('button', { name: 'OK' }).click();
  // The notice comes once the server answered; the row may vanish earlier, while the list reloads.
  await expect(shell.getByText('Deleted', { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(await roleOnServer(token, role.enCode)).toBeNull();
}

/** The password of the users made by createUserWithRole. */
export const ROLE_USER_PASSWORD = 'E2eUser2026';

/**
 * Creates an enabled user of the administrator's organisation holding one role, through the API
 * (permissions.spec covers doing it on the users page), and answers the account and name.
 */
export async function createUserWithRole(
  token: string,
  role: RoleByApi,
): Promise<{ account: string; realName: string }> {
  made += 1;
  const account = `e2e${run}u${made}`;
  const realName = `E2E用户${made}`;
  const current = await callApi(token, 'GET', '/api/oauth/CurrentUser');
  const { organizeId } = (current.data as { userInfo: { organizeId: string } }).userInfo;
  const created = await callApi(token, 'POST', '/api/permission/Users', {
    account,
    realName,
    organizeId,
    roleIds: [role.id],
    password: md5(ROLE_USER_PASSWORD),
  });
  expect(created.code, JSON.stringify(created.data)).toBe(200);
  return { account, realName };
}
