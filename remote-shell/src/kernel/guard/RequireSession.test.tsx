import { screen, waitFor } from '@testing-library/react';
import { initialSessionState } from '../session-slice';
import { shellRoutes } from '../../composition/routes';
import { envelope, stubFetch } from '../../test/fetch-stub';
import { currentUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import type { ShellMountOptions } from '../mount-options';

function renderAt(path: string, token: string | null, options: Partial<ShellMountOptions> = {}) {
  return renderWithProviders(null, {
    routes: shellRoutes,
    path,
    options,
    preloadedState: { session: { ...initialSessionState, token } },
  });
}

describe('navigation guard', () => {
  it('sends a visitor without a token to the login page with the path to return to', async () => {
    const { router } = renderAt('/home?tab=1', null);
    expect(await screen.findByRole('tab', { name: '账号登录' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/home?tab=1')}`);
  });

  it('sends unknown paths to the hidden 404 page', async () => {
    stubFetch(() => envelope(200, currentUser()));
    const { router } = renderAt('/nowhere', 'tok');
    expect(
      await screen.findByRole('heading', { name: '抱歉，您访问的页面不存在' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('leaves the login page for the redirect when a token exists, ignoring foreign targets', async () => {
    stubFetch(() => envelope(200, currentUser()));
    const { router } = renderAt(`/login?redirect=${encodeURIComponent('//evil.example/x')}`, 'tok');
    await screen.findByRole('heading', { name: '欢迎，管理员' });
    expect(router.state.location.pathname).toBe('/home');
  });

  it('loads the user with the token and shows the narrowed menu tree', async () => {
    stubFetch(() => envelope(200, currentUser()));
    const { store } = renderAt('/home', 'tok', { moduleName: 'exclude-hse-material-card' });
    const menu = await screen.findByRole('navigation', { name: '侧边菜单' });
    expect(menu).toHaveTextContent('系统管理');
    expect(menu).not.toHaveTextContent('安全管理');
    expect(store.getState().session.feedbackEmail).toBeNull();
  });

  it('keeps the feedback address the server sends with the user', async () => {
    stubFetch(() => envelope(200, currentUser({ feedbackEmail: 'feedback@example.com' })));
    const { store } = renderAt('/home', 'tok');
    await screen.findByRole('navigation', { name: '侧边菜单' });
    expect(store.getState().session.feedbackEmail).toBe('feedback@example.com');
  });

  it('stops with the no-permission message when the menu is empty', async () => {
    stubFetch(() => envelope(200, currentUser({ menuList: [] })));
    renderAt('/home', 'tok');
    expect(await screen.findByRole('alert')).toHaveTextContent('您没有菜单权限');
    expect(screen.getByRole('status')).toHaveTextContent('您的权限不足，请联系管理员');
    expect(screen.queryByRole('heading', { name: /欢迎/ })).not.toBeInTheDocument();
  });

  it('treats a missing user as a failed sign-in: message, token reset, login page', async () => {
    stubFetch(() => envelope(200, { menuList: [], userInfo: null, permissionList: [] }));
    const { router, store } = renderAt('/home', 'tok');
    expect(await screen.findByRole('alert')).toHaveTextContent('验证失败，请重新登录。');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fhome');
    expect(store.getState().session.token).toBeNull();
  });

  it('when embedded, a refused token (401) tells the host instead of showing the login page', async () => {
    stubFetch(() => envelope(401, null, '未授权'));
    const { router, host, store } = renderAt('/home', 'tok', {
      embed: 'federation',
      hostOrigin: 'https://portal.example',
    });
    expect(await screen.findByRole('status')).toHaveTextContent('登录已失效，请重新登录');
    expect(screen.getByRole('alert')).toHaveTextContent('未授权');
    expect(router.state.location.pathname).toBe('/home');
    expect(store.getState().session.token).toBeNull();
    expect(host.postToParent).toHaveBeenCalledWith(
      { type: 'shell:login-required', redirect: '/home' },
      'https://portal.example',
    );
  });
});
