import { useMemo } from 'react';
import Button from '@mui/material/Button';
import type { DataSyncTable } from '@mepm/contract';
import { DATA_SYNC_BUTTON } from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/permission';
import type { TableColumn } from '../../../shared/table';

const FIELDS = 'systemData.dataSync.fields';

/**
 * The source tables list: name, estimated rows, and the Sync button for callers holding
 * btn_execute (without it the column is left out, as the server would refuse the copy).
 */
export function useSourceTableColumns(
  onSync: (table: DataSyncTable) => void,
): TableColumn<DataSyncTable>[] {
  const { t } = useTranslation();
  const mayExecute = usePermission().hasButton(DATA_SYNC_BUTTON.execute);
  return useMemo(() => {
    const columns: TableColumn<DataSyncTable>[] = [
      { key: 'name', label: t(`${FIELDS}.table`) },
      {
        key: 'rows',
        label: t(`${FIELDS}.rows`),
        width: 140,
        align: 'right',
        render: (row) => (row.rows === null ? '' : row.rows.toLocaleString()),
      },
    ];
    if (!mayExecute) return columns;
    const sync = t('systemData.dataSync.buttons.sync');
    return [
      ...columns,
      {
        key: 'actions',
        label: '',
        width: 90,
        pinned: true,
        render: (row) => (
          <Button size="small" aria-label={`${sync} ${row.name}`} onClick={() => onSync(row)}>
            {sync}
          </Button>
        ),
      },
    ];
  }, [mayExecute, onSync, t]);
}
