import { expect, test } from '@playwright/test';
import { openHostAndSignIn, shellScope, signInOnHost, type EmbedMode } from '../support/host';
import { expectSignedInHome } from '../support/shell';

const MODES: EmbedMode[] = ['qiankun', 'federation', 'iframe'];

for (const mode of MODES) {
  test(`embedded through ${mode}, logging out hands sign-in back to the host`, async ({ page }) => {
    await openHostAndSignIn(page, mode);
    const shell = shellScope(page, mode);
    await expectSignedInHome(shell);

    await shell.getByRole('button', { name: /^User menu/ }).click();
    await shell.getByRole('menuitem', { name: 'Log out' }).click();
    await shell.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

    await expect(page.getByTestId('status')).toHaveText(/^Signed out in the shell/);
    await expect(page.getByRole('form', { name: 'Host sign-in' })).toBeVisible();
    await expect(page.getByTestId('shell-container')).toBeEmpty();
    await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(1);

    await signInOnHost(page);
    await expectSignedInHome(shell);
  });
}
