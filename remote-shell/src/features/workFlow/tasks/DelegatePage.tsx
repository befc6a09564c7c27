import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { FlowDelegateRow } from '@mepm/contract';
import type { FlowDelegateSide } from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/confirm';
import {
  KeywordSearch,
  RowActions,
  serverPage,
  tablePageProps,
  useDateText,
  useNotifySuccess,
} from '../../../shared/crud';
import { PagedTable, usePagedQueryState } from '../../../shared/table';
import type { TableColumn } from '../../../shared/table';
import { useDelegatesQuery, useRemoveDelegateMutation } from './api';
import { DelegateDialog } from './DelegateDialog';

/** The dialog: closed, a new entrust, or one the caller gave. */
type Editing = { row: FlowDelegateRow | null } | null;

/**
 * 流程委托: the entrusts the caller gave (to add, change and delete) and the ones given to them
 * (to read).
 */
export function DelegatePage() {
  const { t } = useTranslation();
  const dateText = useDateText();
  const notify = useNotifySuccess();
  const [side, setSide] = useState<FlowDelegateSide>('given');
  const paging = usePagedQueryState<{ keyword?: string }>();
  const query = useDelegatesQuery({
    side,
    currentPage: paging.currentPage,
    pageSize: paging.pageSize,
    ...paging.filters,
  });
  const page = serverPage(paging, query);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<FlowDelegateRow | null>(null);
  const [remove, removeState] = useRemoveDelegateMutation();

  const columns = useMemo<TableColumn<FlowDelegateRow>[]>(() => {
    const given = side === 'given';
    return [
      given
        ? { key: 'toUserName', label: t('workFlow.tasks.delegate.toUser') }
        : { key: 'userName', label: t('workFlow.tasks.delegate.fromUser') },
      {
        key: 'flowNames',
        label: t('workFlow.tasks.delegate.flows'),
        render: (row) =>
          row.flowIds.length === 0
            ? t('workFlow.tasks.delegate.allFlows')
            : row.flowNames.join(', '),
      },
      {
        key: 'startTime',
        label: t('workFlow.tasks.delegate.startTime'),
        render: (row) => dateText(row.startTime),
      },
      {
        key: 'endTime',
        label: t('workFlow.tasks.delegate.endTime'),
        render: (row) => dateText(row.endTime),
      },
      { key: 'description', label: t('workFlow.tasks.delegate.description') },
      ...(given
        ? [
            {
              key: 'actions',
              label: t('crud.list.actions'),
              pinned: true,
              render: (row: FlowDelegateRow) => (
                <RowActions
                  actions={[
                    { label: t('crud.buttons.edit'), onClick: () => setEditing({ row }) },
                    {
                      label: t('crud.buttons.remove'),
                      danger: true,
                      onClick: () => setRemoving(row),
                    },
                  ]}
                />
              ),
            },
          ]
        : []),
    ];
  }, [side, t, dateText]);

  const confirmRemove = async () => {
    if (removing === null) return;
    try {
      await remove(removing.id).unwrap();
      notify('crud.notice.deleted');
      setRemoving(null);
    } catch {
      // The base query shows the server's reason.
    }
  };

  return (
    <Paper sx={{ p: 2 }}>
      <Tabs
        value={side}
        onChange={(_event, next: FlowDelegateSide) => {
          setSide(next);
          paging.reset();
        }}
        aria-label={t('workFlow.tasks.pages.delegate')}
        sx={{ mb: 1 }}
      >
        <Tab value="given" label={t('workFlow.tasks.delegate.given')} />
        <Tab value="received" label={t('workFlow.tasks.delegate.received')} />
      </Tabs>
      <PagedTable
        label={t(
          side === 'given' ? 'workFlow.tasks.delegate.given' : 'workFlow.tasks.delegate.received',
        )}
        columns={columns}
        getRowId={(row) => row.id}
        {...tablePageProps(page)}
        toolbar={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <KeywordSearch onSearch={(keyword) => paging.setFilters(keyword ? { keyword } : {})} />
            {side === 'given' && (
              <Button variant="contained" onClick={() => setEditing({ row: null })}>
                {t('workFlow.tasks.delegate.add')}
              </Button>
            )}
          </Stack>
        }
      />
      {editing && <DelegateDialog row={editing.row} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={removing !== null}
        message={t('workFlow.tasks.delegate.removeConfirm', { name: removing?.toUserName ?? '' })}
        busy={removeState.isLoading}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(null)}
      />
    </Paper>
  );
}
