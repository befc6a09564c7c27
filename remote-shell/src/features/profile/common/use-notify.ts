import { useMemo } from 'react';
import { useAppDispatch } from '../../../kernel/hooks';
import { NOTICE_TOAST_MS, toastShown } from '../../../kernel/notice-slice';

export interface Notify {
  /** A finished action (notice toasts last 2 s). */
  success: (text: string) => void;
  /** A refusal made in the browser, shown like the server's errors (1.5 s). */
  error: (text: string) => void;
}

export function useNotify(): Notify {
  const dispatch = useAppDispatch();
  return useMemo(
    () => ({
      success: (text) =>
        dispatch(toastShown({ kind: 'success', text, durationMs: NOTICE_TOAST_MS })),
      error: (text) => dispatch(toastShown({ kind: 'error', text })),
    }),
    [dispatch],
  );
}
