import { useCallback, useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@mepm/contract/codes';
import type { SortState } from './types';

export interface PagedQueryState<Filters> {
  currentPage: number;
  pageSize: number;
  sort: SortState | null;
  filters: Filters;
}

export interface PagedQueryControls<Filters> extends PagedQueryState<Filters> {
  setCurrentPage: (page: number) => void;
  /** Back to page 1: the old page number means other rows under another size. */
  setPageSize: (size: number) => void;
  /** Back to page 1: page n of a new order shows unrelated rows. */
  setSort: (sort: SortState | null) => void;
  /** Back to page 1: the old page may not exist under the new filters. */
  setFilters: (filters: Filters) => void;
  /** Everything back to the initial state. */
  reset: () => void;
}

/**
 * The paging, sorting and filter state of one server-paged list, for a page to feed its query
 * hook and `PagedTable`.
 */
export function usePagedQueryState<Filters extends object = Record<string, never>>(
  initial: Partial<PagedQueryState<Filters>> & { filters?: Filters } = {},
): PagedQueryControls<Filters> {
  const [start] = useState<PagedQueryState<Filters>>(() => ({
    currentPage: initial.currentPage ?? 1,
    pageSize: initial.pageSize ?? DEFAULT_PAGE_SIZE,
    sort: initial.sort ?? null,
    filters: initial.filters ?? ({} as Filters),
  }));
  const [state, setState] = useState(start);

  const setCurrentPage = useCallback(
    (currentPage: number) => setState((previous) => ({ ...previous, currentPage })),
    [],
  );
  const setPageSize = useCallback(
    (pageSize: number) => setState((previous) => ({ ...previous, pageSize, currentPage: 1 })),
    [],
  );
  const setSort = useCallback(
    (sort: SortState | null) => setState((previous) => ({ ...previous, sort, currentPage: 1 })),
    [],
  );
  const setFilters = useCallback(
    (filters: Filters) => setState((previous) => ({ ...previous, filters, currentPage: 1 })),
    [],
  );
  const reset = useCallback(() => setState(start), [start]);

  return useMemo(
    () => ({ ...state, setCurrentPage, setPageSize, setSort, setFilters, reset }),
    [state, setCurrentPage, setPageSize, setSort, setFilters, reset],
  );
}
