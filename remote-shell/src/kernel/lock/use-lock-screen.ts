import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../hooks';
import { screenLocked } from './lock-slice';

export const LOCK_SCREEN_PATH = '/lockScreen';

/** Returns the action of the user menu's "lock screen": lock, remember the page, go to the lock screen. */
export function useLockScreen(): () => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(() => {
    dispatch(screenLocked(pathname + search));
    void navigate(LOCK_SCREEN_PATH);
  }, [dispatch, navigate, pathname, search]);
}
