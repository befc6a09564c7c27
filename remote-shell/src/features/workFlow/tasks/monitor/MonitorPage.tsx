import { useCallback, useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { FlowMonitorRow } from '@mepm/contract';
import { FLOW_MONITOR_BUTTON } from '@mepm/contract/paths';
import type { FlowTaskStatus } from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../shared/confirm';
import { serverPage, tablePageProps, useNotifySuccess } from '../../../../shared/crud';
import type { RowAction } from '../../../../shared/crud';
import { usePermission } from '../../../../shared/permission';
import { PagedTable, usePagedQueryState } from '../../../../shared/table';
import type { TableColumn } from '../../../../shared/table';
import { StatusFilter, TaskFilters } from '../TaskFilters';
import { TaskPanel } from '../TaskPanel';
import type { TaskRef } from '../TaskPanel';
import { useTaskColumns } from '../task-columns';
import { useMonitorTasksQuery, useRemoveDraftsMutation } from './api';
import { MonitorActionDialog } from './MonitorActionDialog';
import { MonitorFilters } from './MonitorFilters';
import type { MonitorFilter } from './MonitorFilters';
import type { MonitorAction } from './MonitorActionDialog';

const ACTIONS = ['cancel', 'assign', 'jump'] as const;

/** Which actions each status admits (the server checks it again under the task's lock). */
const OFFERED: Record<MonitorAction, (status: FlowTaskStatus) => boolean> = {
  cancel: (status) => status === 1 || status === 3,
  assign: (status) => status === 1,
  jump: (status) => status === 1,
};

/**
 * 流程监控: every task with its initiator, status, urgency and current steps. A row opens its
 * task read-only; terminate, assign and jump ask first, each with its button grant; drafts chosen
 * on the page are deleted together.
 */
export function MonitorPage() {
  const { t } = useTranslation();
  const notify = useNotifySuccess();
  const { hasButton } = usePermission();
  const paging = usePagedQueryState<MonitorFilter>();
  const query = useMonitorTasksQuery({
    currentPage: paging.currentPage,
    pageSize: paging.pageSize,
    ...paging.filters,
  });
  const page = serverPage(paging, query);
  const [opened, setOpened] = useState<TaskRef | null>(null);
  const [acting, setActing] = useState<{ action: MonitorAction; row: FlowMonitorRow } | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [asking, setAsking] = useState(false);
  const [removeDrafts, removing] = useRemoveDraftsMutation();
  const mayRemove = hasButton(FLOW_MONITOR_BUTTON.remove);
  const drafts = page.rows.filter((row) => row.status === 0 && selected.includes(row.id));

  const granted = useMemo(
    () => new Set(ACTIONS.filter((action) => hasButton(FLOW_MONITOR_BUTTON[action]))),
    [hasButton],
  );
  const actionsOf = useCallback(
    (row: FlowMonitorRow): RowAction[] => [
      {
        label: t('workFlow.tasks.monitor.view'),
        onClick: () => setOpened({ flowId: row.flowId, taskId: row.id }),
      },
      ...ACTIONS.filter((action) => granted.has(action) && OFFERED[action](row.status)).map(
        (action) => ({
          label: t(`workFlow.tasks.monitor.${action}`),
          danger: action === 'cancel',
          onClick: () => setActing({ action, row }),
        }),
      ),
    ],
    [t, granted],
  );
  const initiator = useMemo<TableColumn<FlowMonitorRow>[]>(
    () => [{ key: 'creatorUser', label: t('workFlow.tasks.columns.creatorUser') }],
    [t],
  );
  const columns = useTaskColumns(actionsOf, initiator);

  const remove = async () => {
    try {
      await removeDrafts(drafts.map((row) => row.id)).unwrap();
      notify('workFlow.tasks.monitor.removed');
      setSelected([]);
      setAsking(false);
    } catch {
      // The base query shows the server's reason.
    }
  };

  return (
    <Paper sx={{ p: 2 }}>
      <PagedTable
        label={t('workFlow.tasks.monitor.title')}
        columns={columns}
        getRowId={(row) => row.id}
        {...tablePageProps(page)}
        selection={
          mayRemove ? { selectedIds: selected, onSelectionChange: setSelected } : undefined
        }
        toolbar={
          <TaskFilters filters={paging.filters} onChange={paging.setFilters}>
            <StatusFilter
              value={paging.filters.status}
              onChange={(status) => paging.setFilters({ ...paging.filters, status })}
            />
            <MonitorFilters filters={paging.filters} onChange={paging.setFilters} />
            {mayRemove && (
              <Button
                color="error"
                variant="outlined"
                disabled={drafts.length === 0}
                onClick={() => setAsking(true)}
              >
                {t('workFlow.tasks.monitor.removeDrafts')}
              </Button>
            )}
          </TaskFilters>
        }
      />
      {opened && <TaskPanel task={opened} onClose={() => setOpened(null)} />}
      {acting && (
        <MonitorActionDialog
          key={`${acting.action}.${acting.row.id}`}
          action={acting.action}
          row={acting.row}
          onClose={() => setActing(null)}
        />
      )}
      <ConfirmDialog
        open={asking}
        message={t('workFlow.tasks.monitor.confirmRemove', { count: drafts.length })}
        busy={removing.isLoading}
        onConfirm={() => void remove()}
        onClose={() => setAsking(false)}
      />
    </Paper>
  );
}
