import type { BillRuleRecord } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { CrudListPage, pagedArgs, serverPage, useCrudList } from '../../../shared/crud';
import { usePagedQueryState } from '../../../shared/table';
import {
  useBillRuleListQuery,
  useDeleteBillRuleMutation,
  useSetBillRuleStateMutation,
} from './api';
import { useBillRuleColumns } from './bill-rule-columns';
import { BillRuleFormDialog } from './BillRuleFormDialog';

/** System → bill rules (/system/billRule): the paged list with keyword, CRUD and the toggle. */
export function BillRuleListPage() {
  const { t } = useTranslation();
  const paging = usePagedQueryState({ filters: { keyword: '' } });
  const query = useBillRuleListQuery(pagedArgs(paging));
  const page = serverPage(paging, query);
  const [remove] = useDeleteBillRuleMutation();
  const [setEnabled] = useSetBillRuleStateMutation();
  const crud = useCrudList<BillRuleRecord>({ remove, setEnabled });
  return (
    <CrudListPage
      title={t('system.billRule.titles.list')}
      crud={crud}
      columns={useBillRuleColumns(crud.actionsOf)}
      page={page}
      onSearch={(keyword) => paging.setFilters({ keyword })}
      renderForm={(target, close) => <BillRuleFormDialog target={target} onClose={close} />}
    />
  );
}
