import { screen, waitFor, within } from '@testing-library/react';
import type { OrganizeTreeRow } from '@mepm/contract';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import type { SeenRequest } from '../../../test/fetch-stub';
import { renderAdminPage, routeOf, treeNode, withTableViewport } from '../common/test-kit';

const LIST = 'GET /api/permission/Organize/c1/Department';

function department(id: string, fullName: string): OrganizeTreeRow {
  return {
    id,
    parentId: 'c1',
    category: 'department',
    enCode: `dep.${id}`,
    fullName,
    description: '',
    managerId: '',
    sortCode: 0,
    enabled: true,
    createdTime: 0,
    hasChildren: false,
    children: [],
  };
}

function serve() {
  return stubFetch((request: SeenRequest) => {
    switch (routeOf(request)) {
      case 'GET /api/permission/Organize/Tree':
        return envelope(200, { list: [treeNode('c1', '机电公司', 'company', [], true)] });
      case LIST:
        return envelope(200, { list: [department('d1', '研发部')] });
      case 'GET /api/permission/Organize/Department/Selector':
        return envelope(200, { list: [treeNode('c1', '机电公司', 'company')] });
      case 'POST /api/permission/Organize/Department':
        return envelope(200, { id: 'd9' });
      default:
        return envelope(200, null);
    }
  });
}

describe('DepartmentListPage', () => {
  withTableViewport();

  it('lists the departments of the company chosen in the tree and adds one under it', async () => {
    const seen = serve();
    const { user } = renderAdminPage('/permission/department');
    const tree = await screen.findByRole('tree', { name: '公司列表' }, { timeout: 10_000 });
    await user.click(await within(tree).findByText('机电公司'));
    expect(await screen.findByText('研发部')).toBeInTheDocument();

    const before = seen.filter((r) => routeOf(r) === LIST).length;
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增部门' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('请输入部门编码')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: '部门编码' }), 'dep.qa');
    await user.type(within(dialog).getByRole('textbox', { name: '部门名称' }), '质量部');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    const post = seen.find((r) => routeOf(r) === 'POST /api/permission/Organize/Department');
    expect(JSON.parse(post?.body ?? '')).toMatchObject({
      parentId: 'c1',
      enCode: 'dep.qa',
      fullName: '质量部',
    });
    await waitFor(() =>
      expect(seen.filter((r) => r.method === 'GET' && routeOf(r) === LIST).length).toBeGreaterThan(
        before,
      ),
    );
  });

  it('asks before deleting a department', async () => {
    const seen = serve();
    const { user } = renderAdminPage('/permission/department');
    const tree = await screen.findByRole('tree', { name: '公司列表' }, { timeout: 10_000 });
    await user.click(await within(tree).findByText('机电公司'));
    await screen.findByText('研发部');
    await user.click(screen.getByRole('button', { name: '删除' }));
    const question = await screen.findByRole('alertdialog', { name: '提示' });
    expect(question).toHaveTextContent('此操作将永久删除该数据, 是否继续?');
    await user.click(within(question).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(seen.filter((r) => r.method === 'DELETE').map(routeOf)).toEqual([
        'DELETE /api/permission/Organize/Department/d1',
      ]),
    );
  });
});
