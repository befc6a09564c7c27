import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNotifySuccess } from '../../../../shared/crud';
import { useDownloadExportMutation, useExportTaskQuery } from './api';

/** How often a running export's progress is asked for. */
const POLL_MS = 1000;

/** A background export: its progress while it runs, and its file once done. */
export function ExportProgress({ taskId }: { taskId: string }) {
  const { t } = useTranslation();
  const notify = useNotifySuccess();
  const saved = (fileName: string) => notify('onlineDev.records.excel.exported', { fileName });
  const [pollingInterval, setPollingInterval] = useState(POLL_MS);
  const { data: task } = useExportTaskQuery(taskId, { pollingInterval });
  const finished = task?.state === 'done' || task?.state === 'failed';
  // A finished task changes no more.
  useEffect(() => {
    if (finished) setPollingInterval(0);
  }, [finished]);
  const [download, downloading] = useDownloadExportMutation();
  if (!task) return <LinearProgress aria-label={t('onlineDev.records.excel.queued')} />;
  if (task.state === 'failed') {
    return (
      <Alert severity="error">
        {t('onlineDev.records.excel.failed', { message: task.message ?? '' })}
      </Alert>
    );
  }
  if (task.state === 'done') {
    return (
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="success">{t('onlineDev.records.excel.done', { total: task.total })}</Alert>
        <Button
          variant="contained"
          disabled={downloading.isLoading}
          onClick={() =>
            void download(taskId)
              .unwrap()
              .then((file) => saved(file.fileName))
              .catch(() => undefined)
          }
        >
          {t('onlineDev.records.excel.download')}
        </Button>
      </Stack>
    );
  }
  const text =
    task.state === 'queued'
      ? t('onlineDev.records.excel.queued')
      : t('onlineDev.records.excel.running', { written: task.written, total: task.total });
  return (
    <Stack spacing={1}>
      <Typography variant="body2">{text}</Typography>
      <LinearProgress
        variant="determinate"
        value={task.total === 0 ? 0 : (100 * task.written) / task.total}
        aria-label={text}
      />
    </Stack>
  );
}
