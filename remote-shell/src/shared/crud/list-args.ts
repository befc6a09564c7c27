/** Drops empty filters so that the request carries only what narrows the list. */
export function definedParams<T extends object>(
  params: T,
): { [K in keyof T]?: Exclude<T[K], null> } {
  return Object.fromEntries(
    Object.entries(params).filter(
      ([, value]) => value !== undefined && value !== null && value !== '',
    ),
  ) as { [K in keyof T]?: Exclude<T[K], null> };
}

/** A server-paged list's query arguments: the page asked for and the filters that are set. */
export function pagedArgs<Filters extends object>(paging: {
  currentPage: number;
  pageSize: number;
  filters: Filters;
}) {
  const { currentPage, pageSize, filters } = paging;
  return { currentPage, pageSize, ...definedParams(filters) };
}
