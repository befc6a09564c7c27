import { useState } from 'react';
import type { UserRecord } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { hasErrors } from '../common/field-error';
import type { FieldErrors } from '../common/field-error';
import { FormDialog } from '../common/FormDialog';
import { useNotifySuccess } from '../common/use-notify';
import { useCreateUserMutation, useUpdateUserMutation, useUserQuery } from './api';
import { EMPTY_USER, toUserBody, toUserFormValues, validateUser } from './user-form';
import type { UserFormField, UserFormValues } from './user-form';
import { UserFormFields } from './UserFormFields';

/** What the dialog edits: a new user, or the user of that id. */
export type UserDialogTarget = { mode: 'create' } | { mode: 'edit'; id: string };

export interface UserFormDialogProps {
  target: UserDialogTarget | null;
  onClose: () => void;
}

/** Adds or edits a user; the list refreshes through the mutations' tags. */
export function UserFormDialog({ target, onClose }: UserFormDialogProps) {
  const { t } = useTranslation();
  const editId = target?.mode === 'edit' ? target.id : null;
  const { data: record, isFetching } = useUserQuery(editId ?? '', { skip: editId === null });
  if (target === null) return null;
  const title = t(editId ? 'permission.user.titles.edit' : 'permission.user.titles.add');
  if (editId && (!record || isFetching)) {
    return <FormDialog open loading title={title} onSubmit={() => undefined} onClose={onClose} />;
  }
  return (
    <UserEditor
      key={editId ?? 'new'}
      title={title}
      editId={editId}
      record={editId ? record : undefined}
      onClose={onClose}
    />
  );
}

interface UserEditorProps {
  title: string;
  editId: string | null;
  record: UserRecord | undefined;
  onClose: () => void;
}

function UserEditor({ title, editId, record, onClose }: UserEditorProps) {
  const notify = useNotifySuccess();
  const [values, setValues] = useState<UserFormValues>(() =>
    record ? toUserFormValues(record) : EMPTY_USER,
  );
  const [errors, setErrors] = useState<FieldErrors<UserFormField>>({});
  const [create, creating] = useCreateUserMutation();
  const [update, updating] = useUpdateUserMutation();
  const knownLabels = record ? { [record.organizeId]: record.organizeName } : {};

  const submit = async () => {
    const found = validateUser(values);
    setErrors(found);
    if (hasErrors(found)) return;
    const body = toUserBody(values);
    try {
      if (editId) await update({ id: editId, body }).unwrap();
      else await create(body).unwrap();
      notify('permission.common.saved');
      onClose();
    } catch {
      // The base query showed the server's message (a taken account, say); keep the input.
    }
  };

  return (
    <FormDialog
      open
      title={title}
      saving={creating.isLoading || updating.isLoading}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <UserFormFields
        values={values}
        errors={errors}
        onChange={setValues}
        knownLabels={knownLabels}
      />
    </FormDialog>
  );
}
