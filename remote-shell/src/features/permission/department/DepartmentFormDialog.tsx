import { skipToken } from '@reduxjs/toolkit/query';
import { editIdOf } from '../../../shared/crud';
import type { DialogTarget } from '../../../shared/crud';
import { OrganizeRecordDialog } from '../common/OrganizeRecordDialog';
import {
  useCreateDepartmentMutation,
  useDepartmentQuery,
  useUpdateDepartmentMutation,
} from './api';

export interface DepartmentFormDialogProps {
  target: DialogTarget;
  /** A new department's parent: the company chosen beside the list. */
  organizeId: string | null;
  onClose: () => void;
}

/** Adds or edits a department; its parent (a company or a department) is required. */
export function DepartmentFormDialog({ target, organizeId, onClose }: DepartmentFormDialogProps) {
  const [create] = useCreateDepartmentMutation();
  const [update] = useUpdateDepartmentMutation();
  return (
    <OrganizeRecordDialog
      target={target}
      onClose={onClose}
      area="permission.department"
      parentRequired
      companiesOnly={false}
      defaultParentId={organizeId}
      record={useDepartmentQuery(editIdOf(target) ?? skipToken)}
      create={create}
      update={update}
    />
  );
}
