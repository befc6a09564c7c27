import { DEFAULT_PAGE_SIZE } from '@mepm/contract';

/** Which rows a page holds. */
export interface PageWindow {
  currentPage: number;
  pageSize: number;
  offset: number;
}

export function pageWindow(query: { currentPage?: number; pageSize?: number }): PageWindow {
  const currentPage = query.currentPage ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return { currentPage, pageSize, offset: (currentPage - 1) * pageSize };
}
