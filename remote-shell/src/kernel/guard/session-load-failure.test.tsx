import { screen, waitFor } from '@testing-library/react';
import { fireEvent } from '@testing-library/react';
import { initialSessionState } from '../session-slice';
import { shellRoutes } from '../../composition/routes';
import { envelope, stubFetch, type SeenRequest } from '../../test/fetch-stub';
import { currentUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';

function renderHome() {
  return renderWithProviders(null, {
    routes: shellRoutes,
    path: '/home',
    preloadedState: { session: { ...initialSessionState, token: 'tok' } },
  });
}

/** What fetch does when the browser cuts a request short, e.g. the user pressed F5. */
function aborted(): never {
  throw new DOMException('The user aborted a request.', 'AbortError');
}

function unreachable(): never {
  throw new TypeError('Failed to fetch');
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('a user load that gets no answer keeps the session', () => {
  it.each([
    ['aborted by the browser', aborted],
    ['failing at transport', unreachable],
  ])('retries a load %s and signs nobody out', async (_name, fail) => {
    let calls = 0;
    // Only the user load counts: the home page's own requests follow it.
    stubFetch(({ url }) =>
      url.pathname !== '/api/oauth/CurrentUser'
        ? envelope(200, null)
        : ++calls === 1
          ? fail()
          : envelope(200, currentUser()),
    );
    const { router, store, host } = renderHome();
    expect(await screen.findByRole('heading', { name: '欢迎，管理员' })).toBeInTheDocument();
    expect(calls).toBe(2);
    expect(store.getState().session.token).toBe('tok');
    expect(router.state.location.pathname).toBe('/home');
    expect(host.postToParent).not.toHaveBeenCalled();
  });

  it.each([
    ['no answer', unreachable],
    ['a server fault', () => envelope(500, null, '服务器错误')],
  ])('after every try fails with %s, says so and offers to try again', async (_name, fail) => {
    let serverBack = false;
    const seen = stubFetch(() => (serverBack ? envelope(200, currentUser()) : fail()));
    const { router, store } = renderHome();
    const message = await screen.findByText('无法加载用户信息，请检查网络后重试');
    expect(message).toBeVisible();
    expect(seen).toHaveLength(3);
    expect(store.getState().session.token).toBe('tok');
    expect(router.state.location.pathname).toBe('/home');

    serverBack = true;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '欢迎，管理员' })).toBeInTheDocument();
  });
});

/** The user loads among what the shell asked for: the login page it lands on asks for its own settings. */
function userLoads(seen: readonly SeenRequest[]) {
  return seen.filter(({ url }) => url.pathname === '/api/oauth/CurrentUser');
}

describe('a user load the server refuses ends the session', () => {
  it.each([600, 601, 602])('code %i: the session ends (the page reloads)', async (code) => {
    const seen = stubFetch(() => envelope(code, null, '登录过期'));
    const { store, host } = renderHome();
    await waitFor(() => expect(store.getState().session.token).toBeNull());
    expect(host.reload).toHaveBeenCalledTimes(1);
    expect(userLoads(seen)).toHaveLength(1);
  });

  it('a bare HTTP 401 ends it and goes to the login page', async () => {
    const seen = stubFetch(() => new Response('Unauthorized', { status: 401 }));
    const { router, store } = renderHome();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fhome');
    expect(store.getState().session.token).toBeNull();
    expect(userLoads(seen)).toHaveLength(1);
  });
});
