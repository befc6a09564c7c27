import { lazy, Suspense, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../kernel/guard/Loading';
import { usePageActive } from '../../../shared/route-meta';
import { useServerMonitorQuery } from './api';
import { MonitorFigures } from './MonitorFigures';
import { percent, useUsageHistory } from './usage-history';
import { useDocumentVisible } from './use-document-visible';

// ECharts loads with the charts, only when this page opens.
const MonitorCharts = lazy(() => import('./MonitorCharts'));

/** How often the page reads the server while it is shown. */
export const REFRESH_MS = 5000;

/**
 * System → server monitor (/system/monitor): gauges, a usage line and the figures, read every
 * few seconds while the page is the tab shown and the browser shows it; hidden or left, it stops.
 */
export function MonitorPage() {
  const { t } = useTranslation();
  const active = usePageActive();
  const visible = useDocumentVisible();
  const live = active && visible;
  const { data, isError } = useServerMonitorQuery(undefined, {
    pollingInterval: live ? REFRESH_MS : 0,
    refetchOnMountOrArgChange: true,
  });
  const history = useUsageHistory(data);
  const gauges = useMemo(
    () =>
      data
        ? [
            { name: t('system.monitor.gauges.cpu'), percent: data.cpu.usage },
            {
              name: t('system.monitor.gauges.memory'),
              percent: percent(data.memory.used, data.memory.total),
            },
            {
              name: t('system.monitor.gauges.disk'),
              percent: data.disk
                ? percent(data.disk.total - data.disk.free, data.disk.total)
                : null,
            },
            {
              name: t('system.monitor.gauges.heap'),
              percent: percent(data.node.heapUsed, data.node.heapLimit),
            },
          ]
        : [],
    [data, t],
  );
  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'baseline' }}>
        <Typography component="h2" variant="h6">
          {t('system.monitor.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('system.monitor.refreshing', { seconds: REFRESH_MS / 1000 })}
        </Typography>
      </Stack>
      {isError && <Alert severity="error">{t('system.monitor.loadFailed')}</Alert>}
      {data ? (
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: 1 }}>
            <Suspense fallback={<Loading />}>
              <MonitorCharts
                gauges={gauges}
                history={history}
                historyLabel={t('system.monitor.history')}
                cpuName={t('system.monitor.gauges.cpu')}
                memoryName={t('system.monitor.gauges.memory')}
              />
            </Suspense>
          </Paper>
          <MonitorFigures reading={data} />
        </Stack>
      ) : (
        !isError && <Loading />
      )}
    </Box>
  );
}
