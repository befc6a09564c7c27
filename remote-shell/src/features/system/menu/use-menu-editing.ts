import { useState } from 'react';
import type { SystemMenuNode } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../kernel/hooks';
import type { TextKey } from '../../../kernel/i18n/text-key';
import { toastShown } from '../../../kernel/notice-slice';
import { useDeleteMenuMutation, useToggleMenuStateMutation } from './api';
import { TOP_LEVEL } from './menu-form';
import type { MenuFormState } from './MenuFormDialog';

/** The page's dialogs and mutations: add, edit, toggle, delete (confirmed), elements drawer. */
export function useMenuEditing() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [form, setForm] = useState<MenuFormState | null>(null);
  const [removing, setRemoving] = useState<SystemMenuNode | null>(null);
  const [elementsOf, setElementsOf] = useState<SystemMenuNode | null>(null);
  const [remove, deleting] = useDeleteMenuMutation();
  const [toggle] = useToggleMenuStateMutation();
  const done = (key: TextKey) => dispatch(toastShown({ kind: 'success', text: t(key) }));

  // The server refuses an entry with children; its message is shown as the error toast.
  const confirmRemove = async () => {
    if (!removing) return;
    const result = await remove(removing.id);
    setRemoving(null);
    if ('data' in result) done('system.menu.removed');
  };

  return {
    form,
    closeForm: () => setForm(null),
    removing,
    deleting: deleting.isLoading,
    confirmRemove,
    cancelRemove: () => setRemoving(null),
    elementsOf,
    closeElements: () => setElementsOf(null),
    handlers: {
      onAddChild: (node: SystemMenuNode) => setForm({ parentId: node.id }),
      onEdit: (node: SystemMenuNode) => setForm({ editing: node }),
      onToggle: (node: SystemMenuNode) => void toggle({ id: node.id }),
      onElements: setElementsOf,
      onRemove: setRemoving,
    },
    addTopLevel: () => setForm({ parentId: TOP_LEVEL }),
  };
}
