import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudListPage, definedParams, useCrudList } from '../../../shared/crud';
import { useFlatTreePage } from '../common/flatten-tree';
import type { FlatOrganizeRow } from '../common/flatten-tree';
import { useOrganizeColumns } from '../common/organize-columns';
import { useCompanyTreeQuery, useDeleteCompanyMutation } from './api';
import { OrganizeFormDialog } from './OrganizeFormDialog';

/** Permission → organisations (/permission/organize): the company tree with CRUD. */
export function OrganizeListPage() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const query = useCompanyTreeQuery(definedParams({ keyword }));
  const page = useFlatTreePage(query);
  const [remove] = useDeleteCompanyMutation();
  const crud = useCrudList<FlatOrganizeRow>({ remove });
  return (
    <CrudListPage
      title={t('permission.organize.titles.list')}
      crud={crud}
      columns={useOrganizeColumns('permission.organize.fields', crud.actionsOf)}
      page={page}
      onSearch={setKeyword}
      renderForm={(target, close) => <OrganizeFormDialog target={target} onClose={close} />}
    />
  );
}
