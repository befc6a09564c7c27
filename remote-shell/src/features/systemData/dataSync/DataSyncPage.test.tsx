import { screen, waitFor, within } from '@testing-library/react';
import type { DataSyncRun } from '@mepm/contract';
import { DATA_SYNC_BUTTON } from '@mepm/contract/paths';
import {
  bodySentTo,
  renderListPage,
  requestsTo,
  routesSent,
  rowOf,
  serveRoutes,
  withTableViewport,
} from '../../../test/admin-page-kit';
import { envelope } from '../../../test/fetch-stub';

const SOURCES = 'GET /api/system/DataSource/Selector';
const EXTERNAL_TABLES = 'GET /api/system/DataSync/ext1/Tables';
const EXECUTE = 'POST /api/system/DataSync/Actions/Execute';
const RUN = 'GET /api/system/DataSync/Runs/run1';
const RUNS = 'GET /api/system/DataSync/Runs';

const run = (overrides: Partial<DataSyncRun> = {}): DataSyncRun => ({
  id: 'run1',
  fromSourceId: 'ext1',
  fromTable: 'orders',
  toSourceId: '0',
  toTable: 'orders_copy',
  mode: 'append',
  state: 'running',
  rowsDone: 0,
  rowsTotal: 10,
  createdTable: false,
  error: null,
  startedBy: '管理员/admin',
  startedTime: Date.UTC(2026, 10, 26, 8),
  finishedTime: null,
  ...overrides,
});

/**
 * The server's side of one copy: it starts running, the first poll sees 4 of 10 rows, the
 * later ones the end that `ending` gives.
 */
function serve(
  ending: Partial<DataSyncRun>,
  history: DataSyncRun[] = [],
  routes: Record<string, unknown> = {},
) {
  let polls = 0;
  return serveRoutes({
    [SOURCES]: {
      list: [
        { id: '0', fullName: '平台数据库', kind: 'postgresql' },
        { id: 'ext1', fullName: '外部库', kind: 'postgresql' },
      ],
    },
    [EXTERNAL_TABLES]: {
      list: [
        { name: 'orders', rows: 10 },
        { name: 'customers', rows: null },
      ],
    },
    [EXECUTE]: run(),
    [RUN]: () => {
      polls += 1;
      return polls === 1 ? run({ rowsDone: 4 }) : run({ rowsDone: 10, ...ending });
    },
    [RUNS]: { list: history },
    ...routes,
  });
}

async function openSource(buttons: readonly string[]) {
  const rendered = await renderListPage('/systemData/dataSync', '请选择数据源', { buttons });
  await rendered.user.click(await screen.findByRole('combobox', { name: '数据源' }));
  await rendered.user.click(
    within(screen.getByRole('listbox')).getByRole('option', { name: '外部库' }),
  );
  await screen.findByText('orders');
  return rendered;
}

