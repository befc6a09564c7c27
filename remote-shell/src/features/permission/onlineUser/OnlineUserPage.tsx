import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import type { OnlineUser } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../kernel/hooks';
import { toastShown } from '../../../kernel/notice-slice';
import { ConfirmDialog } from '../../../shared/confirm';
import { PagedTable, usePagedQueryState } from '../../../shared/table';
import { useForceOfflineMutation, useOnlineUsersQuery } from './api';
import { OnlineUserToolbar } from './OnlineUserToolbar';
import { useOnlineUserColumns } from './use-online-user-columns';

const rowId = (row: OnlineUser) => row.id;

/** /permission/onlineUser: live sessions, with forced offline after confirmation. */
export function OnlineUserPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const paging = usePagedQueryState<{ keyword: string }>({ filters: { keyword: '' } });
  const { currentPage, pageSize, filters } = paging;
  const { data, isFetching, isError, refetch } = useOnlineUsersQuery({
    currentPage,
    pageSize,
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
  });
  const [forceOffline, { isLoading: forcing }] = useForceOfflineMutation();
  const [target, setTarget] = useState<OnlineUser | null>(null);
  const columns = useOnlineUserColumns(useCallback((row: OnlineUser) => setTarget(row), []));

  const confirm = async () => {
    if (!target) return;
    const result = await forceOffline(target.userId);
    setTarget(null);
    if ('data' in result) {
      dispatch(toastShown({ kind: 'success', text: t('permission.onlineUser.forced') }));
    }
  };

  return (
    <Box sx={{ p: 2 }}>
      <PagedTable
        label={t('permission.onlineUser.title')}
        columns={columns}
        rows={data?.list ?? []}
        getRowId={rowId}
        total={data?.pagination.total ?? 0}
        totalApproximate={data?.pagination.totalCapped}
        currentPage={currentPage}
        pageSize={pageSize}
        onPageChange={paging.setCurrentPage}
        onPageSizeChange={paging.setPageSize}
        loading={isFetching}
        error={isError}
        toolbar={
          <OnlineUserToolbar
            keyword={filters.keyword}
            onSearch={(keyword) => paging.setFilters({ keyword })}
            onRefresh={() => void refetch()}
          />
        }
      />
      <ConfirmDialog
        open={target !== null}
        busy={forcing}
        message={t('permission.onlineUser.confirm', { account: target?.account ?? '' })}
        onConfirm={() => void confirm()}
        onClose={() => setTarget(null)}
      />
    </Box>
  );
}
