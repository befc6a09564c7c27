import { useState } from 'react';

/** The open add/edit dialog: the record's id when editing, and the values it starts from. */
export interface ElementForm<Values> {
  id?: string;
  initial: Values;
}

export interface ElementEditingOptions<Row, Values> {
  /** Creates (no id) or updates; resolves to the mutation's result. */
  save: (id: string | undefined, values: Values) => Promise<{ data: unknown } | { error: unknown }>;
  remove: (row: Row) => Promise<unknown>;
}

/**
 * The add/edit dialog and the delete question of one list in the menu's elements drawer
 * (buttons, columns, form fields, schemes). A refused save keeps the dialog open: the base query
 * showed why.
 */
export function useElementEditing<Row, Values>({
  save,
  remove,
}: ElementEditingOptions<Row, Values>) {
  const [form, setForm] = useState<ElementForm<Values> | null>(null);
  const [target, setTarget] = useState<Row | null>(null);
  return {
    form,
    openForm: setForm,
    closeForm: () => setForm(null),
    submit: async (values: Values) => {
      const result = await save(form?.id, values);
      if ('data' in result) setForm(null);
    },
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
