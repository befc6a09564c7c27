import { skipToken } from '@reduxjs/toolkit/query';
import { editIdOf } from '../../../shared/crud';
import type { DialogTarget } from '../../../shared/crud';
import { OrganizeRecordDialog } from '../common/OrganizeRecordDialog';
import { useCompanyQuery, useCreateCompanyMutation, useUpdateCompanyMutation } from './api';

/** Adds or edits a company; its parent is a company or none (a top company). */
export function OrganizeFormDialog({
  target,
  onClose,
}: {
  target: DialogTarget;
  onClose: () => void;
}) {
  const [create] = useCreateCompanyMutation();
  const [update] = useUpdateCompanyMutation();
  return (
    <OrganizeRecordDialog
      target={target}
      onClose={onClose}
      area="permission.organize"
      parentRequired={false}
      companiesOnly
      defaultParentId={null}
      record={useCompanyQuery(editIdOf(target) ?? skipToken)}
      create={create}
      update={update}
    />
  );
}
