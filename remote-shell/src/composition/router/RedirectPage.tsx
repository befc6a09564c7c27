import { Navigate, useLocation, useParams } from 'react-router-dom';

/**
 * /redirect/<path>: goes straight on to <path>. Passing through here is what makes the page host
 * drop the kept page of <path>, so that "refresh" renders it anew.
 */
export function RedirectPage() {
  const target = useParams()['*'] ?? '';
  const { search } = useLocation();
  return <Navigate to={`/${target}${search}`} replace />;
}
