import { useCallback } from 'react';
import Box from '@mui/material/Box';
import { createdTimeColumn, enabledColumn, useCrudColumns } from '../../../shared/crud';
import type { ColumnText, GrantedColumn, RowAction } from '../../../shared/crud';
import type { FlatOrganizeRow } from './flatten-tree';
import type { OrganizeFields } from './organize-form';

function organizeColumns(
  fields: OrganizeFields,
  { t, dateText }: ColumnText,
): GrantedColumn<FlatOrganizeRow>[] {
  return [
    {
      key: 'fullName',
      label: t(`${fields}.fullName`),
      // The tree shows as indentation: the table is flat so that it can be virtualised.
      render: (row) => <Box sx={{ pl: row.depth * 2 }}>{row.fullName}</Box>,
    },
    { key: 'enCode', label: t(`${fields}.enCode`), width: 160 },
    { key: 'description', label: t(`${fields}.description`) },
    { key: 'sortCode', label: t(`${fields}.sortCode`), width: 80 },
    enabledColumn(t(`${fields}.enabled`)),
    createdTimeColumn(t(`${fields}.createdTime`), dateText),
  ];
}

/** The columns of the company and department tables; `fields` prefixes the labels. */
export function useOrganizeColumns(
  fields: OrganizeFields,
  actionsOf: ((row: FlatOrganizeRow) => RowAction[]) | null,
) {
  const define = useCallback((text: ColumnText) => organizeColumns(fields, text), [fields]);
  return useCrudColumns({ define, actionsOf, actionsWidth: 160 });
}
