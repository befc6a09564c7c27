import { useTranslation } from 'react-i18next';
import { editIdOf } from '../common/dialog-target';
import type { DialogTarget } from '../common/dialog-target';
import { FormDialog } from '../common/FormDialog';
import { OrganizeEditor } from '../common/OrganizeEditor';
import { useCompanyQuery, useCreateCompanyMutation, useUpdateCompanyMutation } from './api';

export interface OrganizeFormDialogProps {
  target: DialogTarget | null;
  onClose: () => void;
}

/** Adds or edits a company; its parent is a company or none (a top company). */
export function OrganizeFormDialog({ target, onClose }: OrganizeFormDialogProps) {
  const { t } = useTranslation();
  const editId = editIdOf(target);
  const { data: record, isFetching } = useCompanyQuery(editId ?? '', { skip: editId === null });
  const [create, creating] = useCreateCompanyMutation();
  const [update, updating] = useUpdateCompanyMutation();
  if (target === null) return null;
  const title = t(editId ? 'permission.organize.titles.edit' : 'permission.organize.titles.add');
  if (editId && (!record || isFetching)) {
    return <FormDialog open loading title={title} onSubmit={() => undefined} onClose={onClose} />;
  }
  return (
    <OrganizeEditor
      key={editId ?? 'new'}
      title={title}
      fields="permission.organize.fields"
      parentRequired={false}
      companiesOnly
      record={editId ? record : undefined}
      defaultParentId={null}
      save={(body) => (editId ? update({ id: editId, body }).unwrap() : create(body).unwrap())}
      saving={creating.isLoading || updating.isLoading}
      onClose={onClose}
    />
  );
}
