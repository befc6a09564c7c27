/** One page of a list as the table shows it, whether the server or the browser paged it. */
export interface ListPage<Row> {
  rows: readonly Row[];
  total: number;
  /** The server capped its count at `total` (big tables are not counted in full). */
  totalCapped?: boolean;
  currentPage: number;
  pageSize: number;
  setCurrentPage: (page: number) => void;
  setPageSize: (size: number) => void;
  loading: boolean;
  error: boolean;
}

/** What a list's query hook reports that the table needs besides the rows. */
export interface ListQueryStatus {
  isFetching: boolean;
  isError: boolean;
}

/** The paging controls of `usePagedQueryState` that a server page needs. */
export type ServerPaging = Pick<
  ListPage<unknown>,
  'currentPage' | 'pageSize' | 'setCurrentPage' | 'setPageSize'
>;

export interface PagedAnswer<Row> {
  list: Row[];
  pagination: { total: number; totalCapped?: boolean };
}

/**
 * A server-paged list: the paging the query was asked with and the query's answer. Keep the
 * query in its own variable: called inline here, the hook would infer its result type from this
 * parameter and lose the row type.
 */
export function serverPage<Row>(
  paging: ServerPaging,
  query: ListQueryStatus & { data?: PagedAnswer<Row> },
): ListPage<Row> {
  return {
    rows: query.data?.list ?? [],
    total: query.data?.pagination.total ?? 0,
    totalCapped: query.data?.pagination.totalCapped,
    currentPage: paging.currentPage,
    pageSize: paging.pageSize,
    setCurrentPage: paging.setCurrentPage,
    setPageSize: paging.setPageSize,
    loading: query.isFetching,
    error: query.isError,
  };
}

/** The paged table's props that show one list page: rows, counts, paging and status. */
export function tablePageProps<Row>(page: ListPage<Row>) {
  return {
    rows: page.rows,
    total: page.total,
    totalApproximate: page.totalCapped,
    currentPage: page.currentPage,
    pageSize: page.pageSize,
    onPageChange: page.setCurrentPage,
    onPageSizeChange: page.setPageSize,
    loading: page.loading,
    error: page.error,
  };
}
