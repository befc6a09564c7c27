import { useCallback, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { RoleRecord } from '@mepm/contract';
import { ADMIN_BUTTON } from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';
import { PermissionGate } from '../../../shared/permission';
import { PagedTable, usePagedQueryState } from '../../../shared/table';
import { definedParams } from '../common/admin-api';
import { DeleteConfirmDialog } from '../common/DeleteConfirmDialog';
import type { DialogTarget } from '../common/dialog-target';
import { KeywordSearch } from '../common/KeywordSearch';
import { useConfirmDelete } from '../common/use-confirm-delete';
import { useCrudRowActions } from '../common/use-crud-row-actions';
import { useDeleteRoleMutation, useRoleListQuery } from './api';
import { useRoleColumns } from './role-columns';
import { RoleFormDialog } from './RoleFormDialog';
import { useToggleRole } from './use-toggle-role';

/** Permission → roles (/permission/role): the paged list with keyword, CRUD and the toggle. */
export function RoleListPage() {
  const { t } = useTranslation();
  const paging = usePagedQueryState<{ keyword: string }>({ filters: { keyword: '' } });
  const { currentPage, pageSize, filters } = paging;
  const { data, isFetching, isError } = useRoleListQuery(
    definedParams({ currentPage, pageSize, ...filters }),
  );
  const [dialog, setDialog] = useState<DialogTarget | null>(null);
  const [deleteRole] = useDeleteRoleMutation();
  const removal = useConfirmDelete(useCallback((id) => deleteRole(id).unwrap(), [deleteRole]));
  const toggle = useToggleRole();
  const { ask } = removal;
  const handlers = useMemo(
    () => ({
      edit: (row: RoleRecord) => setDialog({ mode: 'edit', id: row.id }),
      remove: (row: RoleRecord) => ask(row.id),
      toggle,
    }),
    [ask, toggle],
  );
  const columns = useRoleColumns(useCrudRowActions(handlers));

  return (
    <Box sx={{ p: 2 }}>
      <PagedTable
        label={t('permission.role.titles.list')}
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
        toolbar={
          <Stack direction="row" spacing={2} sx={{ flex: 1 }}>
            <KeywordSearch onSearch={(keyword) => paging.setFilters({ keyword })} />
            <PermissionGate code={ADMIN_BUTTON.add}>
              <Button variant="contained" onClick={() => setDialog({ mode: 'create' })}>
                {t('permission.buttons.add')}
              </Button>
            </PermissionGate>
          </Stack>
        }
      />
      <RoleFormDialog target={dialog} onClose={() => setDialog(null)} />
      <DeleteConfirmDialog {...removal.dialogProps} />
    </Box>
  );
}
