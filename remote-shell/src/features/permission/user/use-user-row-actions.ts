import { useCallback, useMemo } from 'react';
import type { UserListItem } from '@mepm/contract';
import { ADMIN_BUTTON } from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/permission';
import type { RowAction } from '../common/RowActions';
import { useNotifySuccess } from '../common/use-notify';
import { useSetUserStateMutation } from './api';

export interface UserRowHandlers {
  edit: (id: string) => void;
  remove: (id: string) => void;
  resetPassword: (id: string) => void;
}

/**
 * The buttons of a user row that the caller's grants allow (SPEC §6: the others are removed);
 * null when none is allowed, so the page drops the actions column altogether.
 */
export function useUserRowActions(
  handlers: UserRowHandlers,
): ((row: UserListItem) => RowAction[]) | null {
  const { t } = useTranslation();
  const { hasButton } = usePermission();
  const notify = useNotifySuccess();
  const [setState] = useSetUserStateMutation();
  const { edit, remove, resetPassword } = handlers;

  const toggle = useCallback(
    async (row: UserListItem) => {
      try {
        await setState({ id: row.id, enabled: !row.enabled }).unwrap();
        notify('permission.common.stateChanged');
      } catch {
        // Already reported by the base query.
      }
    },
    [setState, notify],
  );

  return useMemo(() => {
    const can = {
      edit: hasButton(ADMIN_BUTTON.edit),
      remove: hasButton(ADMIN_BUTTON.remove),
      reset: hasButton(ADMIN_BUTTON.resetPassword),
      state: hasButton(ADMIN_BUTTON.state),
    };
    if (!can.edit && !can.remove && !can.reset && !can.state) return null;
    return (row: UserListItem) => {
      const actions: RowAction[] = [];
      if (can.edit)
        actions.push({ label: t('permission.buttons.edit'), onClick: () => edit(row.id) });
      if (can.reset)
        actions.push({
          label: t('permission.buttons.resetPassword'),
          onClick: () => resetPassword(row.id),
        });
      if (can.state)
        actions.push({
          label: t(row.enabled ? 'permission.buttons.disable' : 'permission.buttons.enable'),
          onClick: () => void toggle(row),
        });
      if (can.remove)
        actions.push({
          label: t('permission.buttons.remove'),
          onClick: () => remove(row.id),
          danger: true,
        });
      return actions;
    };
  }, [hasButton, t, edit, remove, resetPassword, toggle]);
}
