import type { DataSourceRecord } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { CrudListPage, pagedArgs, serverPage, useCrudList } from '../../../shared/crud';
import { usePagedQueryState } from '../../../shared/table';
import { useDataSourceListQuery, useDeleteDataSourceMutation } from './api';
import { useDataSourceColumns } from './data-source-columns';
import { DataSourceFormDialog } from './DataSourceFormDialog';

/** System data → data sources (/systemData/dataSource): the paged list with keyword and CRUD. */
export function DataSourceListPage() {
  const { t } = useTranslation();
  const paging = usePagedQueryState({ filters: { keyword: '' } });
  const query = useDataSourceListQuery(pagedArgs(paging));
  const page = serverPage(paging, query);
  const [remove] = useDeleteDataSourceMutation();
  const crud = useCrudList<DataSourceRecord>({ remove });
  return (
    <CrudListPage
      title={t('systemData.dataSource.titles.list')}
      crud={crud}
      columns={useDataSourceColumns(crud.actionsOf)}
      page={page}
      onSearch={(keyword) => paging.setFilters({ keyword })}
      renderForm={(target, close) => <DataSourceFormDialog target={target} onClose={close} />}
    />
  );
}
