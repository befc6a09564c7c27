import { useTranslation } from 'react-i18next';
import { editIdOf } from '../common/dialog-target';
import type { DialogTarget } from '../common/dialog-target';
import { FormDialog } from '../common/FormDialog';
import { OrganizeEditor } from '../common/OrganizeEditor';
import {
  useCreateDepartmentMutation,
  useDepartmentQuery,
  useUpdateDepartmentMutation,
} from './api';

export interface DepartmentFormDialogProps {
  target: DialogTarget | null;
  /** A new department's parent: the company chosen beside the list. */
  organizeId: string | null;
  onClose: () => void;
}

/** Adds or edits a department; its parent (a company or a department) is required. */
export function DepartmentFormDialog({ target, organizeId, onClose }: DepartmentFormDialogProps) {
  const { t } = useTranslation();
  const editId = editIdOf(target);
  const { data: record, isFetching } = useDepartmentQuery(editId ?? '', { skip: editId === null });
  const [create, creating] = useCreateDepartmentMutation();
  const [update, updating] = useUpdateDepartmentMutation();
  if (target === null) return null;
  const title = t(
    editId ? 'permission.department.titles.edit' : 'permission.department.titles.add',
  );
  if (editId && (!record || isFetching)) {
    return <FormDialog open loading title={title} onSubmit={() => undefined} onClose={onClose} />;
  }
  return (
    <OrganizeEditor
      key={editId ?? 'new'}
      title={title}
      fields="permission.department.fields"
      parentRequired
      companiesOnly={false}
      record={editId ? record : undefined}
      defaultParentId={organizeId}
      save={(body) => (editId ? update({ id: editId, body }).unwrap() : create(body).unwrap())}
      saving={creating.isLoading || updating.isLoading}
      onClose={onClose}
    />
  );
}
