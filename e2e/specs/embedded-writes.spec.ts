import { expect, test } from '@playwright/test';
import { signInByApi } from '../support/api';
import { openUserMenuItem } from '../support/frame';
import {
  expectNothingLeftOfShell,
  openHostAndSignIn,
  type EmbedMode,
  type QiankunSettings,
} from '../support/host';
import { createRoleByApi, editAndDeleteRoleInShell } from '../support/roles';
import { expectSignedInHome } from '../support/shell';

/**
 * The host demo runs on another origin than the shell and its API, so every write below is a
 * cross-origin PUT or DELETE that the browser preflights. Each host setting the shell supports is
 * driven through a whole visit: mount signed in by token, a menu, an edit dialog, a confirmation,
 * unmount.
 */
const HOSTS: { name: string; mode: EmbedMode; qiankun?: QiankunSettings }[] = [
  { name: 'qiankun, default sandbox', mode: 'qiankun', qiankun: { sandbox: 'default' } },
  { name: 'qiankun, sandbox: { loose: true }', mode: 'qiankun', qiankun: { sandbox: 'loose' } },
  { name: 'qiankun, experimentalStyleIsolation', mode: 'qiankun', qiankun: { sandbox: 'scoped' } },
  { name: 'qiankun, strictStyleIsolation', mode: 'qiankun', qiankun: { sandbox: 'shadow' } },
  { name: 'qiankun, sandbox: false', mode: 'qiankun', qiankun: { sandbox: 'none' } },
  { name: 'Module Federation', mode: 'federation' },
];

let token = '';
test.beforeAll(async () => {
  token = await signInByApi();
});

for (const host of HOSTS) {
  test(`embedded through ${host.name}: a role is edited and deleted on the server, and unmount leaves nothing`, async ({
    page,
  }) => {
    const role = await createRoleByApi(token);
    await openHostAndSignIn(page, host.mode, host.qiankun);
    // qiankun and Module Federation both render the shell into the host's container.
    const shell = page.getByTestId('shell-container');
    await expectSignedInHome(shell);

    await editAndDeleteRoleInShell(shell, token, role);
    // A menu renders inside the container too (inside the shadow root under strict isolation).
    await openUserMenuItem(shell, 'Profile');
    await expect(shell.getByRole('tab', { name: 'Change password' })).toBeVisible();

    await page.getByRole('button', { name: 'Unmount' }).click();
    await expect(page.getByTestId('status')).toHaveText('Unmounted.');
    await expectNothingLeftOfShell(page);
  });
}
