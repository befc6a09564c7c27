import { act, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OAUTH } from '@mepm/contract/paths';
import type { EmbedKind } from '../kernel/mount-options';
import { envelope, stubFetch } from '../test/fetch-stub';
import { currentUser } from '../test/fixtures';
import { TEST_API } from '../test/render-with-providers';
import { mountShell } from './mount-shell';
import { mountTargetPerTest } from '../test/mount-target';

const target = mountTargetPerTest();

function mountSignedIn(embed: EmbedKind) {
  const seen = stubFetch((request) =>
    request.url.pathname === OAUTH.logout ? envelope(200) : envelope(200, currentUser()),
  );
  const host = { reload: jest.fn(), postToParent: jest.fn() };
  act(() => {
    target.unmount = mountShell(
      {
        container: target.container,
        basename: '/',
        apiBase: TEST_API,
        embed,
        token: 'host-token',
        hostOrigin: embed === 'standalone' ? undefined : 'https://portal.example',
      },
      { host, language: 'zh' },
    );
  });
  return { host, seen, shell: within(target.container) };
}

async function logOut(shell: ReturnType<typeof within>) {
  const user = userEvent.setup();
  await user.click(await shell.findByRole('button', { name: /用户菜单/ }));
  await user.click(await shell.findByRole('menuitem', { name: '退出登录' }));
  await user.click(shell.getByRole('button', { name: '确定' }));
}

describe('logging out', () => {
  it.each<EmbedKind>(['qiankun', 'federation', 'iframe'])(
    'embedded via %s: tells the host and shows no login form of its own',
    async (embed) => {
      const { host, seen, shell } = mountSignedIn(embed);
      expect(await shell.findByRole('heading', { name: '欢迎，管理员' })).toBeInTheDocument();
      await logOut(shell);

      expect(await shell.findByRole('status')).toHaveTextContent('您已退出登录');
      expect(seen.some((request) => request.url.pathname === OAUTH.logout)).toBe(true);
      expect(host.postToParent).toHaveBeenCalledWith(
        { type: 'shell:logout' },
        'https://portal.example',
      );
      expect(shell.queryByRole('tab', { name: '账号登录' })).not.toBeInTheDocument();
      expect(shell.queryByRole('textbox')).not.toBeInTheDocument();
      expect(window.location.pathname).toBe('/home');
    },
  );

  it('standalone: goes to its own login form and posts nothing', async () => {
    const { host, shell } = mountSignedIn('standalone');
    expect(await shell.findByRole('heading', { name: '欢迎，管理员' })).toBeInTheDocument();
    await logOut(shell);

    expect(await shell.findByRole('tab', { name: '账号登录' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(host.postToParent).not.toHaveBeenCalled();
  });
});
