import { screen } from '@testing-library/react';
import { SETTINGS_PREFIX } from '../../kernel/client-settings';
import { loadedSearchBox } from '../../test/header-search';
import { renderLayout } from '../render-layout';

const NAME = '搜索菜单';

describe('header search', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'requestIdleCallback');
    Reflect.deleteProperty(window, 'cancelIdleCallback');
  });

  it('finds a page by its title, shows its path and opens it on Enter', async () => {
    const { user, router } = renderLayout();
    await user.type(await loadedSearchBox(NAME), '用户');

    const option = await screen.findByRole('option', { name: /用户管理/ });
    expect(option).toHaveTextContent('/user');
    // Directories have nothing to open and are left out.
    expect(screen.queryByRole('option', { name: /系统管理/ })).not.toBeInTheDocument();

    await user.keyboard('{ArrowDown}{Enter}');
    expect(router.state.location.pathname).toBe('/user');
  });

  it('opens a result on click', async () => {
    const { user, router } = renderLayout();
    await user.type(await loadedSearchBox(NAME), '报表');
    await user.click(await screen.findByRole('option', { name: /报表中心/ }));
    expect(router.state.location.pathname).toBe('/report');
  });

  it('loads when the user reaches it before the page settled, keeping what they typed', async () => {
    // The browser never finds a quiet moment: only the user's focus loads the search.
    window.requestIdleCallback = () => 0;
    window.cancelIdleCallback = () => undefined;
    const { user } = renderLayout();
    const standIn = screen.getByRole('combobox', { name: NAME });
    expect(standIn).not.toHaveAttribute('aria-autocomplete');

    await user.type(standIn, '报表');
    const box = await loadedSearchBox(NAME);
    expect(box).toHaveFocus();
    expect(box).toHaveValue('报表');
    expect(await screen.findByRole('option', { name: /报表中心/ })).toBeInTheDocument();
  });

  it('is hidden when the settings turn the search box off', () => {
    window.localStorage.setItem(`${SETTINGS_PREFIX}showSearch`, 'false');
    renderLayout();
    expect(screen.queryByRole('combobox', { name: NAME })).not.toBeInTheDocument();
  });
});
