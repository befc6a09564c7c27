import { matchRoutes } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';
import { loadSession } from '../../kernel/guard/load-session';
import { sessionApi } from '../../kernel/session-api';
import type { ShellStore } from '../../kernel/store';
import { PATHS } from './route-paths';
import { SESSION_ROUTE_ID } from './shell-routes';

type ShellRouter = ReturnType<typeof createBrowserRouter>;
type RouteMatches = NonNullable<ReturnType<typeof matchRoutes<ShellRouter['routes'][number]>>>;

/** The routes an address opens; the index route redirects to the home page, so it opens that. */
function routesOpening(router: ShellRouter, path: string, basename?: string): RouteMatches {
  const matches = matchRoutes(router.routes, path, basename) ?? [];
  if (!matches.at(-1)?.route.index) return matches;
  return matchRoutes(router.routes, PATHS.home) ?? matches;
}

/** Starts fetching the code of those routes that load lazily; the router finds it there later. */
function fetchCode(matches: RouteMatches): void {
  for (const { route } of matches) {
    if (typeof route.lazy === 'function') {
      // A failed chunk is the router's to report when it needs the route; nothing to do here.
      route.lazy().catch(() => undefined);
    }
  }
}

/** With a token and no user yet, asks for the user once: later tries are the guard's to make. */
function loadUserIfFirst(store: ShellStore, matches: RouteMatches): void {
  if (!matches.some(({ route }) => route.id === SESSION_ROUTE_ID)) return;
  const state = store.getState();
  const { token, menuList } = state.session;
  const query = sessionApi.endpoints.currentUser.select(undefined)(state);
  if (token && menuList === null && query.isUninitialized) void store.dispatch(loadSession());
}

/**
 * The first signed-in page needs its layout's and its page's code and the current user. Left to
 * themselves they arrive one after the other (the router loads the code, the guard then asks for
 * the user, the index route then redirects to a page whose code loads next); this starts all of
 * them at once, when the shell mounts and whenever a navigation begins. Returns the unsubscribe.
 */
export function startPagesEarly(router: ShellRouter, store: ShellStore): () => void {
  const start = (path: string) => {
    const matches = routesOpening(router, path, router.basename);
    fetchCode(matches);
    loadUserIfFirst(store, matches);
  };
  start(router.state.location.pathname);
  return router.subscribe((state) => {
    if (state.navigation.location) start(state.navigation.location.pathname);
  });
}

/** Fetches the code of the page at a shell path (no basename) and of its layout. */
export function preloadPageCode(router: ShellRouter, path: string): void {
  fetchCode(routesOpening(router, path.split(/[?#]/, 1)[0] ?? '/'));
}
