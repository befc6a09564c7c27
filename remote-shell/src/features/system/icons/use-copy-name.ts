import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../kernel/hooks';
import { NOTICE_TOAST_MS, toastShown } from '../../../kernel/notice-slice';

/**
 * Copies a name to the clipboard and says so. A browser may refuse (no permission, an insecure
 * page, an embedding frame without clipboard rights): then the name waits in `refused` for the
 * person to copy by hand.
 */
export function useCopyName() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [refused, setRefused] = useState<string | null>(null);
  const copy = useCallback(
    async (name: string) => {
      try {
        // Absent outside secure contexts, hence the optional call.
        if (!navigator.clipboard) throw new Error('no clipboard');
        await navigator.clipboard.writeText(name);
        const text = t('system.icons.copied', { name });
        dispatch(toastShown({ kind: 'success', text, durationMs: NOTICE_TOAST_MS }));
      } catch {
        setRefused(name);
      }
    },
    [dispatch, t],
  );
  return { copy, refused, dismiss: () => setRefused(null) };
}
