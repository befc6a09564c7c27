import type { MessageListItem } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../kernel/hooks';
import { NOTICE_TOAST_MS, toastShown } from '../../../kernel/notice-slice';
import { ConfirmDialog } from '../../../shared/confirm';
import { useReleaseMessageMutation } from './api';

/**
 * Asks before a release (it reaches people and cannot be edited afterwards), then says how
 * many received it. A refusal was already shown by the base query.
 */
export function ReleaseDialog({
  message,
  onClose,
}: {
  message: MessageListItem;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [release, { isLoading }] = useReleaseMessageMutation();
  const confirm = async () => {
    const result = await release(message.id);
    if ('data' in result && result.data) {
      const text = t('system.notice.release.done', { count: result.data.receiverCount });
      dispatch(toastShown({ kind: 'success', text, durationMs: NOTICE_TOAST_MS }));
    }
    onClose();
  };
  return (
    <ConfirmDialog
      open
      title={t('system.notice.buttons.release')}
      message={t('system.notice.release.question', { title: message.title })}
      confirmLabel={t('system.notice.buttons.release')}
      busy={isLoading}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
