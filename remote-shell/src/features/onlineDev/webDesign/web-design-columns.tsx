import { useCallback } from 'react';
import Chip from '@mui/material/Chip';
import type { WebDesignRow } from '@mepm/contract';
import { DESIGN_CATEGORY_DICTIONARY } from '@mepm/contract/paths';
import { useDictionary } from '../../../kernel/dictionary/use-dictionary';
import { useCrudColumns } from '../../../shared/crud';
import type { ColumnText, GrantedColumn, RowAction } from '../../../shared/crud';
import { FIELDS, TYPE_NAMES, WEB_TYPE_NAMES } from './web-design-form';

/** The designs list's columns; the category shows its dictionary name. */
export function useWebDesignColumns(actionsOf: ((row: WebDesignRow) => RowAction[]) | null) {
  const { labelOf } = useDictionary(DESIGN_CATEGORY_DICTIONARY);
  const define = useCallback(
    ({ t, dateText }: ColumnText): GrantedColumn<WebDesignRow>[] => [
      { key: 'fullName', label: t(`${FIELDS}.fullName`), width: 180 },
      { key: 'enCode', label: t(`${FIELDS}.enCode`), width: 160 },
      {
        key: 'category',
        label: t(`${FIELDS}.category`),
        width: 110,
        render: (row) => labelOf(row.category),
      },
      {
        key: 'type',
        label: t(`${FIELDS}.type`),
        width: 100,
        render: (row) => t(`onlineDev.webDesign.types.${TYPE_NAMES[row.type]}`),
      },
      {
        key: 'webType',
        label: t(`${FIELDS}.webType`),
        width: 130,
        render: (row) => t(`onlineDev.webDesign.webTypes.${WEB_TYPE_NAMES[row.webType]}`),
      },
      {
        key: 'state',
        label: t(`${FIELDS}.state`),
        width: 90,
        render: (row) => (
          <Chip
            size="small"
            color={row.state === 1 ? 'success' : 'default'}
            label={t(`onlineDev.webDesign.states.${row.state === 1 ? 'released' : 'draft'}`)}
          />
        ),
      },
      {
        key: 'lastModifyTime',
        label: t(`${FIELDS}.lastModifyTime`),
        width: 150,
        render: (row) => dateText(row.lastModifyTime),
      },
    ],
    [labelOf],
  );
  return useCrudColumns({ define, actionsOf, actionsWidth: 280 });
}
