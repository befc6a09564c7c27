import { useCallback } from 'react';
import type { DictionaryDataNode } from '@mepm/contract';
import Box from '@mui/material/Box';
import { useMenuName } from '../../../kernel/i18n/use-shown-language';
import { createdTimeColumn, enabledColumn, useCrudColumns } from '../../../shared/crud';
import type { ColumnText, GrantedColumn, RowAction } from '../../../shared/crud';
import { FIELDS } from './dictionary-form';

/** An item as a table row: a tree type's items are indented by their depth. */
export type DataRow = DictionaryDataNode & { depth: number };

/** The items list's columns: the name in the shown language, then code, order, state. */
export function useDataColumns(actionsOf: ((row: DataRow) => RowAction[]) | null) {
  const nameOf = useMenuName();
  const define = useCallback(
    ({ t, dateText }: ColumnText): GrantedColumn<DataRow>[] => [
      {
        key: 'fullName',
        label: t(`${FIELDS}.fullName`),
        width: 200,
        render: (row) => <Box sx={{ pl: row.depth * 2.5 }}>{nameOf(row)}</Box>,
      },
      { key: 'enCode', label: t(`${FIELDS}.enCode`), width: 160 },
      { key: 'description', label: t(`${FIELDS}.description`) },
      { key: 'sortCode', label: t(`${FIELDS}.sortCode`), width: 80 },
      enabledColumn(t(`${FIELDS}.enabled`)),
      createdTimeColumn(t(`${FIELDS}.createdTime`), dateText),
    ],
    [nameOf],
  );
  return useCrudColumns({ define, actionsOf, actionsWidth: 200 });
}
