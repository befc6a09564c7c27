import { useCallback } from 'react';
import type { DataModelTable } from '@mepm/contract';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { useCrudColumns } from '../../../shared/crud';
import type { ColumnText, GrantedColumn, RowAction } from '../../../shared/crud';
import { FIELDS } from './table-design';

/** A table as a list row: its name is its id. */
export type TableRow = DataModelTable & { id: string };

/** The tables list: the name opens the table, then kind, comment, rows and whether it changes. */
export function useTableColumns(
  actionsOf: ((row: TableRow) => RowAction[]) | null,
  onOpen: (row: TableRow) => void,
) {
  const define = useCallback(
    ({ t }: ColumnText): GrantedColumn<TableRow>[] => [
      {
        key: 'name',
        label: t(`${FIELDS}.name`),
        width: 240,
        render: (row) => (
          <Link component="button" type="button" onClick={() => onOpen(row)}>
            {row.name}
          </Link>
        ),
      },
      {
        key: 'kind',
        label: t(`${FIELDS}.kind`),
        width: 80,
        render: (row) => t(`systemData.dataModel.kinds.${row.kind}`),
      },
      { key: 'comment', label: t(`${FIELDS}.comment`) },
      {
        key: 'rows',
        label: t(`${FIELDS}.rows`),
        width: 120,
        render: (row) => (row.rows === null ? '' : row.rows.toLocaleString()),
      },
      {
        key: 'readOnly',
        label: t(`${FIELDS}.readOnly`),
        width: 100,
        render: (row) => (
          <Chip
            size="small"
            variant="outlined"
            color={row.readOnly ? 'default' : 'success'}
            label={t(
              row.readOnly ? 'systemData.dataModel.readOnly' : 'systemData.dataModel.editable',
            )}
          />
        ),
      },
    ],
    [onOpen],
  );
  return useCrudColumns({ define, actionsOf, actionsWidth: 140 });
}
