import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useShellContext } from '../hooks';
import { projectHomeFor } from '../project-home';
import { loginPathFor } from '../safe-redirect';
import { CenteredMessage } from './CenteredMessage';
import { sessionApi } from '../session-api';
import { landingApplied } from '../session-slice';
import { loadSession } from './load-session';
import { Loading } from './Loading';
import { NoMenuPermission } from './NoMenuPermission';
import { SessionEnded } from './SessionEnded';
import { SessionLoadFailed } from './SessionLoadFailed';

/** Guard rules 3 to 7 (docs/reference/shell.md) for every route that needs a session. */
export function RequireSession() {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const { options } = useShellContext();
  const location = useLocation();
  const token = useAppSelector((state) => state.session.token);
  const menuList = useAppSelector((state) => state.session.menuList);
  const endedBy = useAppSelector((state) => state.session.endedBy);
  const loadFailed = useAppSelector((state) => state.session.loadFailed);
  const needsUser = Boolean(token) && menuList === null;
  // The mount may have asked already (composition/router/early-start.ts); a load that failed
  // retries on its own schedule, and a second one beside it would double every try.
  const notAskedYet = useAppSelector(
    (state) => sessionApi.endpoints.currentUser.select(undefined)(state).isUninitialized,
  );

  useEffect(() => {
    if (needsUser && notAskedYet && !loadFailed) void dispatch(loadSession());
  }, [dispatch, needsUser, notAskedYet, loadFailed]);
  // Rule 5 applies once per load of the user, also one started before this guard rendered.
  const navigate = useNavigate();
  const landingPending = useAppSelector((state) => state.session.landingPending);
  const menuReady = Boolean(menuList?.length);
  const requested = location.pathname + location.search;
  useEffect(() => {
    if (!landingPending || !menuReady) return;
    dispatch(landingApplied());
    const home = projectHomeFor(options, requested);
    if (home && home !== requested) void navigate(home, { replace: true });
  }, [dispatch, landingPending, menuReady, navigate, options, requested]);

  if (!token) {
    // Embedded, the host was told of the logout and signs the user in itself.
    if (endedBy === 'logout' && options.embed !== 'standalone') {
      return <CenteredMessage text={t('session.signedOut')} />;
    }
    if (endedBy === 'logout') return <Navigate to="/login" replace />;
    if (endedBy === 'server' && options.embed !== 'standalone') return <SessionEnded />;
    return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  }
  if (menuList === null) return loadFailed ? <SessionLoadFailed /> : <Loading />;
  if (menuList.length === 0) return <NoMenuPermission />;
  if (landingPending) return <Loading />;
  return <Outlet />;
}
