import { useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../table';
import type { ListPage, ListQueryStatus } from './list-page';

/**
 * Paging over rows the server returns whole (a bounded tree, say), so that the shared table's
 * paging bar still works.
 */
export function useClientPage<Row>(rows: readonly Row[], query: ListQueryStatus): ListPage<Row> {
  const [chosenPage, setCurrentPage] = useState(1);
  const [pageSize, setSize] = useState(DEFAULT_PAGE_SIZE);
  // A narrower search can leave fewer pages than the one shown: show its last page instead.
  const currentPage = Math.min(chosenPage, Math.max(1, Math.ceil(rows.length / pageSize)));
  const page = useMemo(
    () => rows.slice((currentPage - 1) * pageSize, currentPage * pageSize),
    [rows, currentPage, pageSize],
  );
  const setPageSize = (size: number) => {
    setSize(size);
    setCurrentPage(1);
  };
  return {
    rows: page,
    total: rows.length,
    currentPage,
    pageSize,
    setCurrentPage,
    setPageSize,
    loading: query.isFetching,
    error: query.isError,
  };
}
