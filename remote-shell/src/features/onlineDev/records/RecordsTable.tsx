import type { ReactNode } from 'react';
import type { FormField, OnlineDevPage, OnlineDevRow } from '@mepm/contract';
import { serverPage } from '../../../shared/crud';
import type { ListQueryStatus } from '../../../shared/crud';
import { PagedTable } from '../../../shared/table';
import type { PagedQueryControls, PagedTableSelection, TableColumn } from '../../../shared/table';
import { GroupedTable } from './GroupedTable';
import type { RecordFilters } from './use-records-list';

interface Props {
  title: string;
  columns: readonly TableColumn<OnlineDevRow>[];
  /** List type 3: the field whose display values group the page's rows. */
  groupField?: string;
  fields: ReadonlyMap<string, FormField>;
  paging: PagedQueryControls<RecordFilters>;
  query: ListQueryStatus & { data?: OnlineDevPage };
  selection?: PagedTableSelection;
  toolbar: ReactNode;
}

const rowId = (row: OnlineDevRow) => row.id;

/** The records as the list design shows them: a server-paged table, or its rows in groups. */
export function RecordsTable({ paging, query, ...props }: Props) {
  const page = serverPage(paging, query);
  if (props.groupField !== undefined) {
    return (
      <GroupedTable
        {...props}
        groupField={props.groupField}
        page={page}
        sort={paging.sort}
        onSortChange={paging.setSort}
      />
    );
  }
  return (
    <PagedTable
      label={props.title}
      columns={props.columns}
      rows={page.rows}
      getRowId={rowId}
      total={page.total}
      totalApproximate={page.totalCapped}
      currentPage={page.currentPage}
      pageSize={page.pageSize}
      onPageChange={page.setCurrentPage}
      onPageSizeChange={page.setPageSize}
      sort={paging.sort}
      onSortChange={paging.setSort}
      loading={page.loading}
      error={page.error}
      selection={props.selection}
      toolbar={props.toolbar}
    />
  );
}
