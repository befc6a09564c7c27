import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../support/env';
import {
  expectNothingLeftOfShell,
  openHostAndSignIn,
  shellScope,
  type QiankunSandbox,
} from '../support/host';
import { expectSignedInHome } from '../support/shell';

/** Globals the shell's scripts create; a sandbox should keep them off the host's window. */
const SHELL_GLOBALS = [
  'mepmRemoteShell',
  'webpackChunkmepm_remote_shell',
  '__GLOBAL_LOADING_REMOTE_ENTRY__',
  '__FEDERATION__',
  '__VMOK__',
];

/**
 * What stays on the host's window once the shell has left. The default sandbox keeps the shell's
 * globals in its own fake window, except the two the Module Federation runtime deliberately
 * mirrors onto the real window (`document.defaultView`) so that federated apps can share modules.
 * The loose sandbox writes them through to the real window and takes them off again.
 */
const LEFT_ON_WINDOW: Record<'default' | 'loose', string[]> = {
  default: ['__FEDERATION__', '__VMOK__'],
  loose: [],
};

function shellGlobalsOnWindow(page: Page): Promise<string[]> {
  return page.evaluate((names) => names.filter((name) => name in window), SHELL_GLOBALS);
}

for (const sandbox of ['default', 'loose'] as const satisfies QiankunSandbox[]) {
  test(`a route-based qiankun host (${sandbox} sandbox) opens a deep link, unmounts the shell when it navigates away and restores it on Back`, async ({
    page,
  }) => {
    await openHostAndSignIn(page, 'qiankun', { sandbox, loader: 'routes' });
    const shell = shellScope(page, 'qiankun');
    await expectSignedInHome(shell);

    // A deep link, loaded afresh: the host activates the app by the address, the shell's router
    // opens the page under the basename.
    await page.goto(`${E2E.hostOrigin}/host-demo/shell/permission/role`);
    const roles = shell.getByRole('table', { name: 'Roles' });
    await expect(roles.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByTestId('status')).toHaveText(
      /^Mounted with qiankun .*registerMicroApps/,
    );

    // The host navigates to a page of its own: qiankun unmounts the shell.
    await page
      .getByRole('navigation', { name: 'Host pages' })
      .getByRole('link', { name: 'Host home' })
      .click();
    await expect(page).toHaveURL(/\/host-demo\/(\?.*)?$/);
    await expect(page.getByTestId('status')).toHaveText('Unmounted.');
    await expectNothingLeftOfShell(page);
    expect(await shellGlobalsOnWindow(page)).toEqual(LEFT_ON_WINDOW[sandbox]);

    // Back in the browser: qiankun mounts the shell again on the page it left, which loads its data.
    await page.goBack();
    await expect(page).toHaveURL(/\/host-demo\/shell\/permission\/role$/);
    await expect(roles.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByTestId('status')).toHaveText(/^Mounted with/);
  });
}
