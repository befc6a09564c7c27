import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Loading } from '../../kernel/guard/Loading';
import { LazyNotFoundPage } from './lazy-pages';

/**
 * A navigation that fails (a chunk that does not load, a page that throws) sends the user
 * to '/'. If '/' itself fails there is nowhere left to go: show the 404 page instead of looping.
 */
export function NavigationFailed() {
  const { pathname } = useLocation();
  if (pathname !== '/') return <Navigate to="/" replace />;
  return (
    <Suspense fallback={<Loading />}>
      <LazyNotFoundPage />
    </Suspense>
  );
}
