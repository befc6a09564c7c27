import { useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import Paper from '@mui/material/Paper';
import type { FlowBeforeRow } from '@mepm/contract';
import type { FlowBeforeCategory } from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';
import { RowActions, serverPage, tablePageProps, useDateText } from '../../../shared/crud';
import { PagedTable, usePagedQueryState } from '../../../shared/table';
import type { TableColumn } from '../../../shared/table';
import { useBeforeListQuery } from './api';
import { BatchActions } from './BatchActions';
import { StatusChip, UrgencyChip } from './TaskChips';
import { TaskFilters } from './TaskFilters';
import type { TaskFilter } from './TaskFilters';
import { TaskPanel } from './TaskPanel';
import { useOpenedTask } from './use-opened-task';

const TITLES = {
  Waiting: 'workFlow.tasks.pages.todo',
  Trial: 'workFlow.tasks.pages.done',
  Circulate: 'workFlow.tasks.pages.circulate',
} as const;

/** When the caller acted (done) or read it (CC). */
const HANDLED = {
  Waiting: null,
  Trial: 'workFlow.tasks.columns.handledTime',
  Circulate: 'workFlow.tasks.columns.readTime',
} as const;

/**
 * 待办事宜, 已办事宜 and 抄送事宜: the caller's items of one kind, paged; a row opens its task.
 * To-dos can be chosen (checkboxes) and approved or rejected together.
 */
export function BeforeListPage({ category }: { category: FlowBeforeCategory }) {
  const { t } = useTranslation();
  const dateText = useDateText();
  const paging = usePagedQueryState<TaskFilter>();
  const query = useBeforeListQuery({
    category,
    query: { currentPage: paging.currentPage, pageSize: paging.pageSize, ...paging.filters },
  });
  const page = serverPage(paging, query);
  const { opened, open, close } = useOpenedTask();
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const batch = category === 'Waiting';

  const columns = useMemo<TableColumn<FlowBeforeRow>[]>(() => {
    const handled = HANDLED[category];
    return [
      { key: 'fullName', label: t('workFlow.tasks.columns.fullName') },
      { key: 'flowName', label: t('workFlow.tasks.columns.flowName') },
      { key: 'nodeTitle', label: t('workFlow.tasks.columns.nodeTitle') },
      { key: 'creatorUser', label: t('workFlow.tasks.columns.creatorUser') },
      // A to-do another user entrusted to the caller names that user.
      ...(category === 'Waiting'
        ? [
            {
              key: 'entrustedBy',
              label: t('workFlow.tasks.columns.entrustedBy'),
              render: (row: FlowBeforeRow) => row.entrustedBy ?? '',
            },
          ]
        : []),
      {
        key: 'urgent',
        label: t('workFlow.tasks.columns.urgent'),
        render: (row) => <UrgencyChip urgent={row.urgent} />,
      },
      {
        key: 'status',
        label: t('workFlow.tasks.columns.status'),
        render: (row) => <StatusChip status={row.status} />,
      },
      {
        key: 'createdTime',
        label: t('workFlow.tasks.columns.receivedTime'),
        render: (row) => dateText(row.createdTime),
      },
      ...(handled === null
        ? []
        : [
            {
              key: 'handledTime',
              label: t(handled),
              render: (row: FlowBeforeRow) =>
                row.handledTime === null ? '' : dateText(row.handledTime),
            },
          ]),
      {
        key: 'actions',
        label: t('crud.list.actions'),
        pinned: true,
        render: (row) => (
          <RowActions
            actions={[
              {
                label: t('workFlow.tasks.buttons.open'),
                onClick: () => open({ flowId: row.flowId, taskId: row.taskId }),
              },
            ]}
          />
        ),
      },
    ];
  }, [category, t, dateText, open]);

  return (
    <Paper sx={{ p: 2 }}>
      <PagedTable
        label={t(TITLES[category])}
        columns={columns}
        getRowId={(row) => row.id}
        {...tablePageProps(page)}
        selection={batch ? { selectedIds, onSelectionChange: setSelectedIds } : undefined}
        toolbar={
          <Stack spacing={1}>
            <TaskFilters filters={paging.filters} onChange={paging.setFilters} />
            {batch && (
              <BatchActions
                selectedIds={selectedIds}
                rows={page.rows}
                onDone={() => setSelectedIds([])}
              />
            )}
          </Stack>
        }
      />
      {opened && <TaskPanel task={opened} onClose={close} />}
    </Paper>
  );
}
