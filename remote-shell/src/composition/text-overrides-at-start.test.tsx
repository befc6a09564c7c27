import { act, within } from '@testing-library/react';
import { envelope, stubFetch } from '../test/fetch-stub';
import { TEST_API } from '../test/render-with-providers';
import { mountTargetPerTest } from '../test/mount-target';
import { mountShell } from './mount-shell';

const target = mountTargetPerTest();

function mount() {
  act(() => {
    target.unmount = mountShell(
      { container: target.container, basename: '/', apiBase: TEST_API, embed: 'standalone' },
      { host: { reload: jest.fn(), postToParent: jest.fn() }, language: 'zh' },
    );
  });
  return within(target.container);
}

describe('text overrides at start', () => {
  it('shows the texts administrators overrode, on the login page before any sign-in', async () => {
    const seen = stubFetch((request) =>
      request.url.pathname.endsWith('/api/system/Language/ShellOverrides')
        ? envelope(200, [{ key: 'auth.accountTab', language: 'zh', text: '用账号登录' }])
        : envelope(200, null),
    );
    const shell = mount();
    expect(await shell.findByRole('tab', { name: '用账号登录' })).toBeInTheDocument();
    const read = seen.find((request) => request.url.pathname.endsWith('/ShellOverrides'));
    expect(read?.headers.get('Authorization')).toBeNull();
  });

  it('keeps the shipped texts, silently, when the overrides cannot be read', async () => {
    stubFetch(() => envelope(500, null, '服务器错误'));
    const shell = mount();
    expect(await shell.findByRole('tab', { name: '账号登录' })).toBeInTheDocument();
    expect(shell.queryByRole('alert')).not.toBeInTheDocument();
  });
});
