import { Navigate, Outlet, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../hooks';
import { safeRedirect } from '../safe-redirect';

/**
 * Guard rule 2: with a token, the login page is left, for the page the user was sent from
 * (`redirect`) or the home page. Signing in only stores the token; this sends the user on.
 */
export function SignedOutOnly() {
  const token = useAppSelector((state) => state.session.token);
  const [params] = useSearchParams();
  if (token) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;
  return <Outlet />;
}
