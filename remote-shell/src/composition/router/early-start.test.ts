import { waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { envelope, stubFetch } from '../../test/fetch-stub';
import { currentUser } from '../../test/fixtures';
import { testRuntime } from '../../test/render-with-providers';
import { initialSessionState, signedIn } from '../../kernel/session-slice';
import { createShellRuntime } from '../runtime';
import { startPagesEarly, startPagesOnNavigation } from './early-start';
import { shellRoutes } from './shell-routes';

const CURRENT_USER = '/api/oauth/CurrentUser';

/**
 * A router and a store as a mount has them, with nothing rendered: whatever is requested here
 * was started by the mount itself, not by a page's guard after the page's code arrived.
 */
function mountWithoutRendering(path: string, token: string | null) {
  const { host, mountOptions, language } = testRuntime();
  const runtime = createShellRuntime(mountOptions, {
    host,
    language,
    preloadedState: { session: { ...initialSessionState, token } },
  });
  startPagesEarly(shellRoutes, runtime.store, path);
  const router = createMemoryRouter(shellRoutes, { initialEntries: [path] });
  const stop = startPagesOnNavigation(router, runtime.store);
  return { router, store: runtime.store, stop, runtime };
}

/** Lets the store's thunks and the stubbed fetch run as far as they can. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('starting the first page early', () => {
  it('asks for the current user as the shell mounts, before any page has rendered', async () => {
    const seen = stubFetch(() => envelope(200, currentUser()));
    const { store, stop, runtime } = mountWithoutRendering('/', 'tok');
    await waitFor(() => expect(store.getState().session.menuList).not.toBeNull());
    expect(seen.map((request) => request.url.pathname)).toEqual([CURRENT_USER]);
    // The guard has not seen this load yet: it still sends the user to a project home (rule 5).
    expect(store.getState().session.landingPending).toBe(true);
    stop();
    runtime.dispose();
  });

  it('asks for it when a navigation to a signed-in page begins, as after signing in', async () => {
    const seen = stubFetch(() => envelope(200, currentUser()));
    const { router, store, stop, runtime } = mountWithoutRendering('/login', null);
    await settle();
    expect(seen).toHaveLength(0);

    store.dispatch(signedIn({ token: 'tok' }));
    void router.navigate('/home');
    await waitFor(() => expect(store.getState().session.menuList).not.toBeNull());
    expect(seen.map((request) => request.url.pathname)).toEqual([CURRENT_USER]);
    stop();
    runtime.dispose();
  });

  it('asks for nothing on pages open without a session, or without a token', async () => {
    const seen = stubFetch(() => envelope(200, currentUser()));
    const open = mountWithoutRendering('/test', 'tok');
    const signedOut = mountWithoutRendering('/home', null);
    await settle();
    expect(seen).toHaveLength(0);
    for (const { stop, runtime } of [open, signedOut]) {
      stop();
      runtime.dispose();
    }
  });

  it('leaves a failed load to the guard: a navigation does not ask again at once', async () => {
    const seen = stubFetch(() => envelope(500));
    const { router, store, stop, runtime } = mountWithoutRendering('/home', 'tok');
    await waitFor(() => expect(seen).toHaveLength(1));
    await settle();
    void router.navigate('/profile');
    await settle();
    // The guard's retries are spaced out (load-failure.ts); a navigation is not one of them.
    expect(seen).toHaveLength(1);
    expect(store.getState().session.menuList).toBeNull();
    stop();
    runtime.dispose();
  });
});
