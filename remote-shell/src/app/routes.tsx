import { Navigate, Outlet } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { DocumentTitle } from './document-title';
import { Loading } from './guard/Loading';
import { RequireSession } from './guard/RequireSession';
import { SignedOutOnly } from './guard/SignedOutOnly';

function ShellRoot() {
  return (
    <>
      <DocumentTitle />
      <Outlet />
    </>
  );
}

/**
 * The routes of this issue: open /login, guarded /home, everything else to /home. Pages load
 * lazily so that the login page's bundle carries no signed-in code.
 */
export const shellRoutes: RouteObject[] = [
  {
    element: <ShellRoot />,
    HydrateFallback: Loading,
    children: [
      {
        element: <SignedOutOnly />,
        children: [
          {
            path: 'login',
            lazy: async () => ({
              Component: (await import('../features/auth/LoginPage')).LoginPage,
            }),
          },
        ],
      },
      {
        element: <RequireSession />,
        children: [
          {
            path: 'home',
            lazy: async () => ({ Component: (await import('../features/home/HomePage')).HomePage }),
          },
        ],
      },
      { index: true, element: <Navigate to="/home" replace /> },
      { path: '*', element: <Navigate to="/home" replace /> },
    ],
  },
];
