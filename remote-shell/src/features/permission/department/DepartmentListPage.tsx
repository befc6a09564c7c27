import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { CrudListPage, definedParams, useCrudList } from '../../../shared/crud';
import { useFlatTreePage } from '../common/flatten-tree';
import type { FlatOrganizeRow } from '../common/flatten-tree';
import { useOrganizeColumns } from '../common/organize-columns';
import { OrganizeTreeFilter } from '../common/OrganizeTreeFilter';
import { useDeleteDepartmentMutation, useDepartmentTreeQuery } from './api';
import { DepartmentFormDialog } from './DepartmentFormDialog';

const NO_COMPANY = { isFetching: false, isError: false };

/** Permission → departments (/permission/department): the departments of the chosen company. */
export function DepartmentListPage() {
  const { t } = useTranslation();
  const [organizeId, setOrganizeId] = useState<string | null>(null);
  const [keyword, setKeyword] = useState('');
  const query = useDepartmentTreeQuery(
    organizeId ? { id: organizeId, ...definedParams({ keyword }) } : skipToken,
  );
  // A skipped query still reports the last company's rows: none show until a company is chosen.
  const page = useFlatTreePage(organizeId ? query : NO_COMPANY);
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
