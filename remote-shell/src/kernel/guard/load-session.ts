import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { narrowMenu } from '../menu-narrowing';
import { NOTICE_TOAST_MS, toastShown } from '../notice-slice';
import { storedShowModule } from '../project-home';
import { endSession } from '../session-end';
import { lastLoginShown, sessionLoadFailed, userLoaded } from '../session-slice';
import { sessionApi } from '../session-api';
import type { ShellContext } from '../shell-context';
import type { RootState } from '../store';
import { classifyLoadFailure, LOAD_RETRY_DELAYS_MS } from './load-failure';

type SessionThunk = ThunkAction<Promise<void>, RootState, ShellContext, UnknownAction>;

/**
 * Guard rules 3, 4 and 6: with a token and no menus, load the current user; keep the
 * menu narrowed to the host's module. When the server refuses the token the session ends (the
 * guard then sends the user to the login page, or the host is told when embedded); any other
 * failure tries again, then leaves the guard a message with a retry action. `attempt` counts
 * the tries already failed.
 */
export function loadSession(attempt = 0): SessionThunk {
  return async (dispatch, getState, context) => {
    const { t } = context.i18n;
    const token = getState().session.token;
    if (!token || sessionApi.endpoints.currentUser.select(undefined)(getState()).isLoading) return;

    const request = dispatch(sessionApi.endpoints.currentUser.initiate(undefined));
    try {
      const bundle = await request.unwrap();
      if (getState().session.token !== token) return; // signed out meanwhile
      // The contract says userInfo is always there; an older or broken server may still omit it.
      if (!bundle.userInfo) {
        dispatch(toastShown({ kind: 'error', text: t('session.verifyFailed') }));
        endSession(dispatch, context, { reload: false });
        return;
      }
      // The host's module name wins; standalone, a project portal may have stored one.
      const moduleName = context.options.moduleName || storedShowModule();
      const menuList = narrowMenu(bundle.menuList ?? [], moduleName);
      dispatch(
        userLoaded({
          userInfo: bundle.userInfo,
          menuList,
          permissionList: bundle.permissionList ?? [],
          feedbackEmail: bundle.feedbackEmail ?? null,
          subcontractor: bundle.subcontractor === true,
        }),
      );
      if (menuList.length === 0) {
        dispatch(toastShown({ kind: 'error', text: t('session.noMenuPermission') }));
      }
      if (getState().session.justSignedIn) {
        dispatch(lastLoginShown());
        const { prevLogin, prevLoginTime, prevLoginIPAddress, prevLoginIPAddressName } =
          bundle.userInfo;
        // date-fns loads with this notice, not with the shell: the login page has no use for it.
        if (prevLogin) {
          void import('date-fns/format').then(
            ({ format }) => {
              if (getState().session.token !== token) return;
              const text = t('login.lastLogin', {
                time: prevLoginTime === null ? '' : format(prevLoginTime, 'yyyy-MM-dd HH:mm:ss'),
                place: prevLoginIPAddressName || t('login.unknownPlace'),
                ip: prevLoginIPAddress,
              });
              dispatch(
                toastShown({
                  kind: 'info',
                  text,
                  durationMs: NOTICE_TOAST_MS,
                  placement: 'bottom-right',
                  sessionBound: true,
                }),
              );
            },
            // Without its code the notice is left out; the session itself is loaded.
            () => undefined,
          );
        }
      }
    } catch (error: unknown) {
      if (getState().session.token !== token) return;
      const failure = classifyLoadFailure(error);
      // The base query has shown the server's message; only the session is left to end.
      if (failure === 'refused') endSession(dispatch, context, { reload: false });
      if (failure !== 'retry') return;
      const delay = LOAD_RETRY_DELAYS_MS[attempt];
      if (delay === undefined) {
        dispatch(sessionLoadFailed());
        return;
      }
      context.scheduler.after(delay, () => void dispatch(loadSession(attempt + 1)));
    } finally {
      request.unsubscribe();
    }
  };
}
