import { screen, waitFor, within } from '@testing-library/react';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import type { SeenRequest } from '../../../test/fetch-stub';
import { logEntry, renderProfile } from '../profile-test-kit';

const LOG_PATH = '/api/permission/Users/Current/SystemLog';

/** Answers any page of a 45-entry log, one row per page is enough to tell pages apart. */
function answerPages(request: SeenRequest) {
  const currentPage = Number(request.url.searchParams.get('currentPage'));
  const pageSize = Number(request.url.searchParams.get('pageSize'));
  return envelope(200, {
    list: [logEntry(`log-${currentPage}`, { ip: `10.0.0.${currentPage}` })],
    pagination: { currentPage, pageSize, total: 45 },
  });
}

function logRequests(seen: SeenRequest[]) {
  return seen
    .filter((request) => request.url.pathname === LOG_PATH)
    .map(({ url }) => {
      const query = Object.fromEntries(url.searchParams);
      delete query.n;
      return query;
    });
}

describe('SystemLogPanel', () => {
  it('shows the first page of 20 with time, IP, place and browser', async () => {
    const seen = stubFetch(() =>
      envelope(200, {
        list: [logEntry('l1')],
        pagination: { currentPage: 1, pageSize: 20, total: 1 },
      }),
    );
    renderProfile('systemLog');

    const table = await screen.findByRole('table', { name: '登录日志' });
    const cells = await within(table).findAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '2024-01-02 03:04:05',
      '10.0.0.8',
      '上海',
      'Mozilla/5.0 Chrome/120',
    ]);
    expect(screen.getByText('第 1-1 条，共 1 条')).toBeInTheDocument();
    expect(logRequests(seen)).toEqual([{ currentPage: '1', pageSize: '20' }]);
  });

  it('asks the server for page 2 and then for page 1 of the chosen size', async () => {
    const seen = stubFetch(answerPages);
    const { user } = renderProfile('systemLog');
    await screen.findByText('10.0.0.1');

    await user.click(screen.getByRole('button', { name: '下一页' }));
    expect(await screen.findByText('10.0.0.2')).toBeInTheDocument();
    expect(screen.getByText('第 21-40 条，共 45 条')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: /每页条数/ }));
    const sizes = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(sizes.map((option) => option.textContent)).toEqual(['20', '50', '100', '500', '1000']);
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: '50' }));
    await waitFor(() => expect(screen.getByText('第 1-45 条，共 45 条')).toBeInTheDocument());

    expect(logRequests(seen)).toEqual([
      { currentPage: '1', pageSize: '20' },
      { currentPage: '2', pageSize: '20' },
      { currentPage: '1', pageSize: '50' },
    ]);
  });

  it('filters by a day range from the start of the first day to the end of the last', async () => {
    const seen = stubFetch(answerPages);
    const { user } = renderProfile('systemLog');
    await screen.findByText('10.0.0.1');
    await user.click(screen.getByRole('button', { name: '下一页' }));
    await screen.findByText('10.0.0.2');

    await user.type(screen.getByLabelText('开始日期'), '2024-01-02');
    await user.type(screen.getByLabelText('结束日期'), '2024-01-03');
    await user.click(screen.getByRole('button', { name: '查询' }));

    await waitFor(() => expect(logRequests(seen)).toHaveLength(3));
    expect(logRequests(seen)[2]).toEqual({
      currentPage: '1',
      pageSize: '20',
      startTime: String(new Date(2024, 0, 2).getTime()),
      endTime: String(new Date(2024, 0, 3, 23, 59, 59, 999).getTime()),
    });
  });

  it('says 暂无数据 when the log is empty', async () => {
    stubFetch(() =>
      envelope(200, { list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } }),
    );
    renderProfile('systemLog');

    const table = await screen.findByRole('table', { name: '登录日志' });
    expect(await within(table).findByRole('cell', { name: '暂无数据' })).toBeInTheDocument();
  });
});
