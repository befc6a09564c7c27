import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useShellContext } from '../hooks';
import { loginPathFor } from '../safe-redirect';
import { loadSession } from './load-session';
import { Loading } from './Loading';
import { NoMenuPermission } from './NoMenuPermission';
import { SessionEnded } from './SessionEnded';

/** SPEC §2 guard rules 3, 4, 6 and 7 for every route that needs a session. */
export function RequireSession() {
  const dispatch = useAppDispatch();
  const { options } = useShellContext();
  const location = useLocation();
  const token = useAppSelector((state) => state.session.token);
  const menuList = useAppSelector((state) => state.session.menuList);
  const endedBy = useAppSelector((state) => state.session.endedBy);
  const needsUser = Boolean(token) && menuList === null;

  useEffect(() => {
    if (needsUser) void dispatch(loadSession());
  }, [dispatch, needsUser]);

  if (!token) {
    if (endedBy === 'logout') return <Navigate to="/login" replace />;
    if (endedBy === 'server' && options.embed !== 'standalone') return <SessionEnded />;
    return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  }
  if (menuList === null) return <Loading />;
  if (menuList.length === 0) return <NoMenuPermission />;
  return <Outlet />;
}
