import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '../hooks';
import { LOCK_SCREEN_PATH } from '../lock';

/** Guard rule 1: with a token and a locked screen, only /lockScreen and /login stay reachable. */
export function LockGate() {
  const { pathname } = useLocation();
  const token = useAppSelector((state) => state.session.token);
  const locked = useAppSelector((state) => state.lock.locked);
  const open = pathname === LOCK_SCREEN_PATH || pathname === '/login';
  if (token && locked && !open) return <Navigate to={LOCK_SCREEN_PATH} replace />;
  return <Outlet />;
}
