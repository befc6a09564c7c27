import { screen, waitFor } from '@testing-library/react';
import { OAUTH } from '@mepm/contract/paths';
import { envelope, stubFetch } from '../../test/fetch-stub';
import { currentUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import type { ShellMountOptions } from '../../kernel/mount-options';
import { initialSessionState } from '../../kernel/session-slice';
import { LOCK_KEY } from '../../kernel/lock';
import { PROJECT_HOME_KEY, SHOW_MODULE_KEY } from '../../kernel/project-home';
import { shellRoutes } from './shell-routes';

function renderAt(path: string, token: string | null, options: Partial<ShellMountOptions> = {}) {
  return renderWithProviders(null, {
    routes: shellRoutes,
    path,
    options,
    preloadedState: { session: { ...initialSessionState, token } },
  });
}

const notFoundHeading = { name: '抱歉，您访问的页面不存在' };

describe('guard rules', () => {
  it('1: with a token and a locked screen, pages go to the lock screen', async () => {
    window.localStorage.setItem(LOCK_KEY, '1');
    stubFetch(() => envelope(200, currentUser()));
    const { router } = renderAt('/home', 'tok');
    expect(await screen.findByRole('heading', { name: '屏幕已锁定' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/lockScreen');
  });

  it('1: without a token the lock does not apply: the login page', async () => {
    window.localStorage.setItem(LOCK_KEY, '1');
    const { router } = renderAt('/home', null);
    expect(await screen.findByRole('tab', { name: '账号登录' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('2: with a token, /login goes on to the home page', async () => {
    stubFetch(() => envelope(200, currentUser()));
    const { router } = renderAt('/login', 'tok');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('3: with a token and no menus, loads the user and builds the menu routes', async () => {
    const seen = stubFetch(() => envelope(200, currentUser()));
    const { router, store } = renderAt('/hse', 'tok');
    // The entry's page is not built yet: the 404 page, at the entry's own path.
    expect(await screen.findByRole('heading', notFoundHeading)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/hse');
    expect(seen.map((request) => request.url.pathname)).toContain('/api/oauth/CurrentUser');
    expect(store.getState().tabs.visitedViews.map((view) => view.title)).toContain('安全管理');
  });

  it('4: an empty menu stops with the no-permission message', async () => {
    stubFetch(() => envelope(200, currentUser({ menuList: [] })));
    renderAt('/home', 'tok');
    expect(await screen.findByRole('alert')).toHaveTextContent('您没有菜单权限');
  });

  it('5: after loading, goes to the stored project home path', async () => {
    window.sessionStorage.setItem(PROJECT_HOME_KEY, '/dashboard');
    stubFetch(() => envelope(200, currentUser()));
    const { router } = renderAt('/home', 'tok');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('5: also when the user was loaded before the guard rendered (the mount asks early)', async () => {
    window.sessionStorage.setItem(PROJECT_HOME_KEY, '/dashboard');
    const seen = stubFetch(() => envelope(200, currentUser()));
    const { userInfo, menuList, permissionList } = currentUser();
    const { router, store } = renderWithProviders(null, {
      routes: shellRoutes,
      path: '/home',
      preloadedState: {
        session: {
          ...initialSessionState,
          token: 'tok',
          userInfo: userInfo ?? null,
          menuList: menuList ?? [],
          permissionList: permissionList ?? [],
          landingPending: true,
        },
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(store.getState().session.landingPending).toBe(false);
    // The user was not asked for again (the portal's widgets ask for their own figures).
    expect(seen.filter((request) => request.url.pathname === OAUTH.currentUser)).toHaveLength(0);
  });

  it('5: embedded with a route of its own, the stored home is cleared and the route kept', async () => {
    window.sessionStorage.setItem(PROJECT_HOME_KEY, '/dashboard');
    stubFetch(() => envelope(200, currentUser()));
    const { router } = renderAt('/hse', 'tok', { embed: 'iframe' });
    expect(await screen.findByRole('heading', notFoundHeading)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/hse');
    expect(window.sessionStorage.getItem(PROJECT_HOME_KEY)).toBeNull();
  });

  it('narrows the menu to the stored project_show_module when the host names none', async () => {
    window.sessionStorage.setItem(SHOW_MODULE_KEY, 'hse');
    stubFetch(() => envelope(200, currentUser()));
    const { store } = renderAt('/home', 'tok');
    await waitFor(() => expect(store.getState().session.menuList).not.toBeNull());
    expect(store.getState().session.menuList?.map((entry) => entry.enCode)).toEqual(['hse']);
  });

  it('6: a refused load resets the token and goes to the login page with the path', async () => {
    stubFetch(() => envelope(401, null, '未授权'));
    const { router, store } = renderAt('/hse', 'tok');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fhse');
    expect(store.getState().session.token).toBeNull();
  });

  it('7: without a token, a page goes to the login page with the path to return to', async () => {
    const { router } = renderAt('/dashboard', null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fdashboard');
  });
});
