import { screen, waitFor, within } from '@testing-library/react';
import type { PositionRecord } from '@mepm/contract';
import {
  bodySentTo,
  chooseInTreeSelect,
  pageOf,
  paramsOf,
  renderListPage,
  requestsTo,
  routesSent,
  serveRoutes,
  treeNode,
  withTableViewport,
} from '../../../test/admin-page-kit';
import type { AdminPageGrants } from '../../../test/admin-page-kit';

const LIST = 'GET /api/permission/Position';

function position(id: string): PositionRecord {
  return {
    id,
    organizeId: 'd1',
    organizeName: '研发部',
    enCode: `pos.${id}`,
    fullName: `岗位${id}`,
    description: '',
    sortCode: 0,
    enabled: true,
    createdTime: 0,
  };
}

const ORGANISATION = [
  treeNode('c1', '机电公司', 'company', [treeNode('d1', '研发部', 'department')]),
];

function serve() {
  return serveRoutes({
    [LIST]: pageOf([position('1')]),
    'GET /api/permission/Organize/Department/Selector': { list: ORGANISATION },
    'POST /api/permission/Position': { id: 'p9' },
  });
}

const renderPositions = (grants?: AdminPageGrants) =>
  renderListPage('/permission/position', 'pos.1', grants);

describe('PositionListPage', () => {
  withTableViewport();

  it('filters the list by the organisation chosen above it', async () => {
    const seen = serve();
    const { user } = await renderPositions();
    expect(paramsOf(requestsTo(seen, LIST)[0])).toEqual({ currentPage: '1', pageSize: '20' });
    const filter = screen.getByRole('combobox', { name: '所属组织' });
    await chooseInTreeSelect(user, filter, '所属组织', ['机电公司', '研发部']);
    await waitFor(() =>
      expect(paramsOf(requestsTo(seen, LIST).at(-1))).toEqual({
        currentPage: '1',
        pageSize: '20',
        organizeId: 'd1',
      }),
    );
  });

  it('prompts for the organisation, code and name before sending', async () => {
    const seen = serve();
    const { user } = await renderPositions();
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增岗位' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('请选择所属组织')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入岗位编码')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入岗位名称')).toBeInTheDocument();
    expect(routesSent(seen, 'POST')).toEqual([]);
  });

  it('creates a position and refreshes the list', async () => {
    const seen = serve();
    const { user } = await renderPositions();
    const before = requestsTo(seen, LIST).length;
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增岗位' });
    const organisation = within(dialog).getByRole('combobox', { name: '所属组织' });
    await chooseInTreeSelect(user, organisation, '所属组织', ['机电公司', '研发部']);
    await user.type(within(dialog).getByRole('textbox', { name: '岗位编码' }), 'dev.lead');
    await user.type(within(dialog).getByRole('textbox', { name: '岗位名称' }), '组长');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(bodySentTo(seen, 'POST /api/permission/Position')).toEqual({
      organizeId: 'd1',
      enCode: 'dev.lead',
      fullName: '组长',
      description: '',
      sortCode: 0,
      enabled: true,
    });
    await waitFor(() => expect(requestsTo(seen, LIST).length).toBeGreaterThan(before));
  });

  it('deletes only after the permanent-deletion question', async () => {
    const seen = serve();
    const { user } = await renderPositions();
    await user.click(screen.getByRole('button', { name: '删除' }));
    const question = await screen.findByRole('alertdialog', { name: '提示' });
    expect(question).toHaveTextContent('此操作将永久删除该数据, 是否继续?');
    await user.click(within(question).getByRole('button', { name: '取消' }));
    expect(routesSent(seen, 'DELETE')).toEqual([]);

    // The page is hidden from the accessibility tree until the question has gone.
    await user.click(await screen.findByRole('button', { name: '删除' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }),
    );
    await waitFor(() =>
      expect(routesSent(seen, 'DELETE')).toEqual(['DELETE /api/permission/Position/1']),
    );
  });

  it('shows no add, edit or delete button without their codes', async () => {
    serve();
    await renderPositions({ buttons: [] });
    for (const name of ['新增', '编辑', '删除']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });
});
