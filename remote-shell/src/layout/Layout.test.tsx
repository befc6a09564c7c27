import { act, screen, within } from '@testing-library/react';
import { SETTINGS_PREFIX } from '../kernel/client-settings';
import { settingChanged } from '../kernel/settings';
import { mockViewport, renderLayout } from './render-layout';

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('Layout', () => {
  it('classic: a full side menu, the top bar and the page', async () => {
    renderLayout();
    const sideMenu = screen.getByRole('navigation', { name: '侧边菜单' });
    expect(within(sideMenu).getByRole('button', { name: '系统管理' })).toBeInTheDocument();
    expect(within(sideMenu).getByText('报表中心')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '收起菜单' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '搜索菜单' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '系统设置' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '顶部菜单' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Page /home' })).toBeInTheDocument();
  });

  it('functional: the menu moves into the top bar, with no side menu', () => {
    window.localStorage.setItem(`${SETTINGS_PREFIX}layoutType`, 'functional');
    renderLayout();
    expect(screen.getByRole('navigation', { name: '顶部菜单' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '侧边菜单' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '收起菜单' })).not.toBeInTheDocument();
  });

  it('plain: an icon-only side menu whose entries are named by their titles, no collapse toggle', () => {
    window.localStorage.setItem(`${SETTINGS_PREFIX}layoutType`, 'plain');
    renderLayout();
    const sideMenu = screen.getByRole('navigation', { name: '侧边菜单' });
    const report = within(sideMenu).getByRole('link', { name: '报表中心' });
    expect(report).not.toHaveTextContent('报表中心');
    expect(screen.queryByRole('button', { name: '收起菜单' })).not.toBeInTheDocument();
  });

  it('follows a layout change at once', () => {
    const { store } = renderLayout();
    expect(screen.queryByRole('navigation', { name: '顶部菜单' })).not.toBeInTheDocument();
    act(() => {
      store.dispatch(settingChanged('layoutType', 'functional'));
    });
    expect(screen.getByRole('navigation', { name: '顶部菜单' })).toBeInTheDocument();
  });

  it('collapses the side menu to icons and stores 0, then 1 when opened again', async () => {
    const { user } = renderLayout();
    await user.click(screen.getByRole('button', { name: '收起菜单' }));
    expect(window.localStorage.getItem(`${SETTINGS_PREFIX}sidebarStatus`)).toBe('0');
    const sideMenu = screen.getByRole('navigation', { name: '侧边菜单' });
    expect(within(sideMenu).getByRole('link', { name: '报表中心' })).not.toHaveTextContent(
      '报表中心',
    );

    await user.click(screen.getByRole('button', { name: '展开菜单' }));
    expect(window.localStorage.getItem(`${SETTINGS_PREFIX}sidebarStatus`)).toBe('1');
  });

  it('on mobile, the side menu is a drawer that closes after navigating', async () => {
    mockViewport(true);
    const { user, router } = renderLayout();
    expect(screen.queryByRole('navigation', { name: '侧边菜单' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '展开菜单' }));
    const sideMenu = await screen.findByRole('navigation', { name: '侧边菜单' });
    await user.click(within(sideMenu).getByRole('link', { name: '报表中心' }));

    expect(router.state.location.pathname).toBe('/report');
    expect(await screen.findByRole('heading', { name: 'Page /report' })).toBeInTheDocument();
    await screen.findByRole('button', { name: '展开菜单' });
    expect(screen.queryByRole('navigation', { name: '侧边菜单' })).not.toBeInTheDocument();
  });
});
