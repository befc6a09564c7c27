import { useState } from 'react';
import type { RoleRecord } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { CodedRecordFields } from '../common/CodedRecordFields';
import { editIdOf } from '../common/dialog-target';
import type { DialogTarget } from '../common/dialog-target';
import { hasErrors } from '../common/field-error';
import type { FieldErrors } from '../common/field-error';
import { FormDialog } from '../common/FormDialog';
import {
  EMPTY_CODED_RECORD,
  toCodedBody,
  toCodedValues,
  validateCodedRecord,
} from '../common/record-form';
import type { CodedRecordField, CodedRecordValues } from '../common/record-form';
import { useNotifySuccess } from '../common/use-notify';
import { useCreateRoleMutation, useRoleQuery, useUpdateRoleMutation } from './api';

const FIELDS = 'permission.role.fields';

export interface RoleFormDialogProps {
  target: DialogTarget | null;
  onClose: () => void;
}

/** Adds or edits a role; the list and the role selector refresh through the mutations' tags. */
export function RoleFormDialog({ target, onClose }: RoleFormDialogProps) {
  const { t } = useTranslation();
  const editId = editIdOf(target);
  const { data: record, isFetching } = useRoleQuery(editId ?? '', { skip: editId === null });
  if (target === null) return null;
  const title = t(editId ? 'permission.role.titles.edit' : 'permission.role.titles.add');
  if (editId && (!record || isFetching)) {
    return <FormDialog open loading title={title} onSubmit={() => undefined} onClose={onClose} />;
  }
  return (
    <RoleEditor
      key={editId ?? 'new'}
      title={title}
      editId={editId}
      record={record}
      onClose={onClose}
    />
  );
}

interface RoleEditorProps {
  title: string;
  editId: string | null;
  record: RoleRecord | undefined;
  onClose: () => void;
}

function RoleEditor({ title, editId, record, onClose }: RoleEditorProps) {
  const notify = useNotifySuccess();
  const [values, setValues] = useState<CodedRecordValues>(() =>
    editId && record ? toCodedValues(record) : EMPTY_CODED_RECORD,
  );
  const [errors, setErrors] = useState<FieldErrors<CodedRecordField>>({});
  const [create, creating] = useCreateRoleMutation();
  const [update, updating] = useUpdateRoleMutation();

  const submit = async () => {
    const found = validateCodedRecord(values, FIELDS);
    setErrors(found);
    if (hasErrors(found)) return;
    const body = toCodedBody(values);
    try {
      if (editId) await update({ id: editId, body }).unwrap();
      else await create(body).unwrap();
      notify('permission.common.saved');
      onClose();
    } catch {
      // The base query showed the server's message (a taken code, say); keep the input.
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
      <CodedRecordFields fields={FIELDS} values={values} errors={errors} onChange={setValues} />
    </FormDialog>
  );
}
