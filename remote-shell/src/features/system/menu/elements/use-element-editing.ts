import { useState } from 'react';

/** The open add/edit dialog: the row being edited, or none when adding. */
export interface ElementForm<Row> {
  row: Row | undefined;
}

/**
 * The add/edit dialog and the delete question of one list in the menu's elements drawer
 * (buttons, columns, form fields, schemes). The dialog saves by itself and closes when done.
 */
export function useElementEditing<Row>({ remove }: { remove: (row: Row) => Promise<unknown> }) {
  const [form, setForm] = useState<ElementForm<Row> | null>(null);
  const [target, setTarget] = useState<Row | null>(null);
  return {
    form,
    openForm: (row?: Row) => setForm({ row }),
    closeForm: () => setForm(null),
    /** For the confirm dialog, beside its message and busy state. */
    removal: {
      open: target !== null,
      onConfirm: () => {
        void (async () => {
          if (target !== null) await remove(target);
          setTarget(null);
        })();
      },
      onClose: () => setTarget(null),
    },
    askRemove: setTarget,
  };
}
