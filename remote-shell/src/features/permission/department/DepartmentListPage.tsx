import { useCallback, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { ADMIN_BUTTON } from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';
import { PermissionGate } from '../../../shared/permission';
import { PagedTable } from '../../../shared/table';
import { OrgTree } from '../../../shared/tree';
import { DeleteConfirmDialog } from '../common/DeleteConfirmDialog';
import type { DialogTarget } from '../common/dialog-target';
import { flattenTree } from '../common/flatten-tree';
import type { FlatOrganizeRow } from '../common/flatten-tree';
import { KeywordSearch } from '../common/KeywordSearch';
import { useOrganizeColumns } from '../common/organize-columns';
import { useClientPage } from '../common/use-client-page';
import { useConfirmDelete } from '../common/use-confirm-delete';
import { useCrudRowActions } from '../common/use-crud-row-actions';
import { useOrganizeLevels } from '../common/use-org-loaders';
import { useDeleteDepartmentMutation, useDepartmentTreeQuery } from './api';
import { DepartmentFormDialog } from './DepartmentFormDialog';

/** Permission → departments (/permission/department): the departments of the chosen company. */
export function DepartmentListPage() {
  const { t } = useTranslation();
  const loadChildren = useOrganizeLevels();
  const [organizeId, setOrganizeId] = useState<string | null>(null);
  const [keyword, setKeyword] = useState('');
  const { data, isFetching, isError } = useDepartmentTreeQuery(
    { organizeId: organizeId ?? '', ...(keyword ? { keyword } : {}) },
    { skip: organizeId === null },
  );
  const rows = useMemo(() => (organizeId ? flattenTree(data?.list ?? []) : []), [data, organizeId]);
  const paging = useClientPage(rows);
  const [dialog, setDialog] = useState<DialogTarget | null>(null);
  const [deleteDepartment] = useDeleteDepartmentMutation();
  const removal = useConfirmDelete(
    useCallback((id) => deleteDepartment(id).unwrap(), [deleteDepartment]),
  );
  const { ask } = removal;
  const handlers = useMemo(
    () => ({
      edit: (row: FlatOrganizeRow) => setDialog({ mode: 'edit', id: row.id }),
      remove: (row: FlatOrganizeRow) => ask(row.id),
    }),
    [ask],
  );
  const columns = useOrganizeColumns('permission.department.fields', useCrudRowActions(handlers));

  return (
    <Stack direction="row" spacing={2} sx={{ p: 2, alignItems: 'flex-start' }}>
      <Paper variant="outlined" sx={{ p: 1, width: 260, flexShrink: 0 }}>
        <OrgTree
          label={t('permission.organize.titles.list')}
          loadChildren={loadChildren}
          selectedIds={organizeId ? [organizeId] : []}
          onSelectedChange={(ids) => setOrganizeId(ids[0] ?? null)}
          selectable={(node) => node.type === 'company'}
          height={560}
        />
      </Paper>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <PagedTable
          label={t('permission.department.titles.list')}
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
      </Box>
      <DepartmentFormDialog
        target={dialog}
        organizeId={organizeId}
        onClose={() => setDialog(null)}
      />
      <DeleteConfirmDialog {...removal.dialogProps} />
    </Stack>
  );
}
