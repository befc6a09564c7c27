import { screen, waitFor, within } from '@testing-library/react';
import { organizeRow } from '../common/organize-fixtures';
import {
  bodySentTo,
  renderAdminPage,
  requestsTo,
  routesSent,
  serveRoutes,
  treeNode,
  withTableViewport,
} from '../../../test/admin-page-kit';

const LIST = 'GET /api/permission/Organize/c1/Department';

function serve() {
  return serveRoutes({
    'GET /api/permission/Organize/Tree': {
      list: [treeNode('c1', '机电公司', 'company', [], true)],
    },
    [LIST]: {
      list: [
        organizeRow('d1', '研发部', { parentId: 'c1', category: 'department', enCode: 'dep.d1' }),
      ],
    },
    'GET /api/permission/Organize/Department/Selector': {
      list: [treeNode('c1', '机电公司', 'company')],
    },
    'POST /api/permission/Organize/Department': { id: 'd9' },
  });
}

/** Renders the page and chooses the company in the tree beside the list. */
async function renderDepartmentsOfCompany() {
  const rendered = renderAdminPage('/permission/department');
  const tree = await screen.findByRole('tree', { name: '公司列表' }, { timeout: 10_000 });
  await rendered.user.click(await within(tree).findByText('机电公司'));
  await screen.findByText('研发部');
  return rendered;
}

describe('DepartmentListPage', () => {
  withTableViewport();

  it("lists the first company's departments before the user chooses one", async () => {
    const seen = serve();
    renderAdminPage('/permission/department');
    const table = await screen.findByRole('table', { name: '部门列表' }, { timeout: 10_000 });
    expect(await within(table).findByText('研发部')).toBeInTheDocument();
    expect(within(table).queryByText('暂无数据')).not.toBeInTheDocument();
    expect(requestsTo(seen, LIST)).toHaveLength(1);
    expect(requestsTo(seen, 'GET /api/permission/Organize/Tree')).toHaveLength(1);
    const tree = screen.getByRole('tree', { name: '公司列表' });
    // The tree shows which company the list is of (a single-choice tree marks it aria-checked).
    const company = within(tree).getByRole('treeitem', { name: '机电公司' });
    expect(company).toHaveAttribute('aria-checked', 'true');
  });

  it('lists the departments of the company chosen in the tree and adds one under it', async () => {
    const seen = serve();
    const { user } = await renderDepartmentsOfCompany();

    const before = requestsTo(seen, LIST).length;
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增部门' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('请输入部门编码')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: '部门编码' }), 'dep.qa');
    await user.type(within(dialog).getByRole('textbox', { name: '部门名称' }), '质量部');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(bodySentTo(seen, 'POST /api/permission/Organize/Department')).toMatchObject({
      parentId: 'c1',
      enCode: 'dep.qa',
      fullName: '质量部',
    });
    await waitFor(() => expect(requestsTo(seen, LIST).length).toBeGreaterThan(before));
  });

  it('asks before deleting a department', async () => {
    const seen = serve();
    const { user } = await renderDepartmentsOfCompany();
    await user.click(screen.getByRole('button', { name: '删除' }));
    const question = await screen.findByRole('alertdialog', { name: '提示' });
    expect(question).toHaveTextContent('此操作将永久删除该数据, 是否继续?');
    await user.click(within(question).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(routesSent(seen, 'DELETE')).toEqual(['DELETE /api/permission/Organize/Department/d1']),
    );
  });
});
