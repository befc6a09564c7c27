import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../kernel/hooks';
import type { TextKey } from '../../kernel/i18n/text-key';
import { NOTICE_TOAST_MS, toastShown } from '../../kernel/notice-slice';

/**
 * Tells the user a change went through (notice toasts last 2 s). Refusals need nothing
 * here: the base query shows the server's translated message.
 */
export function useNotifySuccess(): (key: TextKey) => void {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  return useCallback(
    (key) => dispatch(toastShown({ kind: 'success', text: t(key), durationMs: NOTICE_TOAST_MS })),
    [dispatch, t],
  );
}
