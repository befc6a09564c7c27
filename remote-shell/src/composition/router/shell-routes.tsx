import { replace } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle, RouteMeta } from '../../shared/route-meta';
import { Loading } from '../../kernel/guard/Loading';
import { RequireSession } from '../../kernel/guard/RequireSession';
import { SignedOutOnly } from '../../kernel/guard/SignedOutOnly';
import { AuthRedirect } from './AuthRedirect';
import { FIXED_META } from './fixed-meta';
import { JumpPage } from './JumpPage';
import { LazyNotFoundPage } from './lazy-pages';
import { MenuPage } from './MenuPage';
import { NavigationFailed } from './NavigationFailed';
import { RedirectPage } from './RedirectPage';
import { RegisteredPage } from './RegisteredPage';
import { PATHS, REDIRECT_PREFIX } from './route-paths';
import { ShellRoot } from './ShellRoot';

/**
 * The id of the route whose pages need a signed-in user: the mount starts loading the user as
 * soon as the first address falls under it (composition/router/early-start.ts).
 */
export const SESSION_ROUTE_ID = 'session';

/** Route paths are relative to their parent: '/home' → 'home'. */
function relative(path: string): string {
  return path.slice(1);
}

function handle(meta: RouteMeta): RouteHandle {
  return { meta };
}

/** A fixed route whose capability is not built yet: the 404 page, under its own title. */
function notBuilt(path: string, meta: RouteMeta): RouteObject {
  return { path: relative(path), element: <LazyNotFoundPage />, handle: handle(meta) };
}

/**
 * A fixed route a message opens (it needs no menu entry): the page a feature registered at its
 * path, or the 404 page while none has.
 */
function messageTarget(path: string, meta: RouteMeta): RouteObject {
  return { path: relative(path), element: <RegisteredPage path={path} />, handle: handle(meta) };
}

/** The pages under the main layout: fixed ones first, then every menu entry by path (MenuPage). */
const layoutChildren: RouteObject[] = [
  // Redirected by the router before anything renders, so that the first signed-in render is the
  // layout with the home page (an element redirecting after its render cost a second pass).
  { index: true, loader: () => replace(PATHS.home) },
  {
    path: relative(PATHS.home),
    handle: handle(FIXED_META.home),
    lazy: async () => ({ Component: (await import('../../features/home/HomePage')).HomePage }),
  },
  {
    path: relative(PATHS.dashboard),
    handle: handle(FIXED_META.dashboard),
    lazy: async () => ({
      Component: (await import('../../features/home/DashboardPage')).DashboardPage,
    }),
  },
  {
    path: relative(PATHS.messageRecord),
    handle: handle(FIXED_META.messageRecord),
    lazy: async () => ({
      Component: (await import('../../features/message/MessageCenterPage')).MessageCenterPage,
    }),
  },
  notBuilt(PATHS.previewModel, FIXED_META.previewModel),
  messageTarget(PATHS.flowLaunch, FIXED_META.flowLaunch),
  messageTarget(PATHS.flowTodo, FIXED_META.flowTodo),
  messageTarget(PATHS.flowCirculate, FIXED_META.flowCirculate),
  messageTarget(PATHS.policyRelease, FIXED_META.policyRelease),
  {
    path: relative(PATHS.profile),
    handle: handle(FIXED_META.profile),
    lazy: async () => ({
      Component: (await import('../../features/profile/ProfilePage')).ProfilePage,
    }),
  },
  {
    path: relative(PATHS.menuMore),
    handle: handle(FIXED_META.menuMore),
    lazy: async () => ({ Component: (await import('../../layout/MenuMorePage')).MenuMorePage }),
  },

  notBuilt(PATHS.notFound, FIXED_META.notFound),
  {
    path: `${relative(REDIRECT_PREFIX)}/*`,
    element: <RedirectPage />,
    handle: handle(FIXED_META.redirect),
  },
  { path: '*', element: <MenuPage />, handle: { menu: true } satisfies RouteHandle },
];

/**
 * The routes: open /login, /test, /auth-redirect and /jump; /lockScreen while locked and
 * /scanLogin (confirming a login page's scan login) under the session guard without the layout;
 * the rest under the session guard and the main layout. Pages load lazily, so that the login page's
 * bundle carries no signed-in code.
 */
export const shellRoutes: RouteObject[] = [
  {
    element: <ShellRoot />,
    HydrateFallback: Loading,
    errorElement: <NavigationFailed />,
    children: [
      {
        element: <SignedOutOnly />,
        children: [
          {
            path: relative(PATHS.login),
            lazy: async () => ({
              Component: (await import('../../features/auth/LoginPage')).LoginPage,
            }),
          },
        ],
      },
      {
        path: relative(PATHS.test),
        lazy: async () => ({
          Component: (await import('../../features/diagnostics/DiagnosticsPage')).DiagnosticsPage,
        }),
      },
      { path: relative(PATHS.authRedirect), element: <AuthRedirect /> },
      { path: relative(PATHS.jump), element: <JumpPage /> },
      {
        id: SESSION_ROUTE_ID,
        element: <RequireSession />,
        children: [
          {
            path: relative(PATHS.lockScreen),
            lazy: async () => ({
              Component: (await import('../../features/lock-screen/LockScreenPage')).LockScreenPage,
            }),
          },
          {
            path: relative(PATHS.scanLogin),
            lazy: async () => ({
              Component: (await import('../../features/auth/ScanConfirmPage')).ScanConfirmPage,
            }),
          },
          {
            lazy: async () => ({ Component: (await import('../../layout/Layout')).Layout }),
            children: layoutChildren,
          },
        ],
      },
    ],
  },
];
