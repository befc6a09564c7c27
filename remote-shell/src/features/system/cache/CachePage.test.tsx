import { screen, waitFor, within } from '@testing-library/react';
import type { CacheInfo } from '@mepm/contract';
import { CACHE_BUTTON } from '@mepm/contract/paths';
import { renderListPage, requestsTo, routesSent, serveRoutes } from '../../../test/admin-page-kit';

const LIST = 'GET /api/system/CacheManage';

const caches: CacheInfo[] = [
  {
    name: 'data.listTotals',
    title: '列表总数',
    entries: 12,
    bytes: 2048,
    oldestTime: Date.UTC(2026, 0, 1),
    sinceTime: Date.UTC(2026, 0, 1),
  },
  {
    name: 'permission.access',
    title: '用户权限',
    entries: 3,
    bytes: null,
    oldestTime: null,
    sinceTime: null,
  },
];

function serve() {
  return serveRoutes({
    [LIST]: { list: caches },
    'DELETE /api/system/CacheManage/data.listTotals': { removed: 12 },
    'POST /api/system/CacheManage/Actions/ClearAll': { removed: 15 },
  });
}

const rowOf = (text: string) => {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no row holds ${text}`);
  return row;
};

describe('CachePage', () => {
  it('lists each cache with its entries and size, unknown where the server cannot tell', async () => {
    serve();
    await renderListPage('/system/cache', '列表总数', { buttons: [CACHE_BUTTON.clear] });
    expect(rowOf('列表总数')).toHaveTextContent('12');
    expect(rowOf('列表总数')).toHaveTextContent('2.00 KB');
    expect(rowOf('用户权限')).toHaveTextContent('未知');
  });

  it('clears one cache, and all after the confirmation, then reads the list again', async () => {
    const seen = serve();
    const { user } = await renderListPage('/system/cache', '列表总数', {
      buttons: [CACHE_BUTTON.clear],
    });
    await user.click(within(rowOf('列表总数')).getByRole('button', { name: '清空 列表总数' }));
    await waitFor(() =>
      expect(routesSent(seen, 'DELETE')).toEqual([
        'DELETE /api/system/CacheManage/data.listTotals',
      ]),
    );
    await waitFor(() => expect(requestsTo(seen, LIST).length).toBe(2));

    await user.click(screen.getByRole('button', { name: '清空全部' }));
    const question = await screen.findByRole('dialog', { name: '提示' });
    expect(routesSent(seen, 'POST')).toEqual([]);
    await user.click(within(question).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(routesSent(seen, 'POST')).toEqual(['POST /api/system/CacheManage/Actions/ClearAll']),
    );
    await waitFor(() => expect(requestsTo(seen, LIST).length).toBe(3));
  });

  it('offers no clearing without btn_clear', async () => {
    serve();
    await renderListPage('/system/cache', '列表总数', { buttons: [] });
    expect(screen.queryByRole('button', { name: /清空/ })).toBeNull();
  });
});
