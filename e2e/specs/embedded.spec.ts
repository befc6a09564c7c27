import { expect, test } from '@playwright/test';
import { revokeToken } from '../support/api';
import {
  expectNothingLeftOfShell,
  openHostAndSignIn,
  shellFrame,
  shellFrameUrl,
  shellScope,
  signInOnHost,
  storedHostToken,
  type EmbedMode,
} from '../support/host';
import { expectSignedInHome } from '../support/shell';

const MODES: EmbedMode[] = ['qiankun', 'federation', 'iframe'];

for (const mode of MODES) {
  test.describe(`embedded through ${mode}`, () => {
    test('shows the signed-in home without a second sign-in', async ({ page }) => {
      await openHostAndSignIn(page, mode);
      await expectSignedInHome(shellScope(page, mode));
      if (mode !== 'iframe') await expect(page).toHaveURL(/\/host-demo\/shell\/home$/);
    });
  });
}

// Under qiankun and Module Federation, embedded-writes.spec.ts unmounts after a whole visit.
test('embedded through an iframe, unmount leaves nothing of the shell in the host document', async ({
  page,
}) => {
  await openHostAndSignIn(page, 'iframe');
  await expectSignedInHome(shellScope(page, 'iframe'));
  await page.getByRole('button', { name: 'Unmount' }).click();
  await expect(page.getByTestId('status')).toHaveText('Unmounted.');
  await expectNothingLeftOfShell(page);
});

test('a revoked token makes the host sign in again and return to the shell', async ({ page }) => {
  await openHostAndSignIn(page, 'qiankun');
  const container = shellScope(page, 'qiankun');
  await expectSignedInHome(container);
  await revokeToken(await storedHostToken(page));

  // The host page reloads and mounts the shell with the token it kept: the server refuses it.
  await page.reload();
  await expect(page.getByRole('form', { name: 'Host sign-in' })).toBeVisible();
  await expect(page.getByTestId('status')).toHaveText(/session ended/);
  await expect(page.getByTestId('shell-container')).toBeEmpty();

  await signInOnHost(page);
  await expectSignedInHome(container);
  await expect(page).toHaveURL(/\/host-demo\/shell\/home$/);
});

test('in an iframe, signing in again returns to the page the session ended on', async ({
  page,
}) => {
  await openHostAndSignIn(page, 'iframe');
  const shell = shellScope(page, 'iframe');
  await expectSignedInHome(shell);
  await shell.getByRole('button', { name: /^User menu/ }).click();
  await shell.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(shell.getByRole('tab', { name: 'Change password' })).toBeVisible();

  // The server ends the session and says so on the shell's socket.
  await revokeToken(await storedHostToken(page));
  await expect(page.getByRole('form', { name: 'Host sign-in' })).toBeVisible();
  await expect(page.getByTestId('status')).toHaveText(/session ended/);

  await signInOnHost(page);
  await expect(page.getByTestId('status')).toHaveText(/^Mounted with/);
  // The iframe holds a new document: read that one, not through the locator of the one before.
  await expect.poll(() => shellFrameUrl(page)?.pathname).toBe('/profile');
  const signedInAgain = shellFrame(page);
  if (signedInAgain === undefined) throw new Error('the shell left the iframe');
  await expect(signedInAgain.getByRole('tab', { name: 'Change password' })).toBeVisible();
  // The token went through the address only to sign in: it is not left there.
  expect(shellFrameUrl(page)?.searchParams.has('token')).toBe(false);
});
