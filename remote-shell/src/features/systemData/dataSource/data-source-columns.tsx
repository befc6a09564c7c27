import type { DataSourceRecord } from '@mepm/contract';
import { createdTimeColumn, enabledColumn, useCrudColumns } from '../../../shared/crud';
import type { ColumnText, GrantedColumn, RowAction } from '../../../shared/crud';
import { FIELDS } from './data-source-form';

/** The column codes are the field names; the address joins host, port and database. */
const defineDataSourceColumns = ({
  t,
  dateText,
}: ColumnText): GrantedColumn<DataSourceRecord>[] => [
  { key: 'fullName', label: t(`${FIELDS}.fullName`), width: 180 },
  {
    key: 'kind',
    label: t(`${FIELDS}.kind`),
    width: 140,
    render: (row) => t(`systemData.dataSource.kinds.${row.kind}`),
  },
  {
    key: 'host',
    label: t(`${FIELDS}.address`),
    width: 240,
    render: (row) => `${row.host}:${row.port}/${row.database}`,
  },
  { key: 'user', label: t(`${FIELDS}.user`), width: 120 },
  { key: 'description', label: t(`${FIELDS}.description`) },
  { key: 'sortCode', label: t(`${FIELDS}.sortCode`), width: 80 },
  enabledColumn(t(`${FIELDS}.enabled`)),
  createdTimeColumn(t(`${FIELDS}.createdTime`), dateText),
];

/** The sources list's columns. */
export function useDataSourceColumns(actionsOf: ((row: DataSourceRecord) => RowAction[]) | null) {
  return useCrudColumns({ define: defineDataSourceColumns, actionsOf, actionsWidth: 160 });
}
