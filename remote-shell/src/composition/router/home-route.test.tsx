import { screen } from '@testing-library/react';
import { envelope, stubFetch } from '../../test/fetch-stub';
import { currentUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { initialSessionState } from '../../kernel/session-slice';
import { shellRoutes } from './shell-routes';

describe('the start address', () => {
  it('opens the home page in place of /, before the layout first renders', async () => {
    stubFetch(() => envelope(200, currentUser()));
    const { router } = renderWithProviders(null, {
      routes: shellRoutes,
      path: '/',
      preloadedState: { session: { ...initialSessionState, token: 'tok' } },
    });
    // The layout's side menu never showed at '/': it is first drawn with the home page.
    const shownAt: string[] = [];
    const observer = new MutationObserver(() => {
      if (screen.queryByRole('navigation', { name: '侧边菜单' }))
        shownAt.push(router.state.location.pathname);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    expect(await screen.findByRole('heading', { name: /^欢迎/ })).toBeInTheDocument();
    observer.disconnect();
    expect(router.state.location.pathname).toBe('/home');
    // Replaced, so that Back does not return to '/' and come straight back.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(shownAt.length).toBeGreaterThan(0);
    expect(shownAt.filter((path) => path !== '/home')).toEqual([]);
  });
});
