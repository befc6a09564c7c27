import type { DataModelTableDesign, DataModelTableInfo } from '@mepm/contract';
import { skipToken } from '@reduxjs/toolkit/query';
import { RecordFormDialog, editIdOf } from '../../../shared/crud';
import type { DialogTarget } from '../../../shared/crud';
import {
  useCreateDataModelTableMutation,
  useDataModelTableQuery,
  useUpdateDataModelTableMutation,
} from './api';
import { DesignFields } from './DesignFields';
import {
  hasDesignErrors,
  tableBody,
  tableValues,
  validateTable,
  type TableErrors,
  type TableValues,
} from './table-design';

interface Props {
  sourceId: string;
  target: DialogTarget;
  onClose: () => void;
}

/** Designs a new table, or changes one the data model made; the SQL can be previewed first. */
export function TableDesignDialog({ sourceId, target, onClose }: Props) {
  const [create] = useCreateDataModelTableMutation();
  const [update] = useUpdateDataModelTableMutation();
  const editId = editIdOf(target);
  return (
    <RecordFormDialog<DataModelTableInfo, TableValues, DataModelTableDesign, 'name', TableErrors>
      target={target}
      onClose={onClose}
      titles="systemData.dataModel.titles"
      record={useDataModelTableQuery(editId ? { sourceId, table: editId } : skipToken)}
      initialValues={tableValues}
      validate={validateTable}
      isValid={(found) => !hasDesignErrors(found)}
      toBody={tableBody}
      create={(body) => create({ sourceId, body })}
      update={({ id, body }) => update({ sourceId, table: id, body })}
      width="lg"
      renderFields={(form) => <DesignFields form={form} sourceId={sourceId} table={editId} />}
    />
  );
}
