import type { DataInterfaceRow } from '@mepm/contract';
import { codedRecordColumns, useCrudColumns } from '../../../shared/crud';
import type { ColumnText, RowAction } from '../../../shared/crud';
import { FIELDS } from './data-interface-form';

/** The column codes are the field names. */
const defineColumns = (text: ColumnText) =>
  codedRecordColumns<DataInterfaceRow>(FIELDS, text, [
    { key: 'category', label: text.t(`${FIELDS}.category`), width: 100 },
    {
      key: 'kind',
      label: text.t(`${FIELDS}.kind`),
      width: 100,
      render: (row) => text.t(`systemData.dataInterface.kinds.${row.kind}`),
    },
    {
      key: 'dataSourceId',
      label: text.t(`${FIELDS}.dataSourceId`),
      width: 90,
      render: (row) => (row.kind === 'sql' ? row.dataSourceId : ''),
    },
  ]);

/** The interfaces list's columns. */
export function useDataInterfaceColumns(
  actionsOf: ((row: DataInterfaceRow) => RowAction[]) | null,
) {
  return useCrudColumns({ define: defineColumns, actionsOf, actionsWidth: 300 });
}
