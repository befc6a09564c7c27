import { expect, test } from '@playwright/test';
import { expectSignedInHome, signInOnLoginPage } from '../support/shell';

/**
 * An administrator overrides a text of the shell on the languages page; the shell shows it from
 * the next load, and shows the shipped text again once the override is removed.
 */
test('an overridden shell text shows after reload, and the shipped one after restore', async ({
  page,
}) => {
  await page.goto('/login');
  await signInOnLoginPage(page);
  await expectSignedInHome(page);
  await page.evaluate(() => localStorage.setItem('mepm_language', 'zh'));
  await page.goto('/system/language');

  const search = async () => {
    await page.getByRole('textbox', { name: '关键词' }).fill('system.language.menuLink');
    await page.getByRole('button', { name: '查询' }).click();
  };
  await search();
  await page.getByRole('button', { name: '编辑 system.language.menuLink' }).click();
  const dialog = page.getByRole('dialog', { name: '编辑翻译：system.language.menuLink' });
  await dialog.getByRole('textbox', { name: '简体中文' }).fill('打开菜单管理');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(page.getByRole('link', { name: '打开菜单管理' })).toBeVisible();

  await search();
  await page.getByRole('button', { name: '编辑 system.language.menuLink' }).click();
  await dialog.getByRole('button', { name: '恢复默认：简体中文' }).click();
  await expect(page.getByText('已恢复默认')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: '前往菜单管理' })).toBeVisible();
});
