import { useCallback } from 'react';
import { useAppDispatch, useShellContext } from './hooks';
import { useLogoutMutation } from './session-api';
import { tellHost } from './session-end';
import { sessionReset } from './session-slice';

/**
 * Revokes the token on the server, then clears the session. Standalone the guard goes to
 * /login; embedded the host owns sign-in, so it is told (`shell:logout`) and the guard shows
 * no login form of the shell's own.
 */
export function useSignOut(): { signOut: () => Promise<void>; signingOut: boolean } {
  const dispatch = useAppDispatch();
  const context = useShellContext();
  const [logout, { isLoading }] = useLogoutMutation();
  const signOut = useCallback(async () => {
    // A failed logout (already expired, offline) has shown its toast; the user still leaves.
    await logout(undefined).catch(() => undefined);
    dispatch(sessionReset('logout'));
    tellHost(context, { type: 'shell:logout' });
  }, [context, dispatch, logout]);
  return { signOut, signingOut: isLoading };
}
