import { screen, waitFor, within } from '@testing-library/react';
import type { ErrorLogDetail, OperationLogDetail, SignInLog } from '@mepm/contract';
import {
  bodySentTo,
  pageOf,
  paramsOf,
  renderListPage,
  requestsTo,
  rowOf,
  serveRoutes,
  withTableViewport,
} from '../../../test/admin-page-kit';

withTableViewport();

const SIGN_INS = 'GET /api/system/Log/1';
const OPERATIONS = 'GET /api/system/Log/3';
const ERRORS = 'GET /api/system/Log/4';

const signIn: SignInLog = {
  id: 's1',
  loginTime: Date.UTC(2024, 0, 2, 3, 4, 5),
  account: 'lisi',
  userName: '李四',
  success: false,
  failure: '账号或密码错误',
  ip: '203.0.113.9',
  ipAddressName: '未知',
  loginType: 'account',
  browser: 'Chrome 120',
  os: 'Windows 10',
  userAgent: 'Mozilla/5.0',
};

const operation: OperationLogDetail = {
  id: 'o1',
  time: Date.UTC(2024, 0, 2, 3, 4, 5),
  userId: 'u1',
  account: 'wangwu',
  menuCode: 'permission.user',
  method: 'PUT',
  path: '/api/permission/Users/u9',
  status: 200,
  durationMs: 12,
  ip: '10.0.0.1',
  body: '{"realName":"王五","password":"******"}',
};

const failure: ErrorLogDetail = {
  id: 'e1',
  time: Date.UTC(2024, 0, 2, 3, 4, 5),
  source: 'server',
  traceId: '0123abcd4567ef89',
  userId: 'u1',
  account: 'wangwu',
  method: 'GET',
  path: '/api/x',
  message: 'Error: database exploded',
  ip: '10.0.0.1',
  stack: 'Error: database exploded\n    at handler (x.ts:1)',
  userAgent: 'Mozilla/5.0',
};

function serve() {
  return serveRoutes({
    [SIGN_INS]: pageOf([signIn]),
    [OPERATIONS]: pageOf([operation]),
    'GET /api/system/Log/3/o1': operation,
    [ERRORS]: pageOf([failure]),
    'GET /api/system/Log/4/e1': failure,
    'DELETE /api/system/Log': { removed: 1 },
    'DELETE /api/system/Log/Actions/Clear': { removed: 7 },
  });
}

describe('LogPage', () => {
  it('lists sign-ins with result, reason, browser and system', async () => {
    serve();
    await renderListPage('/system/log', 'lisi');
    const row = rowOf('lisi');
    for (const text of ['失败', '账号或密码错误', 'Chrome 120', 'Windows 10', '203.0.113.9']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
  });

  it('sends the keyword and the whole days of the range from page 1', async () => {
    const seen = serve();
    const { user } = await renderListPage('/system/log', 'lisi');
    await user.type(screen.getByRole('textbox', { name: '关键词' }), ' lisi ');
    await user.type(screen.getByLabelText('开始日期'), '2024-01-02');
    await user.type(screen.getByLabelText('结束日期'), '2024-01-03');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(requestsTo(seen, SIGN_INS)).toHaveLength(2));
    expect(paramsOf(requestsTo(seen, SIGN_INS)[1])).toEqual({
      currentPage: '1',
      pageSize: '20',
      keyword: 'lisi',
      startTime: String(new Date(2024, 0, 2).getTime()),
      endTime: String(new Date(2024, 0, 3, 23, 59, 59, 999).getTime()),
    });
  });

  it('switches tabs and shows an operation’s redacted body in its detail', async () => {
    serve();
    const { user } = await renderListPage('/system/log', 'lisi');
    await user.click(screen.getByRole('tab', { name: '操作日志' }));
    await screen.findByText('wangwu');
    expect(within(rowOf('wangwu')).getByText('permission.user')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '查看详情 PUT /api/permission/Users/u9' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/"password": "\*\*\*\*\*\*"/)).toBeInTheDocument();
    expect(within(dialog).getByText('PUT /api/permission/Users/u9 → 200')).toBeInTheDocument();
  });

  it('shows an error’s trace id, message and stack in its detail', async () => {
    serve();
    const { user } = await renderListPage('/system/log', 'lisi');
    await user.click(screen.getByRole('tab', { name: '异常日志' }));
    await screen.findByText('0123abcd4567ef89');
    await user.click(screen.getByRole('button', { name: '查看详情 Error: database exploded' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/at handler \(x\.ts:1\)/)).toBeInTheDocument();
    expect(within(dialog).getByText('0123abcd4567ef89')).toBeInTheDocument();
  });

  it('deletes the chosen rows and clears by period after confirmation', async () => {
    const seen = serve();
    const { user } = await renderListPage('/system/log', 'lisi');
    await user.click(within(rowOf('lisi')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '删除所选' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }),
    );
    await waitFor(() =>
      expect(bodySentTo(seen, 'DELETE /api/system/Log')).toEqual({ category: 1, ids: ['s1'] }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('combobox', { name: '清空日志' }));
    await user.click(await screen.findByRole('option', { name: '保留最近一周' }));
    await user.click(screen.getByRole('button', { name: '清空日志' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }),
    );
    await waitFor(() =>
      expect(bodySentTo(seen, 'DELETE /api/system/Log/Actions/Clear')).toEqual({
        category: 1,
        keepDays: 7,
      }),
    );
    expect(await screen.findByText('已删除 7 条日志')).toBeInTheDocument();
  });

  it('offers no deletion without the delete button', async () => {
    serve();
    await renderListPage('/system/log', 'lisi', { buttons: [] });
    expect(screen.queryByRole('button', { name: '删除所选' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '清空日志' })).not.toBeInTheDocument();
    expect(within(rowOf('lisi')).queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
