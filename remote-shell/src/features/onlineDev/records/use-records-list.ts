import { useMemo } from 'react';
import type { ColumnDesign, OnlineDevListBody } from '@mepm/contract';
import { MAX_PAGE_SIZE } from '@mepm/contract/codes';
import { usePagedQueryState } from '../../../shared/table';
import { useOnlineDevListQuery } from './api';
import type { PageRef } from './api';

/** What narrows the list: the search form's values and the tree's chosen node. */
export interface RecordFilters {
  search: Record<string, unknown>;
  /** List type 2: the tree field's chosen option, searched as that field's value. */
  treeValue?: string;
}

/**
 * The list of a generated page: paged as the list design says (all rows at once, up to the
 * largest page, when it has no pages), sorted by the server (`sidx`, `sort`; none: the design's
 * default), searched by `json`.
 */
export function useRecordsList(page: PageRef, columnData: ColumnDesign) {
  const paging = usePagedQueryState<RecordFilters>({
    pageSize: columnData.hasPage ? columnData.pageSize : MAX_PAGE_SIZE,
    // No sort of its own at first: the server applies the design's default (`defaultSidx` need
    // not be a sortable column, and only sortable ones may be named).
    sort: null,
    filters: { search: {} },
  });
  const { currentPage, pageSize, sort, filters } = paging;
  const body = useMemo<OnlineDevListBody>(() => {
    const json = { ...filters.search };
    if (columnData.treeField && filters.treeValue !== undefined) {
      json[columnData.treeField] = filters.treeValue;
    }
    return {
      currentPage,
      pageSize,
      menuId: page.menuId,
      ...(sort ? { sidx: sort.key, sort: sort.order } : {}),
      ...(Object.keys(json).length > 0 ? { json: JSON.stringify(json) } : {}),
    };
  }, [currentPage, pageSize, sort, filters, columnData.treeField, page.menuId]);
  const query = useOnlineDevListQuery({ id: page.id, body });
  return { paging, query, body };
}
