import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { TaskRecord, TaskRun } from '@mepm/contract';
import { TASK_BUTTON } from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';
import { useDateText, useNotifySuccess } from '../../../shared/crud';
import { PermissionGate } from '../../../shared/permission';
import { PagedTable } from '../../../shared/table';
import type { TableColumn } from '../../../shared/table';
import { usePurgeTaskRunsMutation, useTaskRunsQuery } from './api';
import { OutcomeChip } from './task-columns';

const rowId = (run: TaskRun) => run.id;

/** A task's runs, newest first, and purging the finished ones (btn_purgeLog). */
export function TaskRunsDialog({ task, onClose }: { task: TaskRecord; onClose: () => void }) {
  const { t } = useTranslation();
  const dateText = useDateText();
  const notify = useNotifySuccess();
  const [currentPage, setCurrentPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const { data, isFetching, isError } = useTaskRunsQuery({ id: task.id, currentPage, pageSize });
  const [purge, { isLoading: purging }] = usePurgeTaskRunsMutation();
  const columns = useMemo<TableColumn<TaskRun>[]>(
    () => [
      {
        key: 'startTime',
        label: t('system.task.runs.startTime'),
        width: 160,
        render: (run) => dateText(run.startTime),
      },
      {
        key: 'endTime',
        label: t('system.task.runs.endTime'),
        width: 160,
        render: (run) => (run.endTime === null ? '' : dateText(run.endTime)),
      },
      {
        key: 'outcome',
        label: t('system.task.runs.outcome'),
        width: 100,
        render: (run) => <OutcomeChip outcome={run.outcome} t={t} />,
      },
      {
        key: 'manual',
        label: t('system.task.runs.kind'),
        width: 80,
        render: (run) => t(run.manual ? 'system.task.runs.manual' : 'system.task.runs.scheduled'),
      },
      { key: 'message', label: t('system.task.runs.message') },
    ],
    [t, dateText],
  );
  const purgeAll = async () => {
    const result = await purge(task.id);
    if ('data' in result && result.data) {
      notify('system.task.notices.purged');
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{t('system.task.titles.runs', { name: task.fullName })}</DialogTitle>
      <DialogContent>
        <PagedTable
          label={t('system.task.titles.runs', { name: task.fullName })}
          columns={columns}
          rows={data?.list ?? []}
          getRowId={rowId}
          total={data?.pagination.total ?? 0}
          currentPage={currentPage}
          pageSize={pageSize}
          onPageChange={setCurrentPage}
          onPageSizeChange={setPageSize}
          loading={isFetching}
          error={isError}
        />
      </DialogContent>
      <DialogActions>
        <PermissionGate code={TASK_BUTTON.purgeRuns}>
          <Button color="error" disabled={purging} onClick={() => void purgeAll()}>
            {t('system.task.buttons.purge')}
          </Button>
        </PermissionGate>
        <Button onClick={onClose}>{t('system.task.buttons.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
