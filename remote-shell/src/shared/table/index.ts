export { PagedTable } from './PagedTable';
export type { PagedTableProps, PagedTableSelection } from './PagedTable';
export { PaginationBar } from './PaginationBar';
export type { PaginationBarProps } from './PaginationBar';
export { TruncatedText } from './TruncatedText';
export { usePagedQueryState } from './usePagedQueryState';
export type { PagedQueryControls, PagedQueryState } from './usePagedQueryState';
export { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@mepm/contract/codes';
export type { SortOrder, SortState, TableColumn } from './types';
