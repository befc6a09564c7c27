import type { DataSourceBody, DataSourceRecord } from '@mepm/contract';
import { skipToken } from '@reduxjs/toolkit/query';
import { RecordFormDialog, editIdOf } from '../../../shared/crud';
import type { DialogTarget } from '../../../shared/crud';
import {
  useCreateDataSourceMutation,
  useDataSourceQuery,
  useUpdateDataSourceMutation,
} from './api';
import {
  toDataSourceBody,
  toDataSourceValues,
  validateDataSource,
  type DataSourceField,
  type DataSourceValues,
} from './data-source-form';
import { DataSourceFormFields } from './DataSourceFormFields';

/** Adds or edits a source; an edit that leaves the password empty keeps the stored one. */
export function DataSourceFormDialog({
  target,
  onClose,
}: {
  target: DialogTarget;
  onClose: () => void;
}) {
  const [create] = useCreateDataSourceMutation();
  const [update] = useUpdateDataSourceMutation();
  return (
    <RecordFormDialog<DataSourceRecord, DataSourceValues, DataSourceBody, DataSourceField>
      target={target}
      onClose={onClose}
      titles="systemData.dataSource.titles"
      record={useDataSourceQuery(editIdOf(target) ?? skipToken)}
      initialValues={toDataSourceValues}
      validate={validateDataSource}
      toBody={toDataSourceBody}
      create={create}
      update={update}
      renderFields={(form) => <DataSourceFormFields {...form} />}
    />
  );
}
