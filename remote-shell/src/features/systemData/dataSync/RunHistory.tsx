import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { DataSourceBrief, DataSyncRun } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { useDateText } from '../../../shared/crud';
import { useDataSyncRunsQuery, useDataSyncRunsState } from './api';
import { useTablesReadAfterRuns } from './use-tables-read-after-runs';

const FIELDS = 'systemData.dataSync.fields';
/** While a listed run goes, the history is asked again this often (it is at most 50 rows). */
const POLL_MS = 2000;

const COLUMNS = [
  'from',
  'to',
  'mode',
  'state',
  'rowsCopied',
  'startedBy',
  'startedTime',
  'error',
] as const;

/** Words of one or two keep to one line; the rest wrap before the table scrolls sideways. */
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

const STATE_COLOR = { running: 'info', succeeded: 'success', failed: 'error' } as const;

export interface RunHistoryProps {
  sources: readonly DataSourceBrief[];
}

/** The latest copies, newest first: from → to, mode, state, rows, who, when and why not. */
export function RunHistory({ sources }: RunHistoryProps) {
  const { t } = useTranslation();
  const dateText = useDateText();
  // The history as last answered decides whether to keep asking: only while a run goes.
  const going = useDataSyncRunsState(undefined).data?.list.some((run) => run.state === 'running');
  const { data, isError } = useDataSyncRunsQuery(undefined, {
    pollingInterval: going ? POLL_MS : 0,
  });
  useTablesReadAfterRuns(data?.list);
  const nameOf = (id: string) => sources.find((source) => source.id === id)?.fullName ?? id;
  const place = (sourceId: string, table: string) => `${nameOf(sourceId)}.${table}`;
  const rowsOf = (run: DataSyncRun) =>
    run.rowsTotal === null || run.state !== 'running'
      ? run.rowsDone.toLocaleString()
      : `${run.rowsDone.toLocaleString()} / ${run.rowsTotal.toLocaleString()}`;
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      {isError && <Alert severity="error">{t('systemData.dataSync.loadFailed')}</Alert>}
      <Table size="small" aria-label={t('systemData.dataSync.history')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} align={column === 'rowsCopied' ? 'right' : undefined}>
                {t(`${FIELDS}.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {data?.list.length === 0 && (
            <TableRow>
              <TableCell colSpan={COLUMNS.length}>{t('systemData.dataSync.noRuns')}</TableCell>
            </TableRow>
          )}
          {(data?.list ?? []).map((run) => (
            <TableRow key={run.id}>
              <TableCell>{place(run.fromSourceId, run.fromTable)}</TableCell>
              <TableCell>{place(run.toSourceId, run.toTable)}</TableCell>
              <TableCell sx={NO_WRAP}>{t(`systemData.dataSync.modes.${run.mode}`)}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  color={STATE_COLOR[run.state]}
                  label={t(`systemData.dataSync.states.${run.state}`)}
                />
              </TableCell>
              <TableCell align="right" sx={NO_WRAP}>
                {rowsOf(run)}
              </TableCell>
              <TableCell>{run.startedBy}</TableCell>
              <TableCell>{dateText(run.startedTime)}</TableCell>
              <TableCell sx={{ color: 'error.main', wordBreak: 'break-word' }}>
                {run.error ?? ''}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
