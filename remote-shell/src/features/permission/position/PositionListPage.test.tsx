import { screen, waitFor, within } from '@testing-library/react';
import type { PositionRecord } from '@mepm/contract';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import type { SeenRequest } from '../../../test/fetch-stub';
import {
  pageOf,
  paramsOf,
  renderAdminPage,
  routeOf,
  treeNode,
  withTableViewport,
} from '../common/test-kit';
import type { AdminPageGrants } from '../common/test-kit';

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
  return stubFetch((request: SeenRequest) => {
    switch (routeOf(request)) {
      case LIST:
        return envelope(200, pageOf([position('1')]));
      case 'GET /api/permission/Organize/Department/Selector':
        return envelope(200, { list: ORGANISATION });
      case 'POST /api/permission/Position':
        return envelope(200, { id: 'p9' });
      default:
        return envelope(200, null);
    }
  });
}

const listRequests = (seen: SeenRequest[]) => seen.filter((r) => routeOf(r) === LIST);

async function renderPositions(grants?: AdminPageGrants) {
  const rendered = renderAdminPage('/permission/position', grants);
  // The first render loads the lazy page module, which takes a while on a busy machine.
  await screen.findByText('pos.1', {}, { timeout: 10_000 });
  return rendered;
}

describe('PositionListPage', () => {
  withTableViewport();

  it('filters the list by the organisation chosen above it', async () => {
    const seen = serve();
    const { user } = await renderPositions();
    expect(paramsOf(listRequests(seen)[0])).toEqual({ currentPage: '1', pageSize: '20' });
    const filter = screen.getByRole('combobox', { name: '所属组织' });
    await user.click(filter);
    const tree = await screen.findByRole('tree', { name: '所属组织' });
    await user.click(within(tree).getByText('机电公司'));
    await user.click(await within(tree).findByText('研发部'));
    await waitFor(() =>
      expect(paramsOf(listRequests(seen).at(-1))).toEqual({
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
    expect(seen.some((r) => r.method === 'POST')).toBe(false);
  });

  it('creates a position and refreshes the list', async () => {
    const seen = serve();
    const { user } = await renderPositions();
    const before = listRequests(seen).length;
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增岗位' });
    await user.click(within(dialog).getByRole('combobox', { name: '所属组织' }));
    const tree = await screen.findByRole('tree', { name: '所属组织' });
    await user.click(within(tree).getByText('机电公司'));
    await user.click(await within(tree).findByText('研发部'));
    await user.type(within(dialog).getByRole('textbox', { name: '岗位编码' }), 'dev.lead');
    await user.type(within(dialog).getByRole('textbox', { name: '岗位名称' }), '组长');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    const post = seen.find((r) => routeOf(r) === 'POST /api/permission/Position');
    expect(JSON.parse(post?.body ?? '')).toEqual({
      organizeId: 'd1',
      enCode: 'dev.lead',
      fullName: '组长',
      description: '',
      sortCode: 0,
      enabled: true,
    });
    await waitFor(() => expect(listRequests(seen).length).toBeGreaterThan(before));
  });

  it('deletes only after the permanent-deletion question', async () => {
    const seen = serve();
    const { user } = await renderPositions();
    await user.click(screen.getByRole('button', { name: '删除' }));
    const question = await screen.findByRole('alertdialog', { name: '提示' });
    expect(question).toHaveTextContent('此操作将永久删除该数据, 是否继续?');
    await user.click(within(question).getByRole('button', { name: '取消' }));
    expect(seen.some((r) => r.method === 'DELETE')).toBe(false);

    // The page is hidden from the accessibility tree until the question has gone.
    await user.click(await screen.findByRole('button', { name: '删除' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }),
    );
    await waitFor(() =>
      expect(seen.filter((r) => r.method === 'DELETE').map(routeOf)).toEqual([
        'DELETE /api/permission/Position/1',
      ]),
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
