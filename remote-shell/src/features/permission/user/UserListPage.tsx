import { useMemo, useState } from 'react';
import type { UserListItem } from '@mepm/contract';
import { ADMIN_BUTTON } from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';
import { CrudListPage, pagedArgs, serverPage, useCrudList } from '../../../shared/crud';
import type { ExtraRowAction } from '../../../shared/crud';
import { usePagedQueryState } from '../../../shared/table';
import { OrganizeTreeFilter } from '../common/OrganizeTreeFilter';
import { useDeleteUserMutation, useSetUserStateMutation, useUserListQuery } from './api';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { useUserColumns } from './user-columns';
import { UserFormDialog } from './UserFormDialog';

interface UserFilters {
  keyword: string;
  organizeId: string | null;
}

/** Permission → users (/permission/user): the organisation tree, the paged list and its actions. */
export function UserListPage() {
  const { t } = useTranslation();
  const paging = usePagedQueryState<UserFilters>({ filters: { keyword: '', organizeId: null } });
  const { filters, setFilters } = paging;
  const query = useUserListQuery(pagedArgs(paging));
  const page = serverPage(paging, query);
  const [resetId, setResetId] = useState<string | null>(null);
  const [remove] = useDeleteUserMutation();
  const [setEnabled] = useSetUserStateMutation();
  const extraActions = useMemo(
    (): ExtraRowAction<UserListItem>[] => [
      {
        code: ADMIN_BUTTON.resetPassword,
        label: 'permission.buttons.resetPassword',
        run: (row: UserListItem) => setResetId(row.id),
      },
    ],
    [],
  );
  const crud = useCrudList<UserListItem>({ remove, setEnabled, extraActions });
  return (
    <CrudListPage
      title={t('permission.user.titles.list')}
      crud={crud}
      columns={useUserColumns(crud.actionsOf)}
      page={page}
      columnSettings
      onSearch={(keyword) => setFilters({ ...filters, keyword })}
      aside={
        <OrganizeTreeFilter
          label={t('permission.user.titles.orgTree')}
          organizeId={filters.organizeId}
          onChange={(organizeId) => setFilters({ ...filters, organizeId })}
        />
      }
      renderForm={(target, close) => <UserFormDialog target={target} onClose={close} />}
    >
      <ResetPasswordDialog userId={resetId} onClose={() => setResetId(null)} />
    </CrudListPage>
  );
}
