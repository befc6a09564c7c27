import { screen } from '@testing-library/react';
import { envelope, stubFetch } from '../../test/fetch-stub';
import { currentUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { initialSessionState } from '../../kernel/session-slice';
import { shellRoutes } from './shell-routes';

// The page every failed navigation leads to fails itself.
jest.mock('../../features/home/HomePage', () => ({
  HomePage: () => {
    throw new Error('HomePage failed to render');
  },
}));

describe('a failed home page', () => {
  beforeEach(() => {
    // React and React Router report the caught error on the console; it is expected here.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the 404 page at /home instead of sending the user round in a loop', async () => {
    stubFetch(() => envelope(200, currentUser()));
    const { router } = renderWithProviders(null, {
      routes: shellRoutes,
      path: '/',
      preloadedState: { session: { ...initialSessionState, token: 'tok' } },
    });
    const navigations: string[] = [];
    router.subscribe((state) => navigations.push(state.location.pathname));
    expect(
      await screen.findByRole('heading', { name: '抱歉，您访问的页面不存在' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(navigations.length).toBeLessThan(5);
  });
});
