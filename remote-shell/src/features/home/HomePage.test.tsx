import { screen, waitFor, within } from '@testing-library/react';
import { initialSessionState } from '../../kernel/session-slice';
import { shellRoutes } from '../../composition/routes';
import { envelope, stubFetch } from '../../test/fetch-stub';
import { currentUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';

function renderHome() {
  return renderWithProviders(null, {
    routes: shellRoutes,
    path: '/home',
    preloadedState: { session: { ...initialSessionState, token: 'tok' } },
  });
}

describe('HomePage inside the layout', () => {
  it('shows the user name and the nested menu', async () => {
    stubFetch(() => envelope(200, currentUser()));
    renderHome();
    expect(await screen.findByRole('heading', { name: '欢迎，管理员' })).toBeInTheDocument();
    const menu = screen.getByRole('list', { name: '菜单' });
    const system = within(menu).getByText('系统管理').closest('li');
    expect(system).toHaveTextContent('用户管理');
  });

  it('logs out from the user menu after confirmation and goes to the login page', async () => {
    const seen = stubFetch(({ url }) =>
      url.pathname === '/api/oauth/Logout' ? envelope(200, null) : envelope(200, currentUser()),
    );
    const { user, router, store } = renderHome();
    await user.click(await screen.findByRole('button', { name: /^用户菜单/ }));
    await user.click(screen.getByRole('menuitem', { name: '退出登录' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('确定注销并退出系统吗?');

    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('');
    expect(store.getState().session.token).toBeNull();
    expect(seen.map((request) => request.url.pathname)).toContain('/api/oauth/Logout');
  });

  it('stays signed in when the confirmation is cancelled', async () => {
    const seen = stubFetch(() => envelope(200, currentUser()));
    const { user, store } = renderHome();
    await user.click(await screen.findByRole('button', { name: /^用户菜单/ }));
    await user.click(screen.getByRole('menuitem', { name: '退出登录' }));
    await user.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().session.token).toBe('tok');
    expect(seen.map((request) => request.url.pathname)).not.toContain('/api/oauth/Logout');
  });
});
