import { useCallback, useMemo, useState } from 'react';
import type { TaskRecord } from '@mepm/contract';
import { TASK_BUTTON } from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';
import {
  CrudListPage,
  pagedArgs,
  serverPage,
  useCrudList,
  useNotifySuccess,
} from '../../../shared/crud';
import type { ExtraRowAction, RowAction } from '../../../shared/crud';
import { usePagedQueryState } from '../../../shared/table';
import {
  useDeleteTaskMutation,
  useRunTaskMutation,
  useSetTaskStateMutation,
  useTaskListQuery,
} from './api';
import { useTaskColumns } from './task-columns';
import { TaskFormDialog } from './TaskFormDialog';
import { TaskRunsDialog } from './TaskRunsDialog';

/** System → scheduled tasks (/system/task): the list, CRUD, the toggle, run now and the runs. */
export function TaskListPage() {
  const { t } = useTranslation();
  const notify = useNotifySuccess();
  const paging = usePagedQueryState({ filters: { keyword: '' } });
  const query = useTaskListQuery(pagedArgs(paging));
  const page = serverPage(paging, query);
  const [remove] = useDeleteTaskMutation();
  const [setEnabled] = useSetTaskStateMutation();
  const [runTask] = useRunTaskMutation();
  const [runsOf, setRunsOf] = useState<TaskRecord | null>(null);
  const extraActions = useMemo<ExtraRowAction<TaskRecord>[]>(
    () => [
      {
        code: TASK_BUTTON.run,
        label: 'system.task.buttons.run',
        run: (row) =>
          void runTask(row.id).then((result) => {
            if ('data' in result) notify('system.task.notices.started');
          }),
      },
    ],
    [runTask, notify],
  );
  const crud = useCrudList<TaskRecord>({ remove, setEnabled, extraActions });
  const { actionsOf: granted } = crud;
  // The history needs only the page: every caller who sees the list may read it.
  const actionsOf = useCallback(
    (row: TaskRecord): RowAction[] => [
      { label: t('system.task.buttons.runs'), onClick: () => setRunsOf(row) },
      ...(granted?.(row) ?? []),
    ],
    [granted, t],
  );
  return (
    <CrudListPage
      title={t('system.task.titles.list')}
      crud={crud}
      columns={useTaskColumns(actionsOf)}
      page={page}
      onSearch={(keyword) => paging.setFilters({ keyword })}
      renderForm={(target, close) => <TaskFormDialog target={target} onClose={close} />}
    >
      {runsOf && <TaskRunsDialog task={runsOf} onClose={() => setRunsOf(null)} />}
    </CrudListPage>
  );
}
