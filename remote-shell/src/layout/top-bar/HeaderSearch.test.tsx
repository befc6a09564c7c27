import { screen } from '@testing-library/react';
import { SETTINGS_PREFIX } from '../../kernel/client-settings';
import { renderLayout } from '../render-layout';

describe('header search', () => {
  it('finds a page by its title, shows its path and opens it on Enter', async () => {
    const { user, router } = renderLayout();
    await user.type(screen.getByRole('combobox', { name: '搜索菜单' }), '用户');

    const option = await screen.findByRole('option', { name: /用户管理/ });
    expect(option).toHaveTextContent('/user');
    // Directories have nothing to open and are left out.
    expect(screen.queryByRole('option', { name: /系统管理/ })).not.toBeInTheDocument();

    await user.keyboard('{ArrowDown}{Enter}');
    expect(router.state.location.pathname).toBe('/user');
  });

  it('opens a result on click', async () => {
    const { user, router } = renderLayout();
    await user.type(screen.getByRole('combobox', { name: '搜索菜单' }), '报表');
    await user.click(await screen.findByRole('option', { name: /报表中心/ }));
    expect(router.state.location.pathname).toBe('/report');
  });

  it('is hidden when the settings turn the search box off', () => {
    window.localStorage.setItem(`${SETTINGS_PREFIX}showSearch`, 'false');
    renderLayout();
    expect(screen.queryByRole('combobox', { name: '搜索菜单' })).not.toBeInTheDocument();
  });
});
