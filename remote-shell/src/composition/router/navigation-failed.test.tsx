import { act, screen, waitFor } from '@testing-library/react';
import { envelope, stubFetch } from '../../test/fetch-stub';
import { currentUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { initialSessionState } from '../../kernel/session-slice';
import { shellRoutes } from './shell-routes';

// Two ways a navigation fails: the profile page's chunk does not load, the "more" page throws.
jest.mock('../../features/profile/ProfilePage', () => {
  throw new Error('Loading chunk profile failed');
});
jest.mock('../../layout/MenuMorePage', () => ({
  MenuMorePage: () => {
    throw new Error('MenuMorePage failed to render');
  },
}));

async function signedInAtHome() {
  stubFetch(() => envelope(200, currentUser()));
  const rendered = renderWithProviders(null, {
    routes: shellRoutes,
    path: '/home',
    preloadedState: { session: { ...initialSessionState, token: 'tok' } },
  });
  expect(await screen.findByRole('heading', { name: /^欢迎/ })).toBeInTheDocument();
  // Every location shown, once each, in order (state updates while loading repeat the current one).
  const visited = [rendered.router.state.location.pathname];
  rendered.router.subscribe((state) => {
    if (visited.at(-1) !== state.location.pathname) visited.push(state.location.pathname);
  });
  return { ...rendered, visited };
}

describe('a failed navigation', () => {
  beforeEach(() => {
    // React and React Router report the caught error on the console; it is expected here.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('sends the user home when a page does not load', async () => {
    const { router, visited } = await signedInAtHome();
    await act(() => router.navigate('/profile'));
    await waitFor(() => expect(visited).toEqual(['/home', '/profile', '/home']));
    expect(await screen.findByRole('heading', { name: /^欢迎/ })).toBeInTheDocument();
  });

  it('sends the user home when a page throws while rendering', async () => {
    const { router, visited } = await signedInAtHome();
    await act(() => router.navigate('/menuMore'));
    await waitFor(() => expect(visited).toEqual(['/home', '/menuMore', '/home']));
    expect(await screen.findByRole('heading', { name: /^欢迎/ })).toBeInTheDocument();
  });
});
