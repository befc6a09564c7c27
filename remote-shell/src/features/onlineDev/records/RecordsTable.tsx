import type { ReactNode } from 'react';
import type { FormField, OnlineDevPage, OnlineDevRow } from '@mepm/contract';
import { serverPage, tablePageProps } from '../../../shared/crud';
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
  /** The list design turns paging off. */
  unpaged: boolean;
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
      {...tablePageProps(page)}
      getRowId={rowId}
      sort={paging.sort}
      onSortChange={paging.setSort}
      selection={props.selection}
      toolbar={props.toolbar}
      unpaged={props.unpaged}
    />
  );
}
