import { act, renderHook } from '@testing-library/react';
import { usePagedQueryState } from './usePagedQueryState';

describe('usePagedQueryState', () => {
  it('starts on page 1 with 20 rows a page and no sort', () => {
    const { result } = renderHook(() => usePagedQueryState());
    expect(result.current).toMatchObject({ currentPage: 1, pageSize: 20, sort: null, filters: {} });
  });

  it('goes back to page 1 when the filters, page size or sort change', () => {
    const { result } = renderHook(() => usePagedQueryState({ filters: { keyword: '' } }));
    act(() => result.current.setCurrentPage(4));
    expect(result.current.currentPage).toBe(4);
    act(() => result.current.setFilters({ keyword: '张' }));
    expect(result.current).toMatchObject({ currentPage: 1, filters: { keyword: '张' } });

    act(() => result.current.setCurrentPage(3));
    act(() => result.current.setPageSize(100));
    expect(result.current).toMatchObject({ currentPage: 1, pageSize: 100 });

    act(() => result.current.setCurrentPage(2));
    act(() => result.current.setSort({ key: 'account', order: 'desc' }));
    expect(result.current).toMatchObject({
      currentPage: 1,
      sort: { key: 'account', order: 'desc' },
    });
  });

  it('resets to its initial state', () => {
    const { result } = renderHook(() =>
      usePagedQueryState({ pageSize: 50, filters: { keyword: '' } }),
    );
    act(() => result.current.setFilters({ keyword: 'x' }));
    act(() => result.current.setCurrentPage(7));
    act(() => result.current.reset());
    expect(result.current).toMatchObject({
      currentPage: 1,
      pageSize: 50,
      filters: { keyword: '' },
    });
  });
});
