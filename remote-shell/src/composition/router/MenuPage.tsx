import { Navigate, useLocation } from 'react-router-dom';
import { useReportVisit } from '../../features/home/report-visit';
import { menuPathOf } from './menu-route-table';
import { LazyNotFoundPage } from './lazy-pages';
import { PATHS } from './route-paths';
import { useMenuRouteTable } from './use-route-meta';

/**
 * The element of every menu-driven route: the entry's built page, the 404 page for pages not
 * built yet, and the hidden /404 route for paths that are no menu entry at all.
 */
export function MenuPage() {
  const { pathname } = useLocation();
  const entry = useMenuRouteTable().get(menuPathOf(pathname));
  // Recent and most-used pages on the home page come from these reports.
  useReportVisit(entry?.route.id);
  if (!entry) return <Navigate to={PATHS.notFound} replace />;
  const Page = entry.Page ?? LazyNotFoundPage;
  return <Page />;
}
