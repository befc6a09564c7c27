import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectSignedInHome, signInOnLoginPage } from '../support/shell';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** A login page on the scan tab: the URL its QR code carries and the code shown under it. */
async function openScanTab(browser: Browser) {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Scan' }).click();
  const qr = page.getByRole('img', { name: 'QR code for scan sign-in' });
  await expect(qr).toBeVisible();
  // The image really rendered (an SVG data URL the page's CSP admits).
  expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const url = (await qr.getAttribute('data-qr-text')) ?? '';
  const code = (await page.getByTestId('scan-code').textContent()) ?? '';
  return { context, page, url, code };
}

async function expectNoSideways(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('scan login', () => {
  test('a phone signed in elsewhere confirms the QR code, and the login page signs in without a password', async ({
    browser,
  }) => {
    const desk = await openScanTab(browser);
    expect(desk.url).toMatch(/\/scanLogin\?code=[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    expect(new URL(desk.url).searchParams.get('code')).toBe(desk.code);
    await expect(desk.page.getByText('Waiting for a scan')).toBeVisible();

    const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const phonePage = await phone.newPage();
    // Not signed in on the phone yet: the login page first, then back to the confirm page.
    await phonePage.goto(desk.url);
    await expect(phonePage).toHaveURL(/\/login\?redirect=%2FscanLogin/);
    await signInOnLoginPage(phonePage);
    await expect(phonePage).toHaveURL(/\/scanLogin\?code=/);

    const asking = phonePage.getByLabel('Device asking to sign in');
    await expect(asking.getByText('127.0.0.1')).toBeVisible();
    await expect(asking.getByText(/^Chrome \d+ · Linux$/)).toBeVisible();
    await expect(
      phonePage.getByText('Once confirmed, that device is signed in as 管理员'),
    ).toBeVisible();
    await expect(desk.page.getByText('Scanned; please confirm on your phone')).toBeVisible();
    await expectNoSideways(phonePage);

    await phonePage.getByRole('button', { name: 'Confirm sign-in' }).click();
    await expect(phonePage.getByText('Sign-in confirmed; you may close this page')).toBeVisible();
    await expectNoSideways(phonePage);

    await expectSignedInHome(desk.page);
    await expect(desk.page).toHaveURL(/\/home$/);
    // The phone stays signed in: confirming did not hand over its own session.
    await phonePage.getByRole('button', { name: 'Back' }).click();
    await expect(phonePage).toHaveURL(/\/home$/);

    await desk.context.close();
    await phone.close();
  });

  test('a desktop session types the code on its profile page; cancelling ends the QR code', async ({
    browser,
  }) => {
    const desk = await openScanTab(browser);
    const other = await browser.newContext({ viewport: DESKTOP });
    const otherPage = await other.newPage();
    await otherPage.goto('/login');
    await signInOnLoginPage(otherPage);
    await expectSignedInHome(otherPage);

    await otherPage.goto('/profile?tab=scanLogin');
    await otherPage.getByRole('textbox', { name: 'Sign-in code' }).fill(desk.code.toLowerCase());
    await otherPage.getByRole('button', { name: 'Next' }).click();
    await otherPage.getByRole('button', { name: 'Cancel' }).click();
    await expect(otherPage.getByText('This sign-in was cancelled')).toBeVisible();
    await expect(
      desk.page.getByText('The sign-in was cancelled; please refresh the QR code'),
    ).toBeVisible();

    // A new code, confirmed from the profile page, signs the login page in.
    await desk.page.getByRole('button', { name: 'Refresh QR code' }).click();
    const code = (await desk.page.getByTestId('scan-code').textContent()) ?? '';
    expect(code).not.toBe(desk.code);
    await otherPage.goto('/profile?tab=scanLogin');
    await otherPage.getByRole('textbox', { name: 'Sign-in code' }).fill(code);
    await otherPage.getByRole('button', { name: 'Next' }).click();
    await otherPage.getByRole('button', { name: 'Confirm sign-in' }).click();
    await expect(otherPage.getByText('Sign-in confirmed; you may close this page')).toBeVisible();
    await expectSignedInHome(desk.page);

    await desk.context.close();
    await other.close();
  });
});
