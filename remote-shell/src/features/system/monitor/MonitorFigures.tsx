import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { MonitorReading } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '../../../kernel/i18n/text-key';
import { formatFileSize as byteSize } from '../../../shared/format';

type Row = [label: TextKey, value: string];

/** One titled list of figures. */
function Section({ title, rows }: { title: string; rows: Row[] }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
      <Typography component="h3" variant="subtitle1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <dl style={{ margin: 0 }}>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'flex', gap: 8, padding: '2px 0' }}>
            <dt style={{ flex: '0 0 45%', opacity: 0.7 }}>{t(label)}</dt>
            <dd style={{ margin: 0 }}>{value}</dd>
          </div>
        ))}
      </dl>
    </Paper>
  );
}

/** The server, Node process and database figures of one reading, as text. */
export function MonitorFigures({ reading }: { reading: MonitorReading }) {
  const { t } = useTranslation();
  const duration = (seconds: number) =>
    t('system.monitor.duration', {
      days: Math.floor(seconds / 86_400),
      hours: Math.floor((seconds % 86_400) / 3600),
      minutes: Math.floor((seconds % 3600) / 60),
    });
  const { cpu, memory, disk, node, database, uptime } = reading;
  const f = (name: string) => `system.monitor.fields.${name}` as TextKey;
  const loop = node.eventLoopDelay;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 4 }}>
        <Section
          title={t('system.monitor.sections.server')}
          rows={[
            [f('model'), cpu.model],
            [f('cores'), String(cpu.cores)],
            [f('load'), reading.loadAverage.map((load) => load.toFixed(2)).join(' / ')],
            [f('memory'), `${byteSize(memory.used)} / ${byteSize(memory.total)}`],
            [f('disk'), disk ? `${byteSize(disk.free)} / ${byteSize(disk.total)}` : '-'],
            [f('systemUptime'), duration(uptime.system)],
          ]}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Section
          title={t('system.monitor.sections.node')}
          rows={[
            [f('version'), node.version],
            [
              f('heap'),
              `${byteSize(node.heapUsed)} / ${byteSize(node.heapTotal)} / ${byteSize(node.heapLimit)}`,
            ],
            [f('rss'), byteSize(node.rss)],
            [f('loop'), `${loop.mean} / ${loop.p99} / ${loop.max} ms`],
            [f('processUptime'), duration(uptime.process)],
          ]}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Section
          title={t('system.monitor.sections.database')}
          rows={[
            [f('kind'), t(`system.monitor.kinds.${database.kind}`)],
            [f('dbVersion'), database.version],
            [f('size'), byteSize(database.sizeBytes)],
            [
              f('connections'),
              database.connections === null
                ? t('system.monitor.embeddedConnections')
                : String(database.connections),
            ],
            [f('pool'), `${database.poolTotal} / ${database.poolIdle} / ${database.poolWaiting}`],
          ]}
        />
      </Grid>
    </Grid>
  );
}
