import { screen, waitFor, within } from '@testing-library/react';
import type { DataModelTable, DataModelTableInfo } from '@mepm/contract';
import { ADMIN_BUTTON } from '@mepm/contract/paths';
import {
  bodySentTo,
  renderListPage,
  requestsTo,
  rowOf,
  serveRoutes,
  withTableViewport,
} from '../../../test/admin-page-kit';

const LIST = 'GET /api/system/DataModel/0/Tables';
const ORDERS = 'GET /api/system/DataModel/0/Tables/orders';

function table(name: string, overrides: Partial<DataModelTable> = {}): DataModelTable {
  return { name, kind: 'table', comment: '', rows: 12, readOnly: false, ...overrides };
}

const orders: DataModelTableInfo = {
  ...table('orders', { comment: '订单' }),
  indexes: [{ name: 'orders_pkey', columns: ['id'], unique: true, primary: true }],
  version: 'v1',
  columns: [
    {
      name: 'id',
      type: 'character varying(36)',
      design: 'varchar',
      length: 36,
      scale: null,
      nullable: false,
      primaryKey: true,
      defaultValue: null,
      comment: '',
    },
  ],
};

function serve(routes: Record<string, unknown> = {}) {
  return serveRoutes({
    [LIST]: { list: [table('orders', { comment: '订单' }), table('users', { readOnly: true })] },
    [ORDERS]: orders,
    'GET /api/system/DataModel/0/Tables/users': {
      ...orders,
      name: 'users',
      readOnly: true,
      comment: '用户',
    },
    'POST /api/system/DataModel/0/Actions/Preview': { statements: ['CREATE TABLE "notes" ()'] },
    'POST /api/system/DataModel/0/Tables': { statements: [] },
    'PUT /api/system/DataModel/0/Tables/orders': { statements: [] },
    ...routes,
  });
}

/** The name box of the n-th column (from 0) of the designer. */
function columnName(dialog: HTMLElement, index: number): HTMLElement {
  const box = within(dialog).getAllByRole('textbox', { name: '字段名' })[index];
  if (box === undefined) throw new Error(`no column ${index}`);
  return box;
}

const renderModel = (buttons?: readonly string[]) =>
  renderListPage('/systemData/dataModel', 'orders', buttons ? { buttons } : undefined);

describe('DataModelPage', () => {
  withTableViewport();

  it('lists tables with whether they can be changed, and opens a platform table read-only', async () => {
    serve();
    const { user } = await renderModel();
    expect(within(rowOf('orders')).getByText('可修改')).toBeInTheDocument();
    expect(within(rowOf('users')).getByText('只读')).toBeInTheDocument();
    expect(within(rowOf('users')).queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    await user.click(within(rowOf('users')).getByRole('button', { name: '查看' }));
    const dialog = await screen.findByRole('dialog', { name: '查看表: users' });
    expect(await within(dialog).findByText(/只能查看/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: '保存' })).not.toBeInTheDocument();
  });

  it('designs a new table, previews its SQL, and creates it with the columns typed', async () => {
    const seen = serve();
    const { user } = await renderModel();
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新建表' });
    await user.type(within(dialog).getByRole('textbox', { name: '表名' }), 'notes');
    await user.click(within(dialog).getByRole('button', { name: '添加字段' }));
    await user.type(columnName(dialog, 1), 'body');
    await user.click(within(dialog).getByRole('button', { name: '预览 SQL' }));
    expect(await within(dialog).findByText('CREATE TABLE "notes" ();')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(requestsTo(seen, 'POST /api/system/DataModel/0/Tables')).toHaveLength(1),
    );
    expect(bodySentTo(seen, 'POST /api/system/DataModel/0/Tables')).toEqual({
      name: 'notes',
      comment: '',
      columns: [
        expect.objectContaining({ name: 'id', type: 'varchar', length: 36, primaryKey: true }),
        expect.objectContaining({ name: 'body', type: 'varchar', length: 50, nullable: true }),
      ],
    });
  });

  it('refuses a bad column name before asking the server', async () => {
    const seen = serve();
    const { user } = await renderModel();
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新建表' });
    await user.type(within(dialog).getByRole('textbox', { name: '表名' }), 'notes');
    await user.clear(columnName(dialog, 0));
    await user.type(columnName(dialog, 0), 'Bad Name');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText(/只能用小写字母/)).toBeInTheDocument();
    expect(requestsTo(seen, 'POST /api/system/DataModel/0/Tables')).toHaveLength(0);
  });

  it('changes a designed table, the columns naming what they were', async () => {
    const seen = serve();
    const { user } = await renderModel();
    await user.click(within(rowOf('orders')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑表' });
    await user.clear(columnName(dialog, 0));
    await user.type(columnName(dialog, 0), 'order_id');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(requestsTo(seen, 'PUT /api/system/DataModel/0/Tables/orders')).toHaveLength(1),
    );
    expect(bodySentTo(seen, 'PUT /api/system/DataModel/0/Tables/orders')).toMatchObject({
      name: 'orders',
      version: 'v1',
      columns: [{ originalName: 'id', name: 'order_id' }],
    });
  });

  it('offers no add button without its grant', async () => {
    serve();
    await renderModel([ADMIN_BUTTON.edit]);
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
  });

  it('browses another source’s tables, without an add button for a MySQL source', async () => {
    const seen = serve({
      'GET /api/system/DataSource/Selector': {
        list: [
          { id: '0', fullName: '平台数据库', kind: 'postgresql' },
          { id: 'm1', fullName: '外部 MySQL', kind: 'mysql' },
        ],
      },
      'GET /api/system/DataModel/m1/Tables': {
        list: [table('stock', { readOnly: true, comment: '库存' })],
      },
    });
    const { user } = await renderModel();
    expect(await screen.findByRole('button', { name: '新增' })).toBeInTheDocument();
    await user.click(await screen.findByRole('combobox', { name: '数据连接' }));
    await user.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: '外部 MySQL' }),
    );
    expect(within(await waitFor(() => rowOf('stock'))).getByText('只读')).toBeInTheDocument();
    expect(requestsTo(seen, 'GET /api/system/DataModel/m1/Tables')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
  });
});
