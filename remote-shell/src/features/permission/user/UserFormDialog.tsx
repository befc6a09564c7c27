import type { UserCreateBody, UserRecord } from '@mepm/contract';
import { skipToken } from '@reduxjs/toolkit/query';
import { RecordFormDialog, editIdOf } from '../../../shared/crud';
import type { DialogTarget } from '../../../shared/crud';
import { useCreateUserMutation, useUpdateUserMutation, useUserQuery } from './api';
import { EMPTY_USER, toUserBody, toUserFormValues, validateUser } from './user-form';
import type { UserFormField, UserFormValues } from './user-form';
import { UserFormFields } from './UserFormFields';

/** Adds or edits a user; the list refreshes through the mutations' tags. */
export function UserFormDialog({ target, onClose }: { target: DialogTarget; onClose: () => void }) {
  const [create] = useCreateUserMutation();
  const [update] = useUpdateUserMutation();
  return (
    <RecordFormDialog<UserRecord, UserFormValues, UserCreateBody, UserFormField>
      target={target}
      onClose={onClose}
      titles="permission.user.titles"
      record={useUserQuery(editIdOf(target) ?? skipToken)}
      initialValues={(record) => (record ? toUserFormValues(record) : EMPTY_USER)}
      validate={validateUser}
      toBody={toUserBody}
      create={create}
      update={update}
      renderFields={({ record, ...form }) => (
        <UserFormFields
          {...form}
          knownLabels={record ? { [record.organizeId]: record.organizeName } : {}}
        />
      )}
    />
  );
}
