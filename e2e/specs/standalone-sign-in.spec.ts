import { expect, test, type Page } from '@playwright/test';
import { latestSmsCode } from '../support/api';
import { expectSignedInHome, signInOnLoginPage } from '../support/shell';

test.describe('standalone sign-in', () => {
  test('an anonymous visit goes to the login page, which asks for what is missing', async ({
    page,
  }) => {
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fhome/);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Please enter the account')).toBeVisible();
    await expect(page.getByText('Please enter the password')).toBeVisible();
  });

  test('a wrong password shows the server message and stays on the login page', async ({
    page,
  }) => {
    await page.goto('/login');
    await signInOnLoginPage(page, 'admin', 'not-the-password1');
    await expect(page.getByText('Incorrect account or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('the right password signs in, and the next sign-in shows the last-login notice', async ({
    page,
  }) => {
    await page.goto('/login');
    await signInOnLoginPage(page);
    await expectSignedInHome(page);
    await expect(page).toHaveURL(/\/home$/);

    await page.getByRole('button', { name: /^User menu/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/login/);

    await signInOnLoginPage(page);
    await expectSignedInHome(page);
    await expect(page.getByText(/Last sign-in: .*IP: 127\.0\.0\.1/)).toBeVisible();
    // The notice lasts two seconds.
    await expect(page.getByText(/Last sign-in:/)).toBeHidden({ timeout: 5_000 });
  });

  test('a verification code sent to the mobile number signs in', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Verification code' }).click();
    await page.getByRole('textbox', { name: /^Mobile number/ }).fill('1380000');
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect(page.getByText('Please enter a correct mobile number')).toBeVisible();

    await page.getByRole('textbox', { name: /^Mobile number/ }).fill('13800000000');
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await expect.poll(() => latestSmsCode('13800000000').catch(() => null)).not.toBeNull();
    const code = await latestSmsCode('13800000000');
    await page.getByRole('textbox', { name: /^Verification code/ }).fill(code);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectSignedInHome(page);
  });

  test('the login page speaks the language chosen, and so do server messages', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Change language' }).click();
    await page.getByRole('menuitem', { name: '简体中文' }).click();
    await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByText('请输入账号')).toBeVisible();
    await signInOnLoginPageInChinese(page);
    await expect(page.getByText('账号或密码错误')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  });

  test('the shell runs under its Content-Security-Policy, and shows an administrator the database', async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto('/login');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await signInOnLoginPage(page);
    await expectSignedInHome(page);

    await page.getByRole('button', { name: /^User menu/ }).click();
    await page.getByRole('menuitem', { name: 'About' }).click();
    const about = page.getByRole('dialog', { name: 'About' });
    await expect(about.getByText(/Embedded PostgreSQL/)).toBeVisible();
    expect(violations).toEqual([]);
  });
});

async function signInOnLoginPageInChinese(page: Page) {
  await page.getByRole('textbox', { name: /^账号/ }).fill('admin');
  await page.getByLabel(/^密码/).fill('wrong-password1');
  await page.getByRole('button', { name: '登录' }).click();
}
