import { useCallback, useMemo, useState } from 'react';
import type { DeleteConfirmDialogProps } from './DeleteConfirmDialog';
import type { DialogTarget } from './dialog-target';
import type { EnabledChange, MutationTrigger } from './mutation-trigger';
import type { RowAction } from './RowActions';
import { useConfirmDelete } from './use-confirm-delete';
import { useCrudRowActions } from './use-crud-row-actions';
import type { ExtraRowAction } from './use-crud-row-actions';
import { useToggleEnabled } from './use-toggle-enabled';

export interface CrudListOptions<Row> {
  /** The delete mutation's trigger; it is called with the row's id once the user confirms. */
  remove: MutationTrigger<string>;
  /** The enable/disable mutation's trigger, for records that have the toggle. */
  setEnabled?: MutationTrigger<EnabledChange>;
  /** More row buttons; keep the array stable (module constant or useMemo). */
  extraActions?: readonly ExtraRowAction<Row>[];
}

/** The state of a list page's add/edit dialog, delete question and row buttons. */
export interface CrudList<Row> {
  /** The row buttons the caller may use, for the columns hook; null drops the actions column. */
  actionsOf: ((row: Row) => RowAction[]) | null;
  /** What the add/edit dialog edits; null while it is closed. */
  target: DialogTarget | null;
  openCreate: () => void;
  closeForm: () => void;
  deletion: DeleteConfirmDialogProps;
}

/** Wires a list's row buttons to its add/edit dialog, the delete question and the toggle. */
export function useCrudList<Row extends { id: string; enabled?: boolean }>(
  options: CrudListOptions<Row>,
): CrudList<Row> {
  const { remove, setEnabled, extraActions } = options;
  const [target, setTarget] = useState<DialogTarget | null>(null);
  const deletion = useConfirmDelete((id) => remove(id).unwrap());
  const toggle = useToggleEnabled<Row>(setEnabled);
  const { ask } = deletion;
  const handlers = useMemo(
    () => ({
      edit: (row: Row) => setTarget({ mode: 'edit', id: row.id }),
      remove: (row: Row) => ask(row.id),
      toggle,
      extra: extraActions,
    }),
    [ask, toggle, extraActions],
  );
  return {
    actionsOf: useCrudRowActions(handlers),
    target,
    openCreate: useCallback(() => setTarget({ mode: 'create' }), []),
    closeForm: useCallback(() => setTarget(null), []),
    deletion: deletion.dialogProps,
  };
}
