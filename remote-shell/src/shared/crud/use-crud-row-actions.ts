import { useMemo } from 'react';
import { ADMIN_BUTTON } from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '../../kernel/i18n/text-key';
import { usePermission } from '../permission';
import type { RowAction } from './RowActions';

/** A row button beyond edit, enable/disable and delete (a password reset, say). */
export interface ExtraRowAction<Row> {
  /** The button code that grants it. */
  code: string;
  /** The translation key of its text. */
  label: TextKey;
  run: (row: Row) => void;
}

export interface CrudRowHandlers<Row> {
  edit: (row: Row) => void;
  remove: (row: Row) => void;
  /** Enable/disable, for records that have the toggle (btn_state). */
  toggle?: (row: Row) => void;
  /** Shown after edit, each only with its own code. */
  extra?: readonly ExtraRowAction<Row>[];
}

/**
 * The buttons of a row, each only when the page grants its code (removed, not
 * disabled); null when none is granted, so the actions column goes too.
 */
export function useCrudRowActions<Row extends { enabled?: boolean }>(
  handlers: CrudRowHandlers<Row>,
): ((row: Row) => RowAction[]) | null {
  const { t } = useTranslation();
  const { hasButton } = usePermission();
  const { edit, remove, toggle, extra } = handlers;
  return useMemo(() => {
    const canEdit = hasButton(ADMIN_BUTTON.edit);
    const canRemove = hasButton(ADMIN_BUTTON.remove);
    const canToggle = toggle !== undefined && hasButton(ADMIN_BUTTON.state);
    const extras = (extra ?? []).filter((action) => hasButton(action.code));
    if (!canEdit && !canRemove && !canToggle && extras.length === 0) return null;
    return (row: Row) => {
      const actions: RowAction[] = [];
      if (canEdit) actions.push({ label: t('crud.buttons.edit'), onClick: () => edit(row) });
      for (const action of extras)
        actions.push({ label: t(action.label), onClick: () => action.run(row) });
      if (canToggle)
        actions.push({
          label: t(row.enabled ? 'crud.buttons.disable' : 'crud.buttons.enable'),
          onClick: () => toggle(row),
        });
      if (canRemove)
        actions.push({ label: t('crud.buttons.remove'), onClick: () => remove(row), danger: true });
      return actions;
    };
  }, [hasButton, t, edit, remove, toggle, extra]);
}
