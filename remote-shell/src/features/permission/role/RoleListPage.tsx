import type { RoleRecord } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { CrudListPage, pagedArgs, serverPage, useCrudList } from '../../../shared/crud';
import { usePagedQueryState } from '../../../shared/table';
import { useDeleteRoleMutation, useRoleListQuery, useSetRoleStateMutation } from './api';
import { useRoleColumns } from './role-columns';
import { RoleFormDialog } from './RoleFormDialog';

/** Permission → roles (/permission/role): the paged list with keyword, CRUD and the toggle. */
export function RoleListPage() {
  const { t } = useTranslation();
  const paging = usePagedQueryState({ filters: { keyword: '' } });
  const query = useRoleListQuery(pagedArgs(paging));
  const page = serverPage(paging, query);
  const [remove] = useDeleteRoleMutation();
  const [setEnabled] = useSetRoleStateMutation();
  const crud = useCrudList<RoleRecord>({ remove, setEnabled });
  return (
    <CrudListPage
      title={t('permission.role.titles.list')}
      crud={crud}
      columns={useRoleColumns(crud.actionsOf)}
      page={page}
      onSearch={(keyword) => paging.setFilters({ keyword })}
      renderForm={(target, close) => <RoleFormDialog target={target} onClose={close} />}
    />
  );
}
