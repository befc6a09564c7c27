import { act, screen, within } from '@testing-library/react';
import type { MenuEntry } from '@mepm/contract';
import { menuEntry } from '../../test/fixtures';
import { loadedSearchBox } from '../../test/header-search';
import { renderWithProviders } from '../../test/render-with-providers';
import { pageHostRoutes } from '../page-host/page-host-test-routes';
import { renderLayout } from '../render-layout';

function named(entry: MenuEntry, zhtw: string, en: string): MenuEntry {
  return { ...entry, names: { zhtw, en } };
}

/** A folder and a page named in every language, and a page named only in zh. */
function namedMenu(): MenuEntry[] {
  return [
    named(
      menuEntry('system', '系统管理', [
        named(menuEntry('user', '用户管理'), '使用者管理', 'Users'),
      ]),
      '系統管理',
      'System',
    ),
    named(menuEntry('report', '报表中心'), '', ''),
  ];
}

async function chooseLanguage(user: ReturnType<typeof renderLayout>['user'], name: string) {
  await user.click(screen.getByRole('button', { name: /切换语言|切換語言|Change language/ }));
  await user.click(await screen.findByRole('menuitem', { name }));
}

describe('menu names in the language shown', () => {
  it('names the side menu in the chosen language at once, the zh name where it has none', async () => {
    const { user } = renderLayout({ menuList: namedMenu(), path: '/user' });
    const zhMenu = screen.getByRole('navigation', { name: '侧边菜单' });
    expect(within(zhMenu).getByRole('link', { name: '用户管理' })).toBeInTheDocument();

    await chooseLanguage(user, 'English');
    const enMenu = await screen.findByRole('navigation', { name: 'Side menu' });
    expect(within(enMenu).getByRole('button', { name: 'System' })).toBeInTheDocument();
    expect(within(enMenu).getByRole('link', { name: 'Users' })).toBeInTheDocument();
    expect(within(enMenu).getByRole('link', { name: '报表中心' })).toBeInTheDocument();
    expect(within(enMenu).queryByText('用户管理')).not.toBeInTheDocument();

    await chooseLanguage(user, '繁體中文');
    const zhtwMenu = await screen.findByRole('navigation', { name: '側邊選單' });
    expect(within(zhtwMenu).getByRole('button', { name: '系統管理' })).toBeInTheDocument();
    expect(within(zhtwMenu).getByRole('link', { name: '使用者管理' })).toBeInTheDocument();
  });

  it('finds entries in the header search by their name in the language shown', async () => {
    const { user } = renderLayout({ menuList: namedMenu(), language: 'en' });
    await user.type(await loadedSearchBox('Search menus'), 'Users');
    expect(await screen.findByRole('option', { name: /Users/ })).toBeInTheDocument();
  });

  it('renames open tabs of menu pages when the language changes', async () => {
    const titles = { zh: '用户管理', zhtw: '使用者管理', en: 'Users' };
    const rendered = renderWithProviders(null, {
      routes: pageHostRoutes([
        {
          path: '/user',
          element: <p>users</p>,
          handle: { meta: { name: 'user', title: titles.zh, titles } },
        },
      ]),
      path: '/user',
    });
    const tabs = () => within(screen.getByRole('navigation', { name: /已打开的页面|Open pages/ }));
    expect(tabs().getByRole('link', { name: '用户管理' })).toBeInTheDocument();
    await act(() => rendered.runtime.i18n.changeLanguage('en'));
    expect(tabs().getByRole('link', { name: 'Users' })).toBeInTheDocument();
    expect(tabs().getByRole('link', { name: 'Home' })).toBeInTheDocument();
  });
});
