import type { Dispatch } from '@reduxjs/toolkit';
import type { HostMessage } from './mount-options';
import type { ShellContext } from './shell-context';
import { ERROR_TOAST_MS, toastShown } from './notice-slice';
import { sessionReset, type SessionState } from './session-slice';
import { keepSignedOutNotice } from './signed-out-notice';

export function isLoginPath(path: string): boolean {
  return path.split(/[?#]/)[0] === '/login';
}

/**
 * The server ended the session (codes 600/601/602) or the user could not be loaded (guard
 * rule 6): clear it. Embedded, the host owns sign-in, so tell it where to come back to and
 * stay put; standalone, reload (when asked) unless already on the login page, keeping the
 * server's words for the login page to show. A shell that was unmounted meanwhile does neither:
 * a request cut short by the unmount is no ended session.
 */
export function endSession(
  dispatch: Dispatch,
  context: ShellContext,
  { reload, notice }: { reload: boolean; notice?: string },
): void {
  if (context.disposed) return;
  const path = context.currentPath();
  dispatch(sessionReset('server'));
  if (tellHost(context, { type: 'shell:login-required', redirect: path })) return;
  if (!reload || isLoginPath(path)) return;
  if (notice) keepSignedOutNotice(notice);
  context.host.reload();
}

/** What ends a session it has read: the store, as RTK Query's api and react-redux hand it out. */
export interface SessionStore {
  dispatch: Dispatch;
  getState: () => unknown;
}

const tokenOf = (store: SessionStore) =>
  (store.getState() as { session: SessionState }).session.token;

/**
 * The server said the session is over (a session code on a call, or the socket's logout): shows
 * its words, then ends the session once however many calls and frames said so meanwhile. Only
 * the session it was said of: the user's own logout is answered on the socket too, and a user
 * quick to sign in again within the toast's time must keep the new session.
 */
export function sessionEndedByServer(
  store: SessionStore,
  context: ShellContext,
  msg: string,
): void {
  const ended = tokenOf(store);
  if (ended === null || context.sessionEndPending) return;
  context.sessionEndPending = true;
  store.dispatch(toastShown({ kind: 'error', text: msg }));
  context.scheduler.after(ERROR_TOAST_MS, () => {
    context.sessionEndPending = false;
    if (tokenOf(store) !== ended) return;
    endSession(store.dispatch, context, { reload: true, notice: msg });
  });
}

/**
 * Embedded, the host owns sign-in: posts `message` to it and answers true. Standalone, answers
 * false and posts nothing.
 */
export function tellHost(context: ShellContext, message: HostMessage): boolean {
  const { embed, hostOrigin } = context.options;
  if (embed === 'standalone') return false;
  // Never '*': the redirect path must only reach the page that embedded us.
  if (hostOrigin) context.host.postToParent(message, hostOrigin);
  return true;
}
