import type { DataInterfaceBody, DataInterfaceRecord } from '@mepm/contract';
import { skipToken } from '@reduxjs/toolkit/query';
import { RecordFormDialog, editIdOf } from '../../../shared/crud';
import type { DialogTarget } from '../../../shared/crud';
import {
  useCreateDataInterfaceMutation,
  useDataInterfaceQuery,
  useUpdateDataInterfaceMutation,
} from './api';
import {
  toDataInterfaceBody,
  toDataInterfaceValues,
  validateDataInterface,
  type DataInterfaceField,
  type DataInterfaceValues,
} from './data-interface-form';
import { DataInterfaceFormFields } from './DataInterfaceFormFields';

/** Adds or edits an interface; the server checks its SQL, JSON or address again. */
export function DataInterfaceFormDialog({
  target,
  onClose,
}: {
  target: DialogTarget;
  onClose: () => void;
}) {
  const [create] = useCreateDataInterfaceMutation();
  const [update] = useUpdateDataInterfaceMutation();
  return (
    <RecordFormDialog<
      DataInterfaceRecord,
      DataInterfaceValues,
      DataInterfaceBody,
      DataInterfaceField
    >
      target={target}
      onClose={onClose}
      titles="systemData.dataInterface.titles"
      record={useDataInterfaceQuery(editIdOf(target) ?? skipToken)}
      initialValues={toDataInterfaceValues}
      validate={validateDataInterface}
      toBody={toDataInterfaceBody}
      create={create}
      update={update}
      width="md"
      renderFields={(form) => <DataInterfaceFormFields {...form} />}
    />
  );
}
