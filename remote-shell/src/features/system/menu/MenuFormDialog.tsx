import { useMemo } from 'react';
import type { MenuBody, SystemMenuNode } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { RecordFormDialog } from '../../../shared/crud';
import type { RecordForm } from '../../../shared/crud';
import { useCreateMenuMutation, useSystemMenuSelectorQuery, useUpdateMenuMutation } from './api';
import { TOP_LEVEL, emptyMenu, fromNode, toMenuBody, validateMenu } from './menu-form';
import type { MenuField, MenuFormValues } from './menu-form';
import { MenuFormFields } from './MenuFormFields';

/** The open entry dialog: the entry being edited, or the parent a new entry goes under. */
export type MenuFormState = { editing: SystemMenuNode } | { parentId: string };

type MenuForm = RecordForm<SystemMenuNode, MenuFormValues, MenuField>;

/** An entry cannot move under itself: the selector leaves out the entry and its subtree. */
function without(nodes: readonly SystemMenuNode[], id: string | undefined): SystemMenuNode[] {
  return nodes
    .filter((node) => node.id !== id)
    .map((node) => ({ ...node, children: without(node.children, id) }));
}

/** Adding or editing one menu entry; the caller mounts it per opening, so it starts fresh. */
export function MenuFormDialog({ form, onClose }: { form: MenuFormState; onClose: () => void }) {
  const { t } = useTranslation();
  const [create] = useCreateMenuMutation();
  const [update] = useUpdateMenuMutation();
  const editing = 'editing' in form ? form.editing : undefined;
  const parentId = 'parentId' in form ? form.parentId : TOP_LEVEL;
  const { data } = useSystemMenuSelectorQuery(undefined);
  const parents = useMemo(() => without(data ?? [], editing?.id), [data, editing]);
  return (
    <RecordFormDialog<SystemMenuNode, MenuFormValues, MenuBody, MenuField>
      // The entry comes from the tree already loaded: nothing to wait for.
      target={editing ? { mode: 'edit', id: editing.id } : { mode: 'create' }}
      record={{ data: editing, isFetching: false }}
      onClose={onClose}
      title={t(editing ? 'system.menu.form.editTitle' : 'system.menu.form.addTitle')}
      savedNotice="system.menu.saved"
      initialValues={(node) => (node ? fromNode(node) : emptyMenu(parentId))}
      validate={validateMenu}
      toBody={toMenuBody}
      create={create}
      update={update}
      renderFields={(menuForm) => (
        <MenuFormFields
          values={menuForm.values}
          errors={menuForm.errors}
          onChange={changeOf(menuForm)}
          parents={parents}
        />
      )}
    />
  );
}

/** One field's change; the dialog drops its refusal once the field is valid again. */
function changeOf({ values, onChange }: MenuForm) {
  return <F extends MenuField>(field: F, value: MenuFormValues[F]) =>
    onChange({ ...values, [field]: value });
}
