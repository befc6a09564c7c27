import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Loading } from '../../kernel/guard/Loading';
import { LazyNotFoundPage } from './lazy-pages';
import { PATHS } from './route-paths';

/**
 * A navigation that fails (a chunk that does not load, a page that throws) sends the user to the
 * home page, where '/' leads. If the home page itself fails there is nowhere left to go: show the
 * 404 page instead of looping.
 */
export function NavigationFailed() {
  const { pathname } = useLocation();
  if (pathname !== PATHS.home) return <Navigate to={PATHS.home} replace />;
  return (
    <Suspense fallback={<Loading />}>
      <LazyNotFoundPage />
    </Suspense>
  );
}
