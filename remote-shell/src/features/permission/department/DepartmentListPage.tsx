import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { CrudListPage, definedParams, useCrudList } from '../../../shared/crud';
import { useFlatTreePage } from '../common/flatten-tree';
import type { FlatOrganizeRow } from '../common/flatten-tree';
import { useOrganizeLevelQuery } from '../common/lookups-api';
import { useOrganizeColumns } from '../common/organize-columns';
import { OrganizeTreeFilter } from '../common/OrganizeTreeFilter';
import { useDeleteDepartmentMutation, useDepartmentTreeQuery } from './api';
import { DepartmentFormDialog } from './DepartmentFormDialog';

/** Permission → departments (/permission/department): the departments of the chosen company. */
export function DepartmentListPage() {
  const { t } = useTranslation();
  const [chosenId, setOrganizeId] = useState<string | null>(null);
  const [keyword, setKeyword] = useState('');
  // Until the user chooses, the first company's departments show: an empty list would read as
  // "there are no departments". The tree beside asks for the same level, so this costs no request.
  const companies = useOrganizeLevelQuery(null);
  const firstCompany = companies.data?.list.find((node) => node.type === 'company');
  const organizeId = chosenId ?? firstCompany?.id ?? null;
  const query = useDepartmentTreeQuery(
    organizeId ? { id: organizeId, ...definedParams({ keyword }) } : skipToken,
  );
  // A skipped query still reports the last company's rows: none show while there is no company.
  const page = useFlatTreePage(
    organizeId ? query : { isFetching: companies.isFetching, isError: companies.isError },
  );
  const [remove] = useDeleteDepartmentMutation();
  const crud = useCrudList<FlatOrganizeRow>({ remove });
  return (
    <CrudListPage
      title={t('permission.department.titles.list')}
      crud={crud}
      columns={useOrganizeColumns('permission.department.fields', crud.actionsOf)}
      page={page}
      onSearch={setKeyword}
      aside={
        <OrganizeTreeFilter
          label={t('permission.organize.titles.list')}
          organizeId={organizeId}
          onChange={setOrganizeId}
          selectable={(node) => node.type === 'company'}
        />
      }
      renderForm={(target, close) => (
        <DepartmentFormDialog target={target} organizeId={organizeId} onClose={close} />
      )}
    />
  );
}
