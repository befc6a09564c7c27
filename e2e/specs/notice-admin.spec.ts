import { expect, test } from '@playwright/test';
import { formDialog, saveDialog } from '../support/admin';
import { callApi, tokenOfStandalonePage } from '../support/api';
import { createRoleByApi } from '../support/roles';
import { signInOnLoginPage } from '../support/shell';

const run = Date.now().toString(36);

/** A 1×1 PNG: the server judges an image by its bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.beforeEach(async ({ page }) => {
  await page.goto('/login');
  await signInOnLoginPage(page);
  await expect(page.getByRole('heading', { name: 'Welcome, 管理员' })).toBeVisible();
});

test('an administrator writes a formatted notice with an image, releases it to a role and sees who read it', async ({
  page,
}) => {
  // A reader: a new user holding a new role, so that the release reaches exactly one person.
  const token = await tokenOfStandalonePage(page);
  const role = await createRoleByApi(token);
  const organizations = await callApi(token, 'GET', '/api/permission/Organize/Department/Selector');
  const organizeId = (organizations.data as { list: { id: string }[] }).list[0]?.id ?? '';
  const account = `e2enotice${run}`;
  const reader = await callApi(token, 'POST', '/api/permission/Users', {
    account,
    realName: `读者${run}`,
    organizeId,
    roleIds: [role.id],
  });
  expect(reader.code, 'the reader was created').toBe(200);

  await page.goto('/system/notice');
  await expect(page.getByRole('table', { name: 'Notices' })).toBeVisible();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = formDialog(page, 'Add message');
  const title = `E2E notice ${run}`;
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);

  const editor = dialog.getByRole('textbox', { name: 'Content' });
  await expect(editor).toHaveAttribute('data-placeholder', 'Please enter content');
  await editor.click();
  // A header line, a coloured line and a bullet list, through the toolbar.
  await dialog.locator('.ql-header .ql-picker-label').click();
  await dialog.locator('.ql-header .ql-picker-item[data-value="2"]').click();
  await page.keyboard.type('Annual meeting');
  await page.keyboard.press('Enter');
  await dialog.locator('.ql-color .ql-picker-label').click();
  await dialog.locator('.ql-color .ql-picker-item[data-value="#e60000"]').click();
  await page.keyboard.type('Friday afternoon');
  await page.keyboard.press('Enter');
  await dialog.locator('button.ql-list[value="bullet"]').click();
  await page.keyboard.type('Bring your badge');
  await dialog.getByLabel('Insert image').setInputFiles({
    name: 'badge.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(editor.locator('img')).toHaveAttribute(
    'src',
    /\/api\/file\/Download\/editorImage\//,
  );
  // The image shows: an <img> sends no session, so the file must be readable by its name.
  await expect
    .poll(() => editor.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  // Quill's stylesheet reaches the editor and nothing outside it.
  await expect(dialog.locator('.ql-toolbar')).toHaveCSS('box-sizing', 'border-box');
  await expect(page.locator('body')).not.toHaveCSS('box-sizing', 'border-box');

  await dialog.getByRole('combobox', { name: 'Roles' }).click();
  await page.getByRole('option', { name: role.fullName }).click();
  await page.keyboard.press('Escape');
  await saveDialog(dialog);

  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Not released');
  // What was stored is what the editor showed, through the server's sanitiser.
  const list = await callApi(token, 'GET', `/api/message?keyword=${encodeURIComponent(title)}`);
  const id = (list.data as { list: { id: string }[] }).list[0]?.id ?? '';
  const stored = await callApi(token, 'GET', `/api/message/${id}`);
  const html = (stored.data as { bodyText: string }).bodyText;
  expect(html).toContain('<h2>Annual meeting</h2>');
  expect(html).toMatch(
    /<span style="color:\s*(#e60000|rgb\(230, 0, 0\))">Friday afternoon<\/span>/,
  );
  expect(html).toMatch(
    /<ul><li>Bring your badge<img src="[^"]*\/api\/file\/Download\/editorImage\//,
  );

  await row.getByRole('button', { name: 'Release' }).click();
  const question = page.getByRole('dialog', { name: 'Release' });
  await expect(question).toContainText('can no longer be edited');
  await question.getByRole('button', { name: 'Release' }).click();
  await expect(page.getByText('Released to 1 recipients')).toBeVisible();
  await expect(row).toContainText('0 / 1');
  await expect(row.getByRole('button', { name: 'Edit' })).toHaveCount(0);

  await row.getByRole('button', { name: 'Read by' }).click();
  const readInfo = page.getByRole('dialog', { name: `Read by: ${title}` });
  await expect(readInfo).toContainText('1 recipients, 0 have read it');
  await expect(readInfo.getByRole('row').filter({ hasText: account })).toContainText('Unread');
});
