import { useCallback, useMemo, useState } from 'react';
import type { MessageListItem } from '@mepm/contract';
import { ADMIN_BUTTON, MESSAGE_BUTTON } from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';
import { useConfirmDelete } from '../../../shared/crud';
import type { CrudList, DialogTarget, RowAction } from '../../../shared/crud';
import { usePermission } from '../../../shared/permission';
import { useDeleteMessageMutation } from './api';

/**
 * The list's dialogs and row buttons, each with its grant: edit and release while a message is
 * unreleased (the server refuses both afterwards), its read list once released (the page's
 * grant is enough), delete.
 */
export function useNoticeList() {
  const { t } = useTranslation();
  const { hasButton } = usePermission();
  const [remove] = useDeleteMessageMutation();
  const deletion = useConfirmDelete((id) => remove(id).unwrap());
  const [target, setTarget] = useState<DialogTarget | null>(null);
  const [releasing, setReleasing] = useState<MessageListItem | null>(null);
  const [reading, setReading] = useState<MessageListItem | null>(null);
  const { ask } = deletion;
  const actionsOf = useMemo(() => {
    const canEdit = hasButton(ADMIN_BUTTON.edit);
    const canRelease = hasButton(MESSAGE_BUTTON.release);
    const canRemove = hasButton(ADMIN_BUTTON.remove);
    return (row: MessageListItem): RowAction[] => {
      const actions: RowAction[] = [];
      if (!row.released && canEdit)
        actions.push({
          label: t('crud.buttons.edit'),
          onClick: () => setTarget({ mode: 'edit', id: row.id }),
        });
      if (!row.released && canRelease)
        actions.push({
          label: t('system.notice.buttons.release'),
          onClick: () => setReleasing(row),
        });
      if (row.released)
        actions.push({
          label: t('system.notice.buttons.readInfo'),
          onClick: () => setReading(row),
        });
      if (canRemove)
        actions.push({ label: t('crud.buttons.remove'), onClick: () => ask(row.id), danger: true });
      return actions;
    };
  }, [hasButton, t, ask]);
  const crud: CrudList<MessageListItem> = {
    actionsOf,
    target,
    openCreate: useCallback(() => setTarget({ mode: 'create' }), []),
    closeForm: useCallback(() => setTarget(null), []),
    deletion: deletion.dialogProps,
  };
  return {
    crud,
    releasing,
    closeRelease: useCallback(() => setReleasing(null), []),
    reading,
    closeReading: useCallback(() => setReading(null), []),
  };
}
