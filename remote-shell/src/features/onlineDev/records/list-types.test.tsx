import { screen, waitFor, within } from '@testing-library/react';
import { requestsTo, serveRoutes, treeNode, withTableViewport } from '../../../test/admin-page-kit';
import type { SeenRequest } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render-with-providers';
import OnlineDevPage from './OnlineDevPage';
import { design, node } from '../../../shared/form-renderer/test-kit';
import { CONFIG, LIST, ROWS, config, formData } from './test-fixtures';

const page = { list: ROWS, pagination: { currentPage: 1, pageSize: 20, total: 2 } };

function open() {
  return renderWithProviders(
    <OnlineDevPage menuId="m1" moduleId="d1" isTree={false} title="设备台账" />,
  );
}

describe('the generated page by list type', () => {
  withTableViewport();

  it('type 2: choosing a node of the tree field lists the records that hold it', async () => {
    const seen = serveRoutes({
      [CONFIG]: config({ type: 2, treeField: 'kind', searchList: [] }),
      // The server's answer to a search on the tree field: the fans only.
      [LIST]: (request: SeenRequest) =>
        request.body.includes('json') ? { ...page, list: ROWS.slice(1) } : page,
    });
    const { user } = open();
    const tree = await screen.findByRole('tree', { name: '类别' }, { timeout: 10_000 });
    await user.click(within(tree).getByText('风机'));
    await waitFor(() => expect(requestsTo(seen, LIST)).toHaveLength(2));
    const body = JSON.parse(requestsTo(seen, LIST)[1]?.body ?? '{}') as { json?: string };
    expect(JSON.parse(body.json ?? '{}')).toEqual({ kind: 'fan' });
    await waitFor(() => expect(screen.queryByText('一号泵')).not.toBeInTheDocument());
    await user.click(within(tree).getByText('全部'));
    // Back to every record (the first answer, still cached).
    expect(await screen.findByText('一号泵')).toBeInTheDocument();
  }, 30_000);

  it('type 2 over a department field: the organisation’s tree, a department chosen by its id', async () => {
    const base = config({ type: 2, treeField: 'dept', searchList: [] });
    const seen = serveRoutes({
      [CONFIG]: {
        ...base,
        formData: design([
          ...formData().fields,
          node('departmentSelect', '部门', { model: 'dept' }),
        ]),
      },
      [LIST]: page,
      'GET /api/permission/Organize/Department/Selector': {
        list: [
          treeNode('c1', '机电公司', 'company', [
            treeNode('d1', '研发部', 'department'),
            treeNode('d2', '财务部', 'department'),
          ]),
        ],
      },
    });
    const { user } = open();
    const tree = await screen.findByRole('tree', { name: '部门' }, { timeout: 10_000 });
    // Choosing the company lists its own records; the arrow key opens its departments.
    await user.click(await within(tree).findByText('机电公司'));
    await user.keyboard('{ArrowRight}');
    await user.click(await within(tree).findByText('财务部'));
    await waitFor(() => expect(requestsTo(seen, LIST).length).toBeGreaterThanOrEqual(2));
    const last = requestsTo(seen, LIST).at(-1);
    const body = JSON.parse(last?.body ?? '{}') as { json?: string };
    expect(JSON.parse(body.json ?? '{}')).toEqual({ dept: 'd2' });
  }, 30_000);

  it('type 3: the rows under a header row per value of the group field', async () => {
    serveRoutes({ [CONFIG]: config({ type: 3, groupField: 'kind' }), [LIST]: page });
    open();
    const table = await screen.findByRole('table', { name: '设备台账' }, { timeout: 10_000 });
    await within(table).findByText('一号泵');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows[0]).toBe('水泵 (1)');
    expect(rows[1]).toContain('一号泵');
    expect(rows[2]).toBe('风机 (1)');
    expect(rows[3]).toContain('二号风机');
  }, 30_000);

  it('puts the left-fixed columns first, in view, and the right-fixed ones last', async () => {
    const base = config();
    const [name, qty, day, kind] = base.columnData.columnList;
    if (!name || !qty || !day || !kind) throw new Error('the fixture has four columns');
    serveRoutes({
      [CONFIG]: config({
        columnList: [name, { ...qty, fixed: 'right' }, day, { ...kind, fixed: 'left', width: 90 }],
      }),
      [LIST]: page,
    });
    open();
    const table = await screen.findByRole('table', { name: '设备台账' }, { timeout: 10_000 });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((cell) => cell.textContent)).toEqual([
      '',
      '类别',
      '名称',
      '购入日期',
      '数量',
      '操作',
    ]);
    expect(headers[1]).toHaveStyle({ position: 'sticky', left: '48px' });
  }, 30_000);

  it('without paging asks for the largest page and shows no pager while the rows fit it', async () => {
    const seen = serveRoutes({
      [CONFIG]: config({ hasPage: false }),
      [LIST]: { ...page, pagination: { currentPage: 1, pageSize: 1000, total: 2 } },
    });
    open();
    await screen.findByText('一号泵', {}, { timeout: 10_000 });
    expect(JSON.parse(requestsTo(seen, LIST)[0]?.body ?? '{}')).toMatchObject({ pageSize: 1000 });
    expect(screen.getByText('共 2 条')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '分页' })).not.toBeInTheDocument();
  }, 30_000);

  it('without paging still offers the pager when the rows overflow one page', async () => {
    serveRoutes({
      [CONFIG]: config({ hasPage: false }),
      [LIST]: { ...page, pagination: { currentPage: 1, pageSize: 1000, total: 1500 } },
    });
    open();
    await screen.findByText('一号泵', {}, { timeout: 10_000 });
    expect(screen.getByRole('navigation', { name: '分页' })).toBeInTheDocument();
  }, 30_000);
});
