import { useCallback, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ADMIN_BUTTON } from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';
import { PermissionGate } from '../../../shared/permission';
import { PagedTable } from '../../../shared/table';
import { definedParams } from '../common/admin-api';
import { DeleteConfirmDialog } from '../common/DeleteConfirmDialog';
import type { DialogTarget } from '../common/dialog-target';
import { flattenTree } from '../common/flatten-tree';
import type { FlatOrganizeRow } from '../common/flatten-tree';
import { KeywordSearch } from '../common/KeywordSearch';
import { useOrganizeColumns } from '../common/organize-columns';
import { useClientPage } from '../common/use-client-page';
import { useConfirmDelete } from '../common/use-confirm-delete';
import { useCrudRowActions } from '../common/use-crud-row-actions';
import { useCompanyTreeQuery, useDeleteCompanyMutation } from './api';
import { OrganizeFormDialog } from './OrganizeFormDialog';

/** Permission → organisations (/permission/organize): the company tree with CRUD. */
export function OrganizeListPage() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const { data, isFetching, isError } = useCompanyTreeQuery(definedParams({ keyword }));
  const rows = useMemo(() => flattenTree(data?.list ?? []), [data]);
  const paging = useClientPage(rows);
  const [dialog, setDialog] = useState<DialogTarget | null>(null);
  const [deleteCompany] = useDeleteCompanyMutation();
  const removal = useConfirmDelete(
    useCallback((id) => deleteCompany(id).unwrap(), [deleteCompany]),
  );
  const { ask } = removal;
  const handlers = useMemo(
    () => ({
      edit: (row: FlatOrganizeRow) => setDialog({ mode: 'edit', id: row.id }),
      remove: (row: FlatOrganizeRow) => ask(row.id),
    }),
    [ask],
  );
  const columns = useOrganizeColumns('permission.organize.fields', useCrudRowActions(handlers));

  return (
    <Box sx={{ p: 2 }}>
      <PagedTable
        label={t('permission.organize.titles.list')}
        columns={columns}
        rows={paging.page}
        getRowId={(row) => row.id}
        total={paging.total}
        currentPage={paging.currentPage}
        pageSize={paging.pageSize}
        onPageChange={paging.setCurrentPage}
        onPageSizeChange={paging.setPageSize}
        loading={isFetching}
        error={isError}
        toolbar={
          <Stack direction="row" spacing={2} sx={{ flex: 1 }}>
            <KeywordSearch onSearch={setKeyword} />
            <PermissionGate code={ADMIN_BUTTON.add}>
              <Button variant="contained" onClick={() => setDialog({ mode: 'create' })}>
                {t('permission.buttons.add')}
              </Button>
            </PermissionGate>
          </Stack>
        }
      />
      <OrganizeFormDialog target={dialog} onClose={() => setDialog(null)} />
      <DeleteConfirmDialog {...removal.dialogProps} />
    </Box>
  );
}
