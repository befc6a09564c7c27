import { screen, waitFor, within } from '@testing-library/react';
import { envelope, stubFetch } from '../../test/fetch-stub';
import { currentUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { shellRoutes } from '../../composition/routes';
import { initialSessionState } from '../../kernel/session-slice';
import { figures, pathsOf, renderHomeAt, shortcuts } from './home-test-kit';

// ECharts draws on a canvas, which jsdom lacks; the chart's words are what these tests read.
jest.mock('./widgets/SignInChart', () => ({
  __esModule: true,
  default: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const region = (name: string | RegExp) => screen.findByRole('region', { name });

afterEach(() => jest.restoreAllMocks());

describe('HomePage', () => {
  it('greets the user and shows the sign-in before this session', async () => {
    const at = new Date(2026, 0, 14, 9, 30, 5).getTime();
    renderHomeAt(shellRoutes, '/home', { prevLoginTime: at });
    const welcome = await region('欢迎，管理员');
    expect(welcome).toHaveTextContent('上次登录');
    expect(welcome).toHaveTextContent('2026-01-14 09:30:05，本地局域网（10.0.0.8）');
  });

  it('says so on a first sign-in', async () => {
    renderHomeAt(shellRoutes, '/home', { prevLoginTime: null }, 'en');
    expect(await region('Welcome, 管理员')).toHaveTextContent('This is your first sign-in');
  });

  it('shows an administrator the server’s figures and the sign-in trend', async () => {
    const { seen } = renderHomeAt(shellRoutes, '/home', { figures: figures() });
    const overview = await region('系统概况');
    const figure = async (name: string) =>
      (await within(overview).findByText(name)).closest('[data-figure]');
    expect(await figure('用户总数')).toHaveTextContent('27');
    expect(await figure('已启用')).toHaveTextContent('25');
    expect(await figure('已禁用')).toHaveTextContent('2');
    expect(await figure('当前在线')).toHaveTextContent('4');
    expect(await figure('今日登录')).toHaveTextContent('3');
    const chartRegion = await region('近 14 天登录趋势');
    expect(
      await within(chartRegion).findByRole('img', { name: '近 14 天共 10 次登录，今日 3 次' }),
    ).toBeInTheDocument();
    expect(pathsOf(seen).filter((path) => path === 'GET /api/home/Figures')).toHaveLength(1);
  });

  it('keeps the page usable when one widget cannot show its answer', async () => {
    // An answer of another shape (an older server, a proxy's page) breaks that widget alone.
    const broken = { users: null } as unknown as ReturnType<typeof figures>;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderHomeAt(shellRoutes, '/home', { figures: broken });
    expect(await region('欢迎，管理员')).toBeInTheDocument();
    expect(await region('快捷入口')).toBeInTheDocument();
    expect(await screen.findAllByText('加载失败')).not.toHaveLength(0);
    expect(screen.queryByRole('region', { name: '系统概况' })).not.toBeInTheDocument();
  });

  it('never asks for the figures for a user who is no administrator', async () => {
    const { seen } = renderHomeAt(shellRoutes, '/home', { administrator: false });
    expect(await region('快捷入口')).toBeInTheDocument();
    await waitFor(() => expect(pathsOf(seen)).toContain('GET /api/home/Shortcuts'));
    expect(screen.queryByRole('region', { name: '系统概况' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /登录趋势/ })).not.toBeInTheDocument();
    expect(pathsOf(seen)).not.toContain('GET /api/home/Figures');
  });

  it('lists shortcuts, recent and most-used pages of the user’s menu, in the server’s order', async () => {
    const { user } = renderHomeAt(shellRoutes, '/home', {
      shortcuts: shortcuts({
        shortcuts: ['system.online', 'system.user', 'gone'],
        recent: ['system.role', 'system.user'],
        frequent: ['system.user', 'system.role'],
      }),
    });
    const pinned = within(await region('快捷入口'));
    const links = await pinned.findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['在线用户', '用户管理']);
    expect(links[0]).toHaveAttribute('href', '/system.online');

    const visited = within(await region('访问记录'));
    const recent = await visited.findAllByRole('link');
    expect(recent.map((link) => link.textContent)).toEqual(['角色管理', '用户管理']);
    await user.click(visited.getByRole('tab', { name: '最常访问' }));
    expect(visited.getAllByRole('link').map((link) => link.textContent)).toEqual([
      '用户管理',
      '角色管理',
    ]);
  });

  it('names the pages in the language shown', async () => {
    renderHomeAt(
      shellRoutes,
      '/home',
      { shortcuts: shortcuts({ shortcuts: ['system.online'], recent: ['system.role'] }) },
      'en',
    );
    const pinned = within(await region('Shortcuts'));
    expect((await pinned.findAllByRole('link')).map((link) => link.textContent)).toEqual([
      'Online users',
    ]);
    const visited = within(await region('Visited pages'));
    expect((await visited.findAllByRole('link')).map((link) => link.textContent)).toEqual([
      'Roles',
    ]);
  });

  it('edits the shortcuts from the user’s own pages and saves the whole ordered list', async () => {
    const { user, seen } = renderHomeAt(shellRoutes, '/home', {
      shortcuts: shortcuts({ shortcuts: ['system.user'] }),
    });
    const pinned = await region('快捷入口');
    expect(await within(pinned).findByRole('link', { name: '用户管理' })).toBeInTheDocument();
    await user.click(within(pinned).getByRole('button', { name: '编辑快捷入口' }));

    const dialog = await screen.findByRole('dialog', { name: '编辑快捷入口' });
    const mine = within(within(dialog).getByRole('list', { name: '我的菜单' }));
    // Only pages: the directory is no shortcut.
    expect(mine.getAllByRole('checkbox')).toHaveLength(3);
    expect(mine.getByRole('checkbox', { name: '用户管理' })).toBeChecked();
    await user.click(mine.getByRole('checkbox', { name: '在线用户' }));
    await user.click(within(dialog).getByRole('button', { name: '上移 在线用户' }));
    expect(within(dialog).getByText('已选 2/12')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = seen.find((request) => request.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/home/Shortcuts');
    expect(JSON.parse(put?.body ?? '')).toEqual({ menuIds: ['system.online', 'system.user'] });
    await waitFor(() =>
      expect(
        within(pinned)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['在线用户', '用户管理']),
    );
    expect(await screen.findByText('快捷入口已保存')).toBeInTheDocument();
  });

  it('removes a shortcut and searches the menu in the editor', async () => {
    const { user, seen } = renderHomeAt(
      shellRoutes,
      '/home',
      { shortcuts: shortcuts({ shortcuts: ['system.user', 'system.role'] }) },
      'en',
    );
    const pinned = await region('Shortcuts');
    await within(pinned).findAllByRole('link');
    await user.click(within(pinned).getByRole('button', { name: 'Edit shortcuts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit shortcuts' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Search the menu' }), 'Rol');
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Remove Users' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = seen.find((request) => request.method === 'PUT');
    expect(JSON.parse(put?.body ?? '')).toEqual({ menuIds: ['system.role'] });
  });
});

describe('HomePage inside the layout', () => {
  it('logs out from the user menu after confirmation and goes to the login page', async () => {
    const seen = stubFetch(({ url }) =>
      url.pathname === '/api/oauth/Logout'
        ? envelope(200, null)
        : url.pathname.startsWith('/api/home/')
          ? envelope(200, url.pathname.endsWith('Shortcuts') ? shortcuts() : figures())
          : envelope(200, currentUser()),
    );
    const { user, router, store } = renderWithProviders(null, {
      routes: shellRoutes,
      path: '/home',
      preloadedState: { session: { ...initialSessionState, token: 'tok' } },
    });
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
});
