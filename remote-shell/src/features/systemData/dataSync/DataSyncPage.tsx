import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DataSyncTable } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { RunHistory } from './RunHistory';
import { SourceSelect, useDataSourceOptionsQuery } from '../../../shared/data-source-select';
import { SourceTables } from './SourceTables';
import { SyncDialog } from './SyncDialog';

/**
 * System data → data sync (/systemData/dataSync): pick a source, see the tables a copy may read,
 * copy one (btn_execute) into a table of any source while its progress shows, and read the
 * latest runs below.
 */
export function DataSyncPage() {
  const { t } = useTranslation();
  const sources = useDataSourceOptionsQuery(undefined);
  const list = sources.data?.list ?? [];
  const [sourceId, setSourceId] = useState<string | null>(null);
  const [syncing, setSyncing] = useState<string | null>(null);
  const onSync = useCallback((table: DataSyncTable) => setSyncing(table.name), []);
  return (
    <Box sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography component="h2" variant="h6">
          {t('systemData.dataSync.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('systemData.dataSync.hint')}
        </Typography>
        {sources.isError && <Alert severity="error">{t('systemData.dataSync.loadFailed')}</Alert>}
        <SourceSelect
          size="small"
          label={t('systemData.dataSync.fields.source')}
          sources={list}
          value={sourceId ?? ''}
          onChange={setSourceId}
        />
        {sourceId === null ? (
          <Typography color="text.secondary">{t('systemData.dataSync.pickSource')}</Typography>
        ) : (
          <SourceTables sourceId={sourceId} onSync={onSync} />
        )}
        <Typography component="h3" variant="subtitle1">
          {t('systemData.dataSync.history')}
        </Typography>
        <RunHistory sources={list} />
      </Stack>
      {sourceId !== null && syncing !== null && (
        <SyncDialog
          fromSourceId={sourceId}
          fromTable={syncing}
          sources={list}
          onClose={() => setSyncing(null)}
        />
      )}
    </Box>
  );
}