describe('DataSyncPage', () => {
  withTableViewport();

  it('copies a table into a new one, shows its progress polled each second, then the result', async () => {
    const seen = serve({ state: 'succeeded', createdTable: true, finishedTime: Date.now() });
    const { user } = await openSource([DATA_SYNC_BUTTON.execute]);
    expect(rowOf('orders')).toHaveTextContent('10');

    await user.click(within(rowOf('orders')).getByRole('button', { name: '同步 orders' }));
    const dialog = await screen.findByRole('dialog', { name: '同步表 orders' });
    expect(within(dialog).getByText('目标表不存在时会自动创建。')).toBeInTheDocument();
    const target = within(dialog).getByRole('textbox', { name: '目标表名' });
    expect(target).toHaveValue('orders');
    await user.clear(target);
    await user.type(target, 'orders_copy');
    await user.click(within(dialog).getByRole('radio', { name: '覆盖' }));
    await user.click(within(dialog).getByRole('radio', { name: '追加' }));
    await user.click(within(dialog).getByRole('button', { name: '开始同步' }));

    await waitFor(() => expect(routesSent(seen, 'POST')).toEqual([EXECUTE]));
    expect(bodySentTo(seen, EXECUTE)).toEqual({
      fromSourceId: 'ext1',
      fromTable: 'orders',
      toSourceId: '0',
      toTable: 'orders_copy',
      mode: 'append',
    });
    expect(await within(dialog).findByText('已同步 4 / 10 行')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(
      await within(dialog).findByText(
        '同步成功，共 10 行。 已创建表 orders_copy。',
        {},
        {
          timeout: 3000,
        },
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('progressbar')).toBeNull();

    // Once it has ended nobody asks again.
    const asked = requestsTo(seen, RUN).length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(requestsTo(seen, RUN).length).toBe(asked);
  });

  it('tells why a copy failed, in the dialog and in the history', async () => {
    const failed = run({ state: 'failed', error: '目标表缺少字段：note', rowsDone: 0 });
    const seen = serve({ state: 'failed', error: '目标表缺少字段：note' }, [failed]);
    const { user } = await openSource([DATA_SYNC_BUTTON.execute]);
    const history = screen.getByRole('table', { name: '同步记录' });
    const entry = within(history).getAllByRole('row')[1];
    if (!entry) throw new Error('the history shows the run');
    expect(entry).toHaveTextContent('外部库.orders');
    expect(entry).toHaveTextContent('平台数据库.orders_copy');
    expect(entry).toHaveTextContent('追加');
    expect(entry).toHaveTextContent('失败');
    expect(entry).toHaveTextContent('管理员/admin');
    expect(entry).toHaveTextContent('目标表缺少字段：note');

    await user.click(within(rowOf('orders')).getByRole('button', { name: '同步 orders' }));
    const dialog = await screen.findByRole('dialog', { name: '同步表 orders' });
    await user.click(within(dialog).getByRole('button', { name: '开始同步' }));
    expect(
      await within(dialog).findByText('同步失败：目标表缺少字段：note', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    // The history is read again once the run has ended.
    await waitFor(() => expect(requestsTo(seen, RUNS).length).toBeGreaterThanOrEqual(3));
  });

  it('keeps a name the server would refuse from being sent, and shows a refusal in the dialog', async () => {
    const busy = '正在同步到表 orders，请等待其完成';
    const seen = serve({}, [], { [EXECUTE]: () => envelope(400, null, busy) });
    const { user } = await openSource([DATA_SYNC_BUTTON.execute]);
    await user.click(within(rowOf('orders')).getByRole('button', { name: '同步 orders' }));
    const dialog = await screen.findByRole('dialog', { name: '同步表 orders' });
    const target = within(dialog).getByRole('textbox', { name: '目标表名' });
    await user.clear(target);
    await user.type(target, '1orders');
    expect(within(dialog).getByText(/以字母或 _ 开头/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '开始同步' })).toBeDisabled();

    await user.clear(target);
    await user.type(target, 'orders');
    await user.click(within(dialog).getByRole('button', { name: '开始同步' }));
    expect(await within(dialog).findByText(busy)).toBeInTheDocument();
    expect(requestsTo(seen, EXECUTE)).toHaveLength(1);
    expect(requestsTo(seen, RUN)).toHaveLength(0);
    expect(within(dialog).getByRole('button', { name: '开始同步' })).toBeEnabled();
  });

  it('lists the tables without the Sync action for a caller without btn_execute', async () => {
    serve({ state: 'succeeded' });
    await openSource([]);
    expect(rowOf('customers')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^同步/ })).toBeNull();
  });

  it('filters the tables by name on the client', async () => {
    const seen = serve({ state: 'succeeded' });
    const { user } = await openSource([DATA_SYNC_BUTTON.execute]);
    await user.type(screen.getByRole('searchbox', { name: '筛选表名' }), 'cust');
    await waitFor(() => expect(screen.queryByText('orders')).toBeNull());
    expect(rowOf('customers')).toBeInTheDocument();
    expect(requestsTo(seen, EXTERNAL_TABLES)).toHaveLength(1);
  });
});
