import { useCallback, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ADMIN_BUTTON } from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';
import { PermissionGate } from '../../../shared/permission';
import { PagedTable, usePagedQueryState } from '../../../shared/table';
import { definedParams } from '../common/admin-api';
import { DeleteConfirmDialog } from '../common/DeleteConfirmDialog';
import { KeywordSearch } from '../common/KeywordSearch';
import { useConfirmDelete } from '../common/use-confirm-delete';
import { useDeleteUserMutation, useUserListQuery } from './api';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { useUserColumns } from './user-columns';
import { UserFormDialog } from './UserFormDialog';
import type { UserDialogTarget } from './UserFormDialog';
import { UserOrgFilter } from './UserOrgFilter';
import { useUserRowActions } from './use-user-row-actions';

interface UserFilters {
  keyword: string;
  organizeId: string | null;
}

/** Permission → users (/permission/user): the organisation tree, the paged list and its actions. */
export function UserListPage() {
  const { t } = useTranslation();
  const paging = usePagedQueryState<UserFilters>({ filters: { keyword: '', organizeId: null } });
  const { currentPage, pageSize, filters, setFilters } = paging;
  const { data, isFetching, isError } = useUserListQuery(
    definedParams({ currentPage, pageSize, ...filters }),
  );
  const [dialog, setDialog] = useState<UserDialogTarget | null>(null);
  const [resetId, setResetId] = useState<string | null>(null);
  const [deleteUser] = useDeleteUserMutation();
  const removal = useConfirmDelete(useCallback((id) => deleteUser(id).unwrap(), [deleteUser]));
  const handlers = useMemo(
    () => ({
      edit: (id: string) => setDialog({ mode: 'edit', id }),
      remove: removal.ask,
      resetPassword: setResetId,
    }),
    [removal.ask],
  );
  const columns = useUserColumns(useUserRowActions(handlers));

  return (
    <Stack direction="row" spacing={2} sx={{ p: 2, alignItems: 'flex-start' }}>
      <UserOrgFilter
        organizeId={filters.organizeId}
        onChange={(organizeId) => setFilters({ ...filters, organizeId })}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <PagedTable
          label={t('permission.user.titles.list')}
          columns={columns}
          rows={data?.list ?? []}
          getRowId={(row) => row.id}
          total={data?.pagination.total ?? 0}
          totalApproximate={data?.pagination.totalCapped}
          currentPage={currentPage}
          pageSize={pageSize}
          onPageChange={paging.setCurrentPage}
          onPageSizeChange={paging.setPageSize}
          loading={isFetching}
          error={isError}
          columnSettings
          toolbar={
            <Stack direction="row" spacing={2} sx={{ flex: 1 }}>
              <KeywordSearch onSearch={(keyword) => setFilters({ ...filters, keyword })} />
              <PermissionGate code={ADMIN_BUTTON.add}>
                <Button variant="contained" onClick={() => setDialog({ mode: 'create' })}>
                  {t('permission.buttons.add')}
                </Button>
              </PermissionGate>
            </Stack>
          }
        />
      </Box>
      <UserFormDialog target={dialog} onClose={() => setDialog(null)} />
      <ResetPasswordDialog userId={resetId} onClose={() => setResetId(null)} />
      <DeleteConfirmDialog {...removal.dialogProps} />
    </Stack>
  );
}
