import { useCallback } from 'react';
import { useAppDispatch } from './hooks';
import { useLogoutMutation } from './session-api';
import { sessionReset } from './session-slice';

/** Revokes the token on the server, then clears the session; the guard goes to /login. */
export function useSignOut(): { signOut: () => Promise<void>; signingOut: boolean } {
  const dispatch = useAppDispatch();
  const [logout, { isLoading }] = useLogoutMutation();
  const signOut = useCallback(async () => {
    // A failed logout (already expired, offline) has shown its toast; the user still leaves.
    await logout(undefined).catch(() => undefined);
    dispatch(sessionReset('logout'));
  }, [dispatch, logout]);
  return { signOut, signingOut: isLoading };
}
