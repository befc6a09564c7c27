import { useMemo, useState } from 'react';
import TextField from '@mui/material/TextField';
import type { DataSyncTable } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { useClientPage } from '../../../shared/crud';
import { PagedTable } from '../../../shared/table';
import { useDataSyncTablesQuery } from './api';
import { useSourceTableColumns } from './table-columns';

export interface SourceTablesProps {
  sourceId: string;
  onSync: (table: DataSyncTable) => void;
}

/** The tables a copy may read from one source, filtered by name on the client. */
export function SourceTables({ sourceId, onSync }: SourceTablesProps) {
  const { t } = useTranslation();
  const tables = useDataSyncTablesQuery(sourceId);
  const [filter, setFilter] = useState('');
  const rows = useMemo(() => {
    const words = filter.trim().toLowerCase();
    const list = tables.data?.list ?? [];
    return words ? list.filter((table) => table.name.toLowerCase().includes(words)) : list;
  }, [tables.data, filter]);
  const page = useClientPage(rows, tables);
  const columns = useSourceTableColumns(onSync);
  return (
    <PagedTable
      label={t('systemData.dataSync.tables')}
      columns={columns}
      rows={page.rows}
      getRowId={(row) => row.name}
      total={page.total}
      currentPage={page.currentPage}
      pageSize={page.pageSize}
      onPageChange={page.setCurrentPage}
      onPageSizeChange={page.setPageSize}
      loading={page.loading}
      error={page.error}
      maxBodyHeight={360}
      toolbar={
        <TextField
          size="small"
          type="search"
          label={t('systemData.dataSync.filter')}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      }
    />
  );
}
