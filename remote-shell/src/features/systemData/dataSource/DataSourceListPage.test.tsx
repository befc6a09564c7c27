import { screen, waitFor, within } from '@testing-library/react';
import type { DataSourceRecord } from '@mepm/contract';
import { ADMIN_BUTTON } from '@mepm/contract/paths';
import {
  bodySentTo,
  pageOf,
  paramsOf,
  renderListPage,
  requestsTo,
  routesSent,
  rowOf,
  serveRoutes,
  withTableViewport,
} from '../../../test/admin-page-kit';
import type { AdminPageGrants } from '../../../test/admin-page-kit';
import { EMPTY_DATA_SOURCE, withKind } from './data-source-form';

const LIST = 'GET /api/system/DataSource';
const TEST = 'POST /api/system/DataSource/Actions/Test';

function source(id: string, overrides: Partial<DataSourceRecord> = {}): DataSourceRecord {
  return {
    id,
    fullName: `库存库${id}`,
    kind: 'postgresql',
    host: 'db.example.com',
    port: 5432,
    database: 'stock',
    schema: '',
    user: 'reader',
    hasPassword: true,
    options: {},
    description: '',
    sortCode: 0,
    enabled: true,
    createdTime: 0,
    ...overrides,
  };
}

function serve(routes: Record<string, unknown> = {}) {
  return serveRoutes({
    [LIST]: pageOf([source('1'), source('2', { kind: 'mysql', port: 3306, enabled: false })]),
    'GET /api/system/DataSource/1': source('1'),
    'POST /api/system/DataSource': { id: 's9' },
    'PUT /api/system/DataSource/1': null,
    [TEST]: { connected: true, message: '连接成功：PostgreSQL 15.19', elapsedMs: 12 },
    ...routes,
  });
}

const renderSources = (grants?: AdminPageGrants) =>
  renderListPage('/systemData/dataSource', '库存库1', grants);

describe('DataSourceListPage', () => {
  withTableViewport();

  it('lists sources with their address and kind, and searches by keyword', async () => {
    const seen = serve();
    const { user } = await renderSources();
    expect(within(rowOf('库存库1')).getByText('db.example.com:5432/stock')).toBeInTheDocument();
    expect(within(rowOf('库存库2')).getByText('MySQL / MariaDB')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '关键词' }), '库存');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(paramsOf(requestsTo(seen, LIST).at(-1))).toEqual({
        currentPage: '1',
        pageSize: '20',
        keyword: '库存',
      }),
    );
  });

  it('adds a MariaDB source: the kind brings its port, the test shows its outcome', async () => {
    const seen = serve({
      [TEST]: {
        connected: false,
        message: '连接被拒绝：127.0.0.1:3306上没有数据库在监听',
        elapsedMs: 3,
      },
    });
    const { user } = await renderSources();
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增数据连接' });
    const port = within(dialog).getByRole('textbox', { name: '端口' });
    expect(port).toHaveValue('5432');
    await user.click(within(dialog).getByRole('combobox', { name: '数据库类型' }));
    await user.click(await screen.findByRole('option', { name: 'MySQL / MariaDB' }));
    expect(port).toHaveValue('3306');
    expect(within(dialog).queryByRole('textbox', { name: '模式' })).not.toBeInTheDocument();
    const test = within(dialog).getByRole('button', { name: '测试连接' });
    expect(test).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: '连接名称' }), '订单库');
    await user.type(within(dialog).getByRole('textbox', { name: '主机' }), '127.0.0.1');
    await user.type(within(dialog).getByRole('textbox', { name: '数据库名' }), 'orders');
    await user.type(within(dialog).getByRole('textbox', { name: '用户名' }), 'root');
    await user.type(within(dialog).getByLabelText('密码'), 'pw');
    await user.click(test);
    expect(await within(dialog).findByTestId('data-source-test-outcome')).toHaveTextContent(
      '连接被拒绝：127.0.0.1:3306上没有数据库在监听（3毫秒）',
    );
    const connection = {
      kind: 'mysql',
      host: '127.0.0.1',
      port: 3306,
      database: 'orders',
      user: 'root',
      password: 'pw',
      options: { ssl: 'off' },
    };
    expect(bodySentTo(seen, TEST)).toEqual(connection);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(bodySentTo(seen, 'POST /api/system/DataSource')).toEqual({
      fullName: '订单库',
      ...connection,
      description: '',
      sortCode: 0,
      enabled: true,
    });
  }, 40_000);

  it('edits without the password: "unchanged" shown, nothing sent, the test names the source', async () => {
    const seen = serve();
    const { user } = await renderSources();
    await user.click(within(rowOf('库存库1')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑数据连接' });
    const password = within(dialog).getByLabelText('密码');
    expect(password).toHaveValue('');
    expect(password).toHaveAttribute('placeholder', '不修改');
    expect(dialog).toHaveTextContent('留空则保留已保存的密码');
    await user.click(within(dialog).getByRole('button', { name: '测试连接' }));
    expect(await within(dialog).findByTestId('data-source-test-outcome')).toHaveTextContent(
      '连接成功：PostgreSQL 15.19',
    );
    expect(bodySentTo(seen, TEST)).toMatchObject({ id: '1', password: '' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(bodySentTo(seen, 'PUT /api/system/DataSource/1')).toMatchObject({
      fullName: '库存库1',
      password: '',
      schema: '',
    });
  }, 40_000);

  it('refuses a port outside 1-65535 before sending', async () => {
    const seen = serve();
    const { user } = await renderSources();
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增数据连接' });
    await user.type(within(dialog).getByRole('textbox', { name: '连接名称' }), 'x');
    await user.type(within(dialog).getByRole('textbox', { name: '主机' }), 'db');
    await user.type(within(dialog).getByRole('textbox', { name: '数据库名' }), 'x');
    await user.type(within(dialog).getByRole('textbox', { name: '用户名' }), 'x');
    const port = within(dialog).getByRole('textbox', { name: '端口' });
    await user.clear(port);
    await user.type(port, '70000');
    expect(within(dialog).getByRole('button', { name: '测试连接' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('端口应为1到65535之间的整数')).toBeInTheDocument();
    expect(routesSent(seen, 'POST')).toEqual([]);
  }, 40_000);

  it('removes the buttons without their codes', async () => {
    serve();
    await renderSources({ buttons: [ADMIN_BUTTON.remove] });
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    expect(
      within(rowOf('库存库1')).queryByRole('button', { name: '编辑' }),
    ).not.toBeInTheDocument();
    expect(within(rowOf('库存库1')).getByRole('button', { name: '删除' })).toBeInTheDocument();
  });
});

describe('withKind', () => {
  it('brings the default port of the kind unless a port of ones own was typed', () => {
    expect(withKind(EMPTY_DATA_SOURCE, 'mysql').port).toBe('3306');
    expect(withKind({ ...EMPTY_DATA_SOURCE, port: '3306' }, 'postgresql').port).toBe('5432');
    expect(withKind({ ...EMPTY_DATA_SOURCE, port: '' }, 'mysql').port).toBe('3306');
    expect(withKind({ ...EMPTY_DATA_SOURCE, port: '6543' }, 'mysql').port).toBe('6543');
  });
});
