import { screen, waitFor, within } from '@testing-library/react';
import {
  bodySentTo,
  paramsOf,
  requestsTo,
  rowOf,
  serveRoutes,
  withTableViewport,
} from '../../../test/admin-page-kit';
import { envelope } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render-with-providers';
import OnlineDevPage from './OnlineDevPage';
import {
  BATCH_DELETE,
  CONFIG,
  CREATE,
  DETAIL,
  LIST,
  READ,
  REMOVE,
  ROWS,
  UPDATE,
  config,
} from './test-fixtures';

const pageOf = () => ({ list: ROWS, pagination: { currentPage: 1, pageSize: 20, total: 2 } });

function serve(routes: Record<string, unknown> = {}) {
  return serveRoutes({ [CONFIG]: config(), [LIST]: pageOf(), ...routes });
}

async function open() {
  const rendered = renderWithProviders(
    <OnlineDevPage menuId="m1" moduleId="d1" isTree={false} title="设备台账" />,
  );
  await screen.findByText('一号泵', {}, { timeout: 10_000 });
  return rendered;
}

const listBodies = (seen: ReturnType<typeof serve>) =>
  requestsTo(seen, LIST).map((request) => JSON.parse(request.body) as Record<string, unknown>);

describe('the generated page (menu type 3)', () => {
  withTableViewport();

  it('draws the columns, search form and buttons of the config, asking with the menu entry', async () => {
    const seen = serve();
    await open();
    expect(paramsOf(requestsTo(seen, CONFIG)[0])).toEqual({ menuId: 'm1' });
    expect(listBodies(seen)[0]).toEqual({ currentPage: 1, pageSize: 20, menuId: 'm1' });
    const table = screen.getByRole('table', { name: '设备台账' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['', '名称', '数量', '购入日期', '类别', '操作']);
    // Dates in the field's format; options as the server named them.
    const first = within(rowOf('一号泵'));
    expect(first.getByText('2026/03/05')).toBeInTheDocument();
    expect(first.getByText('水泵')).toBeInTheDocument();
    expect(first.getByRole('button', { name: '详情' })).toBeInTheDocument();
    expect(first.getByRole('button', { name: '编辑' })).toBeInTheDocument();
    expect(first.getByRole('button', { name: '删除' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新增' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '批量删除' })).toBeDisabled();
    const search = within(screen.getByRole('region', { name: '查询条件' }));
    expect(search.getByLabelText('名称')).toBeInTheDocument();
    expect(search.getByPlaceholderText('≥')).toBeInTheDocument();
    expect(search.getByPlaceholderText('≤')).toBeInTheDocument();
  });

  it('searches with the filled fields as json, sorts by the server, and resets', async () => {
    const seen = serve();
    const { user } = await open();
    const search = within(screen.getByRole('region', { name: '查询条件' }));
    await user.type(search.getByLabelText('名称'), '泵');
    await user.type(search.getByPlaceholderText('≥'), '2');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(listBodies(seen)).toHaveLength(2));
    expect(JSON.parse(String(listBodies(seen)[1]?.json))).toEqual({ name: '泵', qty: [2, null] });

    await user.click(screen.getByRole('button', { name: '名称' }));
    await waitFor(() => expect(listBodies(seen)).toHaveLength(3));
    expect(listBodies(seen)[2]).toMatchObject({ sidx: 'name', sort: 'asc', currentPage: 1 });

    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(listBodies(seen)).toHaveLength(4));
    expect(listBodies(seen)[3]?.json).toBeUndefined();
    expect(search.getByLabelText('名称')).toHaveValue('');
  }, 30_000);

  it('adds a record: the form of the design, its values sent as data', async () => {
    const seen = serve({ [CREATE]: { id: 'r9' } });
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增' });
    await user.type(within(dialog).getByLabelText(/名称/), '三号泵');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requestsTo(seen, CREATE)).toHaveLength(1));
    expect(bodySentTo(seen, CREATE)).toMatchObject({ data: { name: '三号泵' } });
    expect(paramsOf(requestsTo(seen, CREATE)[0])).toEqual({ menuId: 'm1' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list is read again after the write.
    await waitFor(() => expect(requestsTo(seen, LIST)).toHaveLength(2));
  }, 30_000);

  it('edits with the version read, and keeps the typed values when the record changed meanwhile', async () => {
    const seen = serve({
      [READ]: { id: 'r1', version: 4, data: { name: '一号泵', qty: 3 } },
      [UPDATE]: () => envelope(400, null, '该记录已被他人修改, 请刷新后重试'),
    });
    const { user } = await open();
    await user.click(within(rowOf('一号泵')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑' });
    const name = within(dialog).getByLabelText(/名称/);
    expect(name).toHaveValue('一号泵');
    await user.clear(name);
    await user.type(name, '一号消防泵');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('该记录已被他人修改, 请刷新后重试')).toBeInTheDocument();
    expect(bodySentTo(seen, UPDATE)).toMatchObject({ version: 4, data: { name: '一号消防泵' } });
    expect(paramsOf(requestsTo(seen, UPDATE)[0])).toEqual({ menuId: 'm1' });
    expect(within(screen.getByRole('dialog', { name: '编辑' })).getByLabelText(/名称/)).toHaveValue(
      '一号消防泵',
    );
    expect(requestsTo(seen, LIST)).toHaveLength(1);
  }, 30_000);

  it('deletes a row and the chosen rows after the question', async () => {
    const seen = serve({ [BATCH_DELETE]: { deleted: 2 } });
    const { user } = await open();
    await user.click(within(rowOf('一号泵')).getByRole('button', { name: '删除' }));
    const question = await screen.findByRole('alertdialog', { name: '提示' });
    await user.click(within(question).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requestsTo(seen, REMOVE)).toHaveLength(1));
    expect(paramsOf(requestsTo(seen, REMOVE)[0])).toEqual({ menuId: 'm1' });

    await user.click(await screen.findByRole('checkbox', { name: /全选|select all/i }));
    await user.click(screen.getByRole('button', { name: '批量删除' }));
    const batch = await screen.findByRole('alertdialog', { name: '提示' });
    await user.click(within(batch).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requestsTo(seen, BATCH_DELETE)).toHaveLength(1));
    expect(bodySentTo(seen, BATCH_DELETE)).toEqual({ ids: ['r1', 'r2'] });
  }, 30_000);

  it('shows a record read-only, a sub-table as its rows', async () => {
    serve({
      [DETAIL]: {
        id: 'r1',
        data: { name: '一号泵', qty: 3, kind: '水泵', parts: [{ part: '叶轮' }, { part: '轴承' }] },
      },
    });
    const { user } = await open();
    await user.click(within(rowOf('一号泵')).getByRole('button', { name: '详情' }));
    const dialog = await screen.findByRole('dialog', { name: '详情' });
    expect(await within(dialog).findByText('一号泵')).toBeInTheDocument();
    expect(within(dialog).getByText('类别')).toBeInTheDocument();
    const parts = within(dialog).getByRole('table', { name: '配件' });
    expect(
      within(parts)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['配件名', '叶轮', '轴承']);
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  }, 30_000);

  it('offers only the buttons and columns the menu grants', async () => {
    serve({
      [CONFIG]: config({}, { buttons: ['btn_detail'], columns: ['name', 'kind'] }),
    });
    await open();
    const table = screen.getByRole('table', { name: '设备台账' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['名称', '类别', '操作']);
    const first = within(rowOf('一号泵'));
    expect(first.getByRole('button', { name: '详情' })).toBeInTheDocument();
    expect(first.queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '批量删除' })).not.toBeInTheDocument();
  });
});
