import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../../kernel/hooks';
import { NOTICE_TOAST_MS, toastShown } from '../../../../kernel/notice-slice';

/** Tells the user a file went to the browser's downloads, by its name. */
export function useSavedNotice(): (fileName: string) => void {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  return useCallback(
    (fileName) =>
      dispatch(
        toastShown({
          kind: 'success',
          text: t('onlineDev.records.excel.exported', { fileName }),
          durationMs: NOTICE_TOAST_MS,
        }),
      ),
    [dispatch, t],
  );
}
