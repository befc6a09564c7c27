import { useMemo } from 'react';
import { ADMIN_BUTTON } from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/permission';
import type { RowAction } from './RowActions';

export interface CrudRowHandlers<Row> {
  edit: (row: Row) => void;
  remove: (row: Row) => void;
  /** Enable/disable, for records that have the toggle (btn_state). */
  toggle?: (row: Row) => void;
}

/**
 * The edit, enable/disable and delete buttons of a row, each only when the page grants its code
 * (SPEC §6: removed, not disabled); null when none is granted, so the actions column goes too.
 */
export function useCrudRowActions<Row extends { enabled?: boolean }>(
  handlers: CrudRowHandlers<Row>,
): ((row: Row) => RowAction[]) | null {
  const { t } = useTranslation();
  const { hasButton } = usePermission();
  const { edit, remove, toggle } = handlers;
  return useMemo(() => {
    const canEdit = hasButton(ADMIN_BUTTON.edit);
    const canRemove = hasButton(ADMIN_BUTTON.remove);
    const canToggle = toggle !== undefined && hasButton(ADMIN_BUTTON.state);
    if (!canEdit && !canRemove && !canToggle) return null;
    return (row: Row) => {
      const actions: RowAction[] = [];
      if (canEdit) actions.push({ label: t('permission.buttons.edit'), onClick: () => edit(row) });
      if (canToggle)
        actions.push({
          label: t(row.enabled ? 'permission.buttons.disable' : 'permission.buttons.enable'),
          onClick: () => toggle(row),
        });
      if (canRemove)
        actions.push({
          label: t('permission.buttons.remove'),
          onClick: () => remove(row),
          danger: true,
        });
      return actions;
    };
  }, [hasButton, t, edit, remove, toggle]);
}
