import type { RoleBody, RoleRecord } from '@mepm/contract';
import { skipToken } from '@reduxjs/toolkit/query';
import {
  CodedRecordFields,
  EMPTY_CODED_RECORD,
  RecordFormDialog,
  editIdOf,
  toCodedBody,
  toCodedValues,
  validateCodedRecord,
} from '../../../shared/crud';
import type { CodedRecordField, CodedRecordValues, DialogTarget } from '../../../shared/crud';
import { useCreateRoleMutation, useRoleQuery, useUpdateRoleMutation } from './api';

const FIELDS = 'permission.role.fields';

/** Adds or edits a role; the list and the role selector refresh through the mutations' tags. */
export function RoleFormDialog({ target, onClose }: { target: DialogTarget; onClose: () => void }) {
  const [create] = useCreateRoleMutation();
  const [update] = useUpdateRoleMutation();
  return (
    <RecordFormDialog<RoleRecord, CodedRecordValues, RoleBody, CodedRecordField>
      target={target}
      onClose={onClose}
      titles="permission.role.titles"
      record={useRoleQuery(editIdOf(target) ?? skipToken)}
      initialValues={(record) => (record ? toCodedValues(record) : EMPTY_CODED_RECORD)}
      validate={(values) => validateCodedRecord(values, FIELDS)}
      toBody={toCodedBody}
      create={create}
      update={update}
      renderFields={(form) => <CodedRecordFields fields={FIELDS} {...form} />}
    />
  );
}
