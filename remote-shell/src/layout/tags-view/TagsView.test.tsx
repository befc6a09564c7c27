import { act, screen, within } from '@testing-library/react';
import { settingChanged } from '../../kernel/settings';
import { renderWithProviders } from '../../test/render-with-providers';
import { pageHostRoutes } from '../page-host/page-host-test-routes';

function tabs() {
  return within(screen.getByRole('navigation', { name: '已打开的页面' }));
}

function tabTitles(): string[] {
  return tabs()
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

async function openAB() {
  const rendered = renderWithProviders(null, { routes: pageHostRoutes(), path: '/a' });
  await act(() => rendered.router.navigate('/b'));
  return rendered;
}

describe('TagsView', () => {
  it('shows the pinned tabs from the start, without a close button, and marks the active tab', async () => {
    await openAB();
    expect(tabTitles()).toEqual(['首页', '门户', '页面A', '页面B']);
    expect(tabs().queryByRole('button', { name: '关闭 首页' })).not.toBeInTheDocument();
    expect(tabs().getByRole('button', { name: '关闭 页面A' })).toBeInTheDocument();
    expect(tabs().getByRole('link', { name: '页面B' })).toHaveAttribute('aria-current', 'page');
  });

  it('closes a tab with the middle button, but never a pinned one', async () => {
    const { user } = await openAB();
    await user.pointer({
      keys: '[MouseMiddle]',
      target: tabs().getByRole('link', { name: '页面A' }),
    });
    expect(tabTitles()).toEqual(['首页', '门户', '页面B']);
    await user.pointer({
      keys: '[MouseMiddle]',
      target: tabs().getByRole('link', { name: '首页' }),
    });
    expect(tabTitles()).toEqual(['首页', '门户', '页面B']);
  });

  it('closing the active tab goes to the last remaining tab', async () => {
    const { user, router } = await openAB();
    await user.click(tabs().getByRole('button', { name: '关闭 页面B' }));
    expect(router.state.location.pathname).toBe('/a');
  });

  it('"close others" keeps the chosen tab and the pinned ones, and shows the chosen tab', async () => {
    const { user, router } = await openAB();
    await user.pointer({
      keys: '[MouseRight]',
      target: tabs().getByRole('link', { name: '页面A' }),
    });
    await user.click(await screen.findByRole('menuitem', { name: '关闭其他' }));
    expect(tabTitles()).toEqual(['首页', '门户', '页面A']);
    expect(router.state.location.pathname).toBe('/a');
  });

  it('"close all" keeps the pinned tabs and leaves for the last of them', async () => {
    const { user, router } = await openAB();
    await user.pointer({
      keys: '[MouseRight]',
      target: tabs().getByRole('link', { name: '页面B' }),
    });
    await user.click(await screen.findByRole('menuitem', { name: '关闭所有' }));
    expect(tabTitles()).toEqual(['首页', '门户']);
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('offers no "close" for a pinned tab in the context menu', async () => {
    const { user } = await openAB();
    await user.pointer({
      keys: '[MouseRight]',
      target: tabs().getByRole('link', { name: '首页' }),
    });
    expect(await screen.findByRole('menuitem', { name: '关闭' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('scrolls the strip by most of its visible width with the prev/next buttons', async () => {
    const { user } = await openAB();
    const strip = tabs().getByRole('list');
    // jsdom has no layout: give the strip a visible width; scrollLeft itself is kept by jsdom.
    Object.defineProperty(strip, 'clientWidth', { configurable: true, value: 500 });

    await user.click(tabs().getByRole('button', { name: '向右滚动' }));
    expect(strip.scrollLeft).toBe(400);
    await user.click(tabs().getByRole('button', { name: '向右滚动' }));
    expect(strip.scrollLeft).toBe(800);
    await user.click(tabs().getByRole('button', { name: '向左滚动' }));
    expect(strip.scrollLeft).toBe(400);
  });

  it('draws a real icon before each title once tag icons are on', async () => {
    const routes = pageHostRoutes([
      {
        path: '/users',
        element: null,
        handle: { meta: { name: 'u', title: '用户', icon: 'icon-ym icon-ym-user' } },
      },
    ]);
    const { store, router } = renderWithProviders(null, { routes, path: '/users' });
    await act(() => router.navigate('/a'));
    const iconOf = (title: string) =>
      tabs().getByRole('link', { name: title }).querySelector('svg')?.dataset.testid;
    expect(iconOf('首页')).toBeUndefined();

    act(() => {
      store.dispatch(settingChanged('tagsIcon', true));
    });
    // The server's icon-font name picks the icon; fixed pages go by their name; others get a page.
    expect(iconOf('用户')).toBe('PeopleIcon');
    expect(iconOf('首页')).toBe('HomeIcon');
    expect(iconOf('门户')).toBe('DashboardIcon');
    expect(iconOf('页面A')).toBe('ArticleIcon');
  });
});
