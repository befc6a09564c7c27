import { useCallback, useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { FlowLaunchRow } from '@mepm/contract';
import type { FlowTaskStatus } from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/confirm';
import { serverPage, tablePageProps, useNotifySuccess } from '../../../shared/crud';
import type { RowAction } from '../../../shared/crud';
import { PagedTable, usePagedQueryState } from '../../../shared/table';
import { useMyTasksQuery, useRemoveTaskMutation, useWithdrawTaskMutation } from './api';
import { LaunchFlowsDialog } from './LaunchFlowsDialog';
import { LaunchFormDialog } from './LaunchFormDialog';
import type { LaunchTarget } from './LaunchFormDialog';
import { StatusFilter, TaskFilters } from './TaskFilters';
import type { TaskFilter } from './TaskFilters';
import { TaskPanel } from './TaskPanel';
import { useTaskColumns } from './task-columns';
import { useOpenedTask } from './use-opened-task';

interface Filter extends TaskFilter {
  status?: FlowTaskStatus;
}

/** A question about one of the caller's tasks. */
type Asking = { kind: 'remove' | 'withdraw'; row: FlowLaunchRow } | null;

/** Drafts and tasks rejected back to their start are the initiator's to change. */
const editable = (status: FlowTaskStatus) => status === 0 || status === 3;

/**
 * 发起流程: the caller's own tasks with their status, urgency and current steps, and 发起 to
 * launch a flow. A row opens its task; drafts and rejected tasks are edited and submitted again,
 * drafts deleted, tasks in process withdrawn.
 */
export function MyTasksPage() {
  const { t } = useTranslation();
  const notify = useNotifySuccess();
  const paging = usePagedQueryState<Filter>();
  const query = useMyTasksQuery({
    currentPage: paging.currentPage,
    pageSize: paging.pageSize,
    ...paging.filters,
  });
  const page = serverPage(paging, query);
  const { opened, open, close } = useOpenedTask();
  const [choosing, setChoosing] = useState(false);
  const [launching, setLaunching] = useState<LaunchTarget | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const [remove, removeState] = useRemoveTaskMutation();
  const [withdraw, withdrawState] = useWithdrawTaskMutation();

  const actionsOf = useCallback(
    (row: FlowLaunchRow): RowAction[] => [
      {
        label: t('workFlow.tasks.buttons.open'),
        onClick: () => open({ flowId: row.flowId, taskId: row.id }),
      },
      ...(editable(row.status)
        ? [
            {
              label: t('workFlow.tasks.buttons.edit'),
              onClick: () =>
                setLaunching({ flowId: row.flowId, flowName: row.flowName, taskId: row.id }),
            },
          ]
        : []),
      ...(row.status === 0
        ? [
            {
              label: t('workFlow.tasks.buttons.remove'),
              danger: true,
              onClick: () => setAsking({ kind: 'remove', row }),
            },
          ]
        : []),
      ...(row.status === 1
        ? [
            {
              label: t('workFlow.tasks.buttons.withdraw'),
              danger: true,
              onClick: () => setAsking({ kind: 'withdraw', row }),
            },
          ]
        : []),
    ],
    [t, open],
  );
  const columns = useTaskColumns(actionsOf);

  const confirm = async () => {
    if (asking === null) return;
    try {
      if (asking.kind === 'remove') {
        await remove(asking.row.id).unwrap();
        notify('workFlow.tasks.notice.removed');
      } else {
        await withdraw({ id: asking.row.id, body: {} }).unwrap();
        notify('workFlow.tasks.notice.withdrawn');
      }
      setAsking(null);
    } catch {
      // The base query shows the server's reason.
    }
  };

  return (
    <Paper sx={{ p: 2 }}>
      <PagedTable
        label={t('workFlow.tasks.pages.launch')}
        columns={columns}
        getRowId={(row) => row.id}
        {...tablePageProps(page)}
        toolbar={
          <TaskFilters filters={paging.filters} onChange={paging.setFilters}>
            <StatusFilter
              value={paging.filters.status}
              onChange={(status) => paging.setFilters({ ...paging.filters, status })}
            />
            <Button variant="contained" onClick={() => setChoosing(true)}>
              {t('workFlow.tasks.buttons.launch')}
            </Button>
          </TaskFilters>
        }
      />
      {choosing && (
        <LaunchFlowsDialog
          onPick={(flow) => {
            setChoosing(false);
            setLaunching({ flowId: flow.id, flowName: flow.fullName });
          }}
          onClose={() => setChoosing(false)}
        />
      )}
      {launching && <LaunchFormDialog target={launching} onClose={() => setLaunching(null)} />}
      {opened && (
        <TaskPanel
          task={opened}
          onClose={close}
          onEdit={(task) => {
            close();
            setLaunching({ flowId: task.flowId, flowName: task.flowName, taskId: task.id });
          }}
        />
      )}
      <ConfirmDialog
        open={asking !== null}
        message={
          asking === null
            ? ''
            : t(
                asking.kind === 'remove'
                  ? 'workFlow.tasks.confirm.remove'
                  : 'workFlow.tasks.confirm.withdraw',
                {
                  name: asking.row.fullName,
                },
              )
        }
        busy={removeState.isLoading || withdrawState.isLoading}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(null)}
      />
    </Paper>
  );
}
