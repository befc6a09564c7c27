import { useCallback, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { PositionRecord } from '@mepm/contract';
import { ADMIN_BUTTON } from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';
import { PermissionGate } from '../../../shared/permission';
import { PagedTable, usePagedQueryState } from '../../../shared/table';
import { definedParams } from '../common/admin-api';
import { DeleteConfirmDialog } from '../common/DeleteConfirmDialog';
import type { DialogTarget } from '../common/dialog-target';
import { KeywordSearch } from '../common/KeywordSearch';
import { OrganizeSelect } from '../common/OrganizeSelect';
import { useConfirmDelete } from '../common/use-confirm-delete';
import { useCrudRowActions } from '../common/use-crud-row-actions';
import { useDeletePositionMutation, usePositionListQuery } from './api';
import { usePositionColumns } from './position-columns';
import { PositionFormDialog } from './PositionFormDialog';

interface PositionFilters {
  keyword: string;
  organizeId: string | null;
}

/** Permission → positions (/permission/position): filtered by organisation, with CRUD. */
export function PositionListPage() {
  const { t } = useTranslation();
  const paging = usePagedQueryState<PositionFilters>({
    filters: { keyword: '', organizeId: null },
  });
  const { currentPage, pageSize, filters, setFilters } = paging;
  const { data, isFetching, isError } = usePositionListQuery(
    definedParams({ currentPage, pageSize, ...filters }),
  );
  const [dialog, setDialog] = useState<DialogTarget | null>(null);
  const [deletePosition] = useDeletePositionMutation();
  const removal = useConfirmDelete(
    useCallback((id) => deletePosition(id).unwrap(), [deletePosition]),
  );
  const { ask } = removal;
  const handlers = useMemo(
    () => ({
      edit: (row: PositionRecord) => setDialog({ mode: 'edit', id: row.id }),
      remove: (row: PositionRecord) => ask(row.id),
    }),
    [ask],
  );
  const columns = usePositionColumns(useCrudRowActions(handlers));

  return (
    <Box sx={{ p: 2 }}>
      <PagedTable
        label={t('permission.position.titles.list')}
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
          <Stack direction="row" spacing={2} sx={{ flex: 1, alignItems: 'center' }}>
            <Box sx={{ width: 240 }}>
              <OrganizeSelect
                label={t('permission.position.fields.organize')}
                value={filters.organizeId}
                onChange={(organizeId) => setFilters({ ...filters, organizeId })}
              />
            </Box>
            <KeywordSearch onSearch={(keyword) => setFilters({ ...filters, keyword })} />
            <PermissionGate code={ADMIN_BUTTON.add}>
              <Button variant="contained" onClick={() => setDialog({ mode: 'create' })}>
                {t('permission.buttons.add')}
              </Button>
            </PermissionGate>
          </Stack>
        }
      />
      <PositionFormDialog
        target={dialog}
        defaultOrganizeId={filters.organizeId}
        onClose={() => setDialog(null)}
      />
      <DeleteConfirmDialog {...removal.dialogProps} />
    </Box>
  );
}
