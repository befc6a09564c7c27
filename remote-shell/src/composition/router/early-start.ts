import { matchRoutes } from 'react-router-dom';
import type { createBrowserRouter, RouteObject } from 'react-router-dom';
import { loadSession } from '../../kernel/guard/load-session';
import { sessionApi } from '../../kernel/session-api';
import type { ShellStore } from '../../kernel/store';
import { PATHS } from './route-paths';
import { SESSION_ROUTE_ID } from './shell-routes';

type ShellRouter = ReturnType<typeof createBrowserRouter>;
type RouteMatches = NonNullable<ReturnType<typeof matchRoutes<RouteObject>>>;

/** The routes an address opens; the index route redirects to the home page, so it opens that. */
function routesOpening(routes: RouteObject[], path: string, basename?: string): RouteMatches {
  const matches = matchRoutes(routes, path, basename) ?? [];
  if (!matches.at(-1)?.route.index) return matches;
  return matchRoutes(routes, PATHS.home) ?? matches;
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
 * them at once from the route table alone, so that a mount starts them before it builds its
 * router. `path` is the browser's, basename included.
 */
export function startPagesEarly(
  routes: RouteObject[],
  store: ShellStore,
  path: string,
  basename?: string,
): void {
  const matches = routesOpening(routes, path, basename);
  fetchCode(matches);
  loadUserIfFirst(store, matches);
}

/** The same whenever a navigation begins, as after signing in. Returns the unsubscribe. */
export function startPagesOnNavigation(router: ShellRouter, store: ShellStore): () => void {
  return router.subscribe((state) => {
    if (state.navigation.location) {
      startPagesEarly(router.routes, store, state.navigation.location.pathname, router.basename);
    }
  });
}

/** Fetches the code of the page at a shell path (no basename) and of its layout. */
export function preloadPageCode(router: ShellRouter, path: string): void {
  fetchCode(routesOpening(router.routes, path.split(/[?#]/, 1)[0] ?? '/'));
}
