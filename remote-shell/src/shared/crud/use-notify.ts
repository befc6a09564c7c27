import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../kernel/hooks';
import type { TextKey } from '../../kernel/i18n/text-key';
import { NOTICE_TOAST_MS, toastShown } from '../../kernel/notice-slice';

/**
 * Tells the user a change went through (notice toasts last 2 s), the text's placeholders filled
 * from `values`. Refusals need nothing here: the base query shows the server's translated message.
 */
export function useNotifySuccess(): (
  key: TextKey,
  values?: Readonly<Record<string, string | number>>,
) => void {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  return useCallback(
    (key, values) =>
      dispatch(
        toastShown({ kind: 'success', text: t(key, values ?? {}), durationMs: NOTICE_TOAST_MS }),
      ),
    [dispatch, t],
  );
}
