import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { TableColumn } from '../../../shared/table';
import { EnabledChip } from './EnabledChip';
import type { FlatOrganizeRow } from './flatten-tree';
import { RowActions } from './RowActions';
import type { RowAction } from './RowActions';
import { useColumnGrants } from './use-column-grants';
import { useDateText } from './use-date-text';

/** The columns of the company and department tables; `fields` prefixes the labels. */
export function useOrganizeColumns(
  fields: string,
  actionsOf: ((row: FlatOrganizeRow) => RowAction[]) | null,
): TableColumn<FlatOrganizeRow>[] {
  const { t } = useTranslation();
  const granted = useColumnGrants();
  const dateText = useDateText();
  return useMemo(() => {
    const columns: TableColumn<FlatOrganizeRow>[] = [
      {
        key: 'fullName',
        label: t(`${fields}.fullName`),
        // The tree shows as indentation: the table is flat so that it can be virtualised.
        render: (row) => <Box sx={{ pl: row.depth * 2 }}>{row.fullName}</Box>,
      },
      { key: 'enCode', label: t(`${fields}.enCode`), width: 160 },
      { key: 'description', label: t(`${fields}.description`) },
      { key: 'sortCode', label: t(`${fields}.sortCode`), width: 80 },
      {
        key: 'enabled',
        label: t(`${fields}.enabled`),
        width: 90,
        render: (row) => <EnabledChip enabled={row.enabled} />,
      },
      {
        key: 'createdTime',
        label: t(`${fields}.createdTime`),
        width: 150,
        render: (row) => dateText(row.createdTime),
      },
    ];
    const shown = columns.filter((column) => granted(column.key));
    if (actionsOf) {
      shown.push({
        key: 'actions',
        label: t('permission.common.actions'),
        width: 160,
        render: (row) => <RowActions actions={actionsOf(row)} />,
      });
    }
    return shown;
  }, [t, fields, granted, dateText, actionsOf]);
}
