import { useCallback, useState } from 'react';
import type { NoticeItem } from '@mepm/contract';
import { NOTICE_MESSAGE_TYPE } from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../kernel/hooks';
import { ERROR_TOAST_MS, toastShown } from '../../kernel/notice-slice';
import { useOpenMessageMutation } from './api';
import { targetAddress } from './message-target';
import { NoticeDialog } from './NoticeDialog';

/**
 * Opening a message, the same in the drawer and the message centre: a notice shows its body in
 * a dialog (reading it marks it read); any other type opens its target's page and is marked read.
 */
export function useOpenMessage(onOpened?: () => void) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [markRead] = useOpenMessageMutation();
  const [notice, setNotice] = useState<{ id: string; title: string } | null>(null);

  const open = useCallback(
    (item: Pick<NoticeItem, 'id' | 'title' | 'type' | 'bodyText'>) => {
      if (item.type === NOTICE_MESSAGE_TYPE) {
        setNotice({ id: item.id, title: item.title });
        return;
      }
      const address = targetAddress(item.bodyText);
      if (address === null) {
        dispatch(
          toastShown({ kind: 'error', text: t('message.badTarget'), durationMs: ERROR_TOAST_MS }),
        );
        return;
      }
      void markRead(item.id);
      onOpened?.();
      void navigate(address);
    },
    [dispatch, markRead, navigate, onOpened, t],
  );

  const dialog = (
    <NoticeDialog
      messageId={notice?.id ?? null}
      title={notice?.title ?? ''}
      onClose={() => setNotice(null)}
    />
  );
  return { open, dialog };
}
