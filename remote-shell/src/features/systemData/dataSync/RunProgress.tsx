import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DataSyncRun } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../kernel/hooks';
import { runEnded, useDataSyncRunQuery, useDataSyncRunState } from './api';

/** How often a running copy is asked for its progress. */
const POLL_MS = 1000;

export interface RunProgressProps {
  /** The run as the start answered it; polled from there until it ends. */
  started: DataSyncRun;
}

/** A copy's progress bar while it runs, then its outcome: rows copied, table made, or why not. */
export function RunProgress({ started }: RunProgressProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  // The run as last answered (read without subscribing), which decides whether to go on asking.
  const data = useDataSyncRunState(started.id).data ?? started;
  const running = data.state === 'running';
  // Once the run has ended the interval is 0: RTK Query stops asking.
  useDataSyncRunQuery(started.id, { pollingInterval: running ? POLL_MS : 0 });
  useEffect(() => {
    if (running) return;
    // The target has new rows, perhaps a new table; the history has the run's end.
    dispatch(runEnded(data.toSourceId));
  }, [running, data.toSourceId, dispatch]);

  const total = data.rowsTotal;
  const done = data.rowsDone;
  return (
    <Stack spacing={1} aria-live="polite">
      {running && (
        <>
          <LinearProgress
            aria-label={t('systemData.dataSync.states.running')}
            variant={total ? 'determinate' : 'indeterminate'}
            value={total ? Math.min(100, (done / total) * 100) : undefined}
          />
          <Typography variant="body2" role="status">
            {total === null
              ? t('systemData.dataSync.progressUnknown', { done: done.toLocaleString() })
              : t('systemData.dataSync.progress', {
                  done: done.toLocaleString(),
                  total: total.toLocaleString(),
                })}
          </Typography>
        </>
      )}
      {data.state === 'succeeded' && (
        <Alert severity="success" role="status">
          {t('systemData.dataSync.succeeded', { rows: done.toLocaleString() })}
          {data.createdTable &&
            ` ${t('systemData.dataSync.createdTable', { table: data.toTable })}`}
        </Alert>
      )}
      {data.state === 'failed' && (
        <Alert severity="error" role="status">
          {t('systemData.dataSync.failed', { error: data.error ?? '' })}
        </Alert>
      )}
    </Stack>
  );
}
