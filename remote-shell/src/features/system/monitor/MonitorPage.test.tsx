import { act, screen, waitFor } from '@testing-library/react';
import { renderAdminPage, requestsTo, serveRoutes } from '../../../test/admin-page-kit';
import { monitorReading as reading } from './monitor-fixture';
import { REFRESH_MS } from './MonitorPage';

// ECharts draws on a canvas, which jsdom lacks; the charts' words are what these tests read.
jest.mock('./MonitorCharts', () => ({
  __esModule: true,
  default: ({ gauges }: { gauges: { name: string; percent: number | null }[] }) => (
    <div role="img" aria-label={gauges.map((g) => `${g.name} ${g.percent}%`).join(', ')} />
  ),
}));

const READ = 'GET /api/system/Monitor';

describe('MonitorPage', () => {
  afterEach(() => {
    jest.useRealTimers();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('shows the gauges and the figures of a reading', async () => {
    let usage = 12.5;
    serveRoutes({ [READ]: () => reading(usage++) });
    renderAdminPage('/system/monitor');
    expect(await screen.findByText('Test CPU 3000', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /CPU 使用率 12.5%, 内存使用率 25%, 磁盘使用率 40%/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('内嵌 PostgreSQL（PGlite）')).toBeInTheDocument();
    expect(screen.getByText('内嵌数据库由单一后端服务所有连接，不统计连接数')).toBeInTheDocument();
    expect(screen.getByText('1 天 1 小时 1 分')).toBeInTheDocument();
    expect(screen.getByText('10.5 / 20.1 / 30.2 ms')).toBeInTheDocument();
  });

  it('reads again every few seconds while shown, and stops when hidden or left', async () => {
    jest.useFakeTimers();
    const seen = serveRoutes({ [READ]: () => reading(10) });
    const { unmount } = renderAdminPage('/system/monitor');
    await screen.findByText('Test CPU 3000', {}, { timeout: 10_000 });
    const reads = () => requestsTo(seen, READ).length;
    const first = reads();

    await act(async () => {
      await jest.advanceTimersByTimeAsync(REFRESH_MS + 100);
    });
    await waitFor(() => expect(reads()).toBe(first + 1));

    // The browser hides the page: no more reads.
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(REFRESH_MS * 3);
    });
    expect(reads()).toBe(first + 1);

    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(REFRESH_MS + 100);
    });
    await waitFor(() => expect(reads()).toBeGreaterThan(first + 1));

    // Left: unmounted, the polling ends with it.
    const atUnmount = reads();
    unmount();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(REFRESH_MS * 4);
    });
    expect(reads()).toBe(atUnmount);
  });
});
